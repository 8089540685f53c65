import type { MidiaInfo, MidiaProgress, PostMidiaProgressRequest, ScormOutline, ScormOutlineItem, ScormRecord as SharedScormRecord, ScormRecordField } from '@plataforma/shared/content';

export type { ScormOutline, ScormOutlineItem };

/** Props of the players and the shapes of their calls (from the shared contracts). */

/** Where a player runs: the repository preview, the classroom, or the public /view/{id} page (no progress posts). */
export type PlayerMode = 'preview' | 'classroom' | 'public';

/** Course or trail the media is played in; none = the media on its own. */
export type PlayerContext = { cursoId?: string | null; formacaoId?: string | null };

export type PlayerProps = {
  info: MidiaInfo;
  context?: PlayerContext;
  mode: PlayerMode;
  onProgress?: (percent: number) => void;
};

/** POST midia/progresso. `posicao`: seconds for video and audio, page for PDF. */
export type SaveMediaProgressRequest = PostMidiaProgressRequest;

/** Reply of POST midia/progresso and GET midia/progresso/{midiaId}/{contextoId}. */
export type MediaProgress = MidiaProgress;

/**
 * The SCORM progress record (scormacompanhamento), 2-learner §3, as the players hold it: the shared record's CMI
 * fields (the ids and dates the server adds are optional here; a PUT ignores them).
 */
export type ScormRecord = Pick<SharedScormRecord, 'id' | 'midiaId'> &
  Partial<Omit<SharedScormRecord, 'id' | 'midiaId' | ScormRecordField>> &
  Partial<Record<ScormRecordField, string | null>>;
