import type { MidiaInfo } from '@plataforma/shared/content';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError, type DownloadedFile } from '../../../lib/api-client.ts';
import { whileProcessing } from './processing.ts';
import type { MediaProgress, PlayerContext, SaveMediaProgressRequest, ScormOutline, ScormRecord } from './types.ts';

/** Calls of the players (2-learner §7): what to play, saved progress, the SCORM record, the download. */

export const MIDIA_INFO_KEY = ['midia', 'info'] as const;

export const getMidiaInfo = (id: string, signal?: AbortSignal) => api.get<MidiaInfo>(`/api/v1/midia/getMidiaInfo/${id}`, { signal });

/** The public view of an object with its QR code on: no session, no tenant header. */
export const getPublicMidiaInfo = (id: string, signal?: AbortSignal) =>
  api.get<MidiaInfo>(`/api/v1/midia/public/${id}`, { signal, skipAuth: true, tenant: null });

export const midiaInfoQuery = (id: string) =>
  queryOptions({
    queryKey: [...MIDIA_INFO_KEY, id],
    queryFn: ({ signal }) => getMidiaInfo(id, signal),
    staleTime: 0,
    retry: false,
    refetchInterval: whileProcessing((info: MidiaInfo) => info),
  });

export const publicMidiaInfoQuery = (id: string) =>
  queryOptions({
    queryKey: [...MIDIA_INFO_KEY, 'public', id],
    queryFn: ({ signal }) => getPublicMidiaInfo(id, signal),
    retry: false,
    refetchInterval: whileProcessing((info: MidiaInfo) => info),
  });

/** The course or trail id the progress belongs to, or the media id itself when played on its own. */
export const contextIdOf = (midiaId: string, context?: PlayerContext) => context?.cursoId || context?.formacaoId || midiaId;

/** Saved progress, or null when there is none yet (404). */
export async function getMediaProgress(midiaId: string, context?: PlayerContext): Promise<MediaProgress | null> {
  try {
    return await api.get<MediaProgress>(`/api/v1/midia/progresso/${midiaId}/${contextIdOf(midiaId, context)}`);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const saveMediaProgress = (body: SaveMediaProgressRequest) => api.post<MediaProgress>('/api/v1/midia/progresso', body);

/** The SCORM record of the signed-in person (of one item with `scoId`), or null when none exists yet (404). */
export async function getScormRecord(midiaId: string, context?: PlayerContext, scoId = ''): Promise<ScormRecord | null> {
  try {
    return await api.get<ScormRecord>(`/api/v1/scormacompanhamento/midia/${midiaId}`, {
      query: { cursoId: context?.cursoId ?? undefined, formacaoId: context?.formacaoId ?? undefined, scoId: scoId || undefined },
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Creates the record of an item (`scoId`), or a new attempt of it with `newAttempt` when its latest one ended. */
export const createScormRecord = (midiaId: string, context?: PlayerContext, scoId = '', newAttempt = false) =>
  api.post<ScormRecord>('/api/v1/scormacompanhamento', {
    midiaId,
    ...(context?.cursoId ? { cursoId: context.cursoId } : {}),
    ...(context?.formacaoId ? { formacaoId: context.formacaoId } : {}),
    ...(scoId ? { scoId } : {}),
    ...(newAttempt ? { novaTentativa: true } : {}),
  });

/** The package's table of contents with the person's state of each item, or null when it has none to read (404). */
export async function getScormOutline(midiaId: string, context?: PlayerContext): Promise<ScormOutline | null> {
  try {
    return await api.get<ScormOutline>(`/api/v1/scormacompanhamento/midia/${midiaId}/pacote`, {
      query: { cursoId: context?.cursoId ?? undefined, formacaoId: context?.formacaoId ?? undefined },
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const updateScormRecord = (record: ScormRecord) => api.put<ScormRecord>(`/api/v1/scormacompanhamento/${record.id}`, record);

/** The object's file as the server gives it for download (watermarked when the company says so). */
export const downloadMidiaFile = (midiaId: string) => api.get<DownloadedFile>(`/api/v1/midia/${midiaId}/downloadFile`, { responseType: 'file' });
