import { flushProgress, isProgressComplete, PROGRESS_POST_INTERVAL_MS, reportProgress, type ProgressReporterState } from '@plataforma/shared/content';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { contextIdOf, getMediaProgress, saveMediaProgress } from './api.ts';
import type { MediaProgress, PlayerProps } from './types.ts';

export const MEDIA_PROGRESS_KEY = ['midia', 'progresso'] as const;

export type ProgressReporter = {
  /** Saved progress (null: none yet); undefined while loading. Always null in public mode. */
  saved: MediaProgress | null | undefined;
  /** False until the saved progress is known (public mode: at once). */
  ready: boolean;
  /** The percent shown: the highest of saved and reported. */
  percent: number;
  /** A player's report: the percent it computed and its position (seconds or page). */
  report: (percent: number, position?: number) => void;
};

/**
 * Registers a player's progress with the shared rules (only rises, 0 ignored, nothing after 100, at most one post
 * per 10 s, completion never held back). What the throttle holds is sent by a 10 s timer and when the player closes.
 * The position goes with each post; when only the position moved (watching again), it is saved on the same 10 s
 * rhythm while the item is not complete. The public view posts nothing.
 */
export function useProgressReporter({ info, context, mode, onProgress }: PlayerProps): ProgressReporter {
  const posts = mode !== 'public';
  const contextId = contextIdOf(info.id, context);
  const savedQuery = useQuery({
    queryKey: [...MEDIA_PROGRESS_KEY, info.id, contextId],
    queryFn: () => getMediaProgress(info.id, context),
    enabled: posts,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  // A failed read of the saved progress must not keep the player closed: it starts from the beginning.
  const saved = !posts ? null : savedQuery.isError ? null : savedQuery.data;
  const ready = saved !== undefined;

  const state = useRef<ProgressReporterState>({ stored: 0 });
  const position = useRef<{ value?: number; postedValue?: number; postedAt?: number }>({});
  const seeded = useRef(false);
  const [percent, setPercent] = useState(0);
  const shownRef = useRef(0);
  const onProgressRef = useRef(onProgress);
  onProgressRef.current = onProgress;

  if (saved && !seeded.current) {
    seeded.current = true;
    state.current = { ...state.current, stored: Math.max(state.current.stored, saved.percentualProgresso ?? 0) };
  }
  useEffect(() => {
    if (saved && (saved.percentualProgresso ?? 0) > shownRef.current) {
      shownRef.current = saved.percentualProgresso;
      setPercent(saved.percentualProgresso);
    }
  }, [saved]);

  const send = useCallback(
    (value: number) => {
      const posicao = position.current.value;
      position.current.postedValue = posicao;
      position.current.postedAt = Date.now();
      void saveMediaProgress({
        midiaId: info.id,
        percentualProgresso: value,
        ...(context?.cursoId ? { cursoId: context.cursoId } : {}),
        ...(context?.formacaoId ? { formacaoId: context.formacaoId } : {}),
        isSalaDeAula: mode === 'classroom',
        ...(posicao === undefined ? {} : { posicao: Math.floor(posicao) }),
      }).catch(() => undefined);
    },
    [info.id, context?.cursoId, context?.formacaoId, mode],
  );

  const report = useCallback(
    (value: number, pos?: number) => {
      if (pos !== undefined && Number.isFinite(pos)) position.current.value = pos;
      const shown = Math.max(shownRef.current, Math.min(100, Math.floor(value)));
      if (shown !== shownRef.current) {
        shownRef.current = shown;
        setPercent(shown);
        onProgressRef.current?.(shown);
      }
      if (!posts || !ready) return;
      const now = Date.now();
      const result = reportProgress(state.current, value, now);
      state.current = result.state;
      if (result.post !== undefined) {
        send(result.post);
        return;
      }
      const { value: posicao, postedValue, postedAt } = position.current;
      const stored = state.current.stored;
      if (posicao !== undefined && posicao !== postedValue && stored > 0 && !isProgressComplete(stored) && (postedAt === undefined || now - postedAt >= PROGRESS_POST_INTERVAL_MS)) {
        send(Math.max(stored, state.current.pending ?? 0));
        state.current = { stored: Math.max(stored, state.current.pending ?? 0), lastPostedAt: now };
      }
    },
    [posts, ready, send],
  );

  useEffect(() => {
    if (!posts || !ready) return;
    const flush = () => {
      const result = flushProgress(state.current, Date.now());
      state.current = result.state;
      if (result.post !== undefined) send(result.post);
    };
    const timer = window.setInterval(flush, PROGRESS_POST_INTERVAL_MS);
    window.addEventListener('pagehide', flush);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [posts, ready, send]);

  return { saved, ready, percent, report };
}
