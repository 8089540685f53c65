import { progressOnOpen, PROGRESS_COMPLETE, type MidiaTipo } from '@plataforma/shared/content';
import { useEffect } from 'react';
import type { ProgressReporter } from './use-progress.ts';

/**
 * 'Image, document and link media are set to 100 on open' (the carousel and embedded players count the same way):
 * reports 100 once the saved progress is known.
 */
export function useCompleteOnOpen(progress: ProgressReporter, kind: MidiaTipo, when = true) {
  const { ready, report } = progress;
  useEffect(() => {
    if (ready && when) report(progressOnOpen(kind) ?? PROGRESS_COMPLETE);
  }, [ready, when, kind, report]);
}
