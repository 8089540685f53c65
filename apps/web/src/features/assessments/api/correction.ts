import type { Paged } from '@plataforma/shared';
import type {
  AnswerFile,
  AssessmentResult,
  Correction,
  CorrectionView,
  EvaluatorRow,
  EVALUATOR_FILTERS,
  UploadSegment,
} from '@plataforma/shared/assessments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

type EvaluatorFilter = (typeof EVALUATOR_FILTERS)[number];

/**
 * The evaluator's calls (2-learner §7 Assessments, 3-admin §7 Avaliacao evaluator rows): the attempts to correct, one
 * person's attempts, the correction view, saving a correction (POST first, PUT after), evaluator files and finishing.
 */
const BASE = '/api/v1/Avaliacao/evaluator';
export const EVALUATOR_KEY = ['Avaliacao', 'evaluator'] as const;

/** The list's query (evaluatorListQuerySchema): which attempts, filters and page. */
export type EvaluatorQuery = { status: EvaluatorFilter; avaliacaoId?: string; search?: string; pageNumber: number; pageSize: number };

export const getEvaluatorAttempts = (query: EvaluatorQuery, signal?: AbortSignal) =>
  api.get<Paged<EvaluatorRow>>(BASE, {
    query: {
      status: query.status,
      avaliacaoId: query.avaliacaoId || undefined,
      search: query.search || undefined,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    },
    signal,
  });

export const useEvaluatorAttempts = (query: EvaluatorQuery) =>
  useQuery({ queryKey: [...EVALUATOR_KEY, 'list', query], queryFn: ({ signal }) => getEvaluatorAttempts(query, signal), placeholderData: keepPreviousData });

/** GET evaluator/{avaliacaoId}/{usuarioId}/items: every finished attempt of one person in one assessment. */
export const getPersonAttempts = (avaliacaoId: string, usuarioId: string, signal?: AbortSignal) =>
  api.get<EvaluatorRow[]>(`${BASE}/${avaliacaoId}/${usuarioId}/items`, { signal });

export const usePersonAttempts = (avaliacaoId: string | undefined, usuarioId: string | undefined) =>
  useQuery({
    queryKey: [...EVALUATOR_KEY, 'items', avaliacaoId, usuarioId],
    queryFn: ({ signal }) => getPersonAttempts(avaliacaoId!, usuarioId!, signal),
    enabled: Boolean(avaliacaoId && usuarioId),
  });

/**
 * The person who took an attempt: the view's `usuarioId` or the one the list passed; else found in the evaluator's
 * list (every status, that assessment, the person's e-mail) by the attempt's id.
 */
export const useAttemptOwner = (attempt: { id: string; avaliacaoId: string; userEmail: string; usuarioId?: string } | undefined, known: string | undefined) =>
  useQuery({
    queryKey: [...EVALUATOR_KEY, 'owner', attempt?.id],
    queryFn: async ({ signal }) => {
      const page = await getEvaluatorAttempts({ status: 'all', avaliacaoId: attempt!.avaliacaoId, search: attempt!.userEmail, pageNumber: 1, pageSize: 50 }, signal);
      return page.data.find((row) => row.id === attempt!.id)?.usuarioId ?? null;
    },
    enabled: Boolean(attempt && !attempt.usuarioId && !known),
    staleTime: Infinity,
  });

export const correctionViewKey = (id: string) => [...EVALUATOR_KEY, 'view', id] as const;

export const getCorrectionView = (id: string, signal?: AbortSignal) => api.get<CorrectionView>(`${BASE}/${id}`, { signal });

export const useCorrectionView = (id: string) => useQuery({ queryKey: correctionViewKey(id), queryFn: ({ signal }) => getCorrectionView(id, signal) });

/** A correction to save: the answer it corrects and, once it exists, the correction's id (then it is a PUT). */
export type SaveCorrectionInput = { answerId: string; correctionId: string | null; score: number; observations: string };

export const saveCorrection = ({ answerId, correctionId, score, observations }: SaveCorrectionInput) =>
  correctionId
    ? api.put<Correction>(`${BASE}/${correctionId}/correction-answer`, { score, observations: observations.trim() || null })
    : api.post<Correction>(`${BASE}/correction-answer`, { userAssessmentResponseId: answerId, score, observations: observations.trim() || null });

/** POST evaluator/{id}/correction-answer/{type}/upload (id = the correction): one evaluator file. */
export const uploadCorrectionFile = (correctionId: string, segment: UploadSegment, file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  body.append('name', file.name);
  return api.post<{ file: AnswerFile }>(`${BASE}/${correctionId}/correction-answer/${segment}/upload`, body);
};

/** POST evaluator/{id}/finish-correction (id = the attempt): releases the grade. */
export const finishCorrection = (attemptId: string, finalConsiderations: string) =>
  api.post<AssessmentResult>(`${BASE}/${attemptId}/finish-correction`, { finalConsiderations: finalConsiderations.trim() || null });

/** Mutations of one attempt's correction: each refreshes the view and the lists. */
export function useCorrectionMutations(attemptId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: EVALUATOR_KEY });
  return {
    save: useMutation({ mutationFn: saveCorrection, onSuccess: refresh }),
    upload: useMutation({
      mutationFn: ({ correctionId, segment, file }: { correctionId: string; segment: UploadSegment; file: File }) => uploadCorrectionFile(correctionId, segment, file),
      onSuccess: refresh,
    }),
    finish: useMutation({ mutationFn: (finalConsiderations: string) => finishCorrection(attemptId, finalConsiderations), onSuccess: refresh }),
  };
}
