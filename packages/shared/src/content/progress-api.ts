import { z } from 'zod';
import { chapterSchema } from './media.ts';

/**
 * The players' calls on the API (2-learner §7 Media and SCORM progress; 3-admin §7 Media): media progress, the SCORM
 * run-time record, video info (chapters, captions, cover) and where an object is used (vinculos).
 */

// ---------------------------------------------------------------- media progress

/** Resume positions beyond this (seconds or pages) are refused: 24 hours of video. */
export const PROGRESS_POSITION_MAX = 24 * 3600;

/**
 * POST midia/progresso. `percentualProgresso` may be fractional and out of range: the server clamps and floors it
 * (`clampProgress`). `posicao`: the resume point (seconds for video and audio, page for PDF). `isSalaDeAula` (sent
 * by the classroom) is accepted and does not change the rules.
 */
export const postMidiaProgressRequestSchema = z.object({
  midiaId: z.uuid(),
  percentualProgresso: z.number(),
  formacaoId: z.uuid().nullish().transform((v) => v ?? null),
  cursoId: z.uuid().nullish().transform((v) => v ?? null),
  isSalaDeAula: z.boolean().nullish(),
  posicao: z.number().min(0).max(PROGRESS_POSITION_MAX).nullish(),
});
export type PostMidiaProgressRequest = z.input<typeof postMidiaProgressRequestSchema>;

/** The stored progress of the caller in one object and context (percent 0 and posicao null when none). */
export const midiaProgressSchema = z.object({
  midiaId: z.string(),
  cursoId: z.string().nullable(),
  formacaoId: z.string().nullable(),
  /** Whole percent 0..100. */
  percentualProgresso: z.number().int().min(0).max(100),
  posicao: z.number().int().nullable(),
  concluido: z.boolean(),
  /** Last change, ISO instant; null when nothing is stored. */
  atualizadoEm: z.string().nullable(),
});
export type MidiaProgress = z.infer<typeof midiaProgressSchema>;

/** GET midia/progresso/{midiaId}/{contextoId}: the course or trail id, or the object's own id for the standalone context. */
export const midiaProgressParamsSchema = z.object({ midiaId: z.uuid(), contextoId: z.uuid() });

// ---------------------------------------------------------------- SCORM run-time record (scormacompanhamento)

/** The CMI fields of the record (2-learner §3 SCORM progress), kept as the runtime sends them. */
export const SCORM_RECORD_FIELDS = [
  'version',
  'completionStatus',
  'completionThreshold',
  'credit',
  'entry',
  'exit',
  'launchData',
  'location',
  'maxTimeAllowed',
  'mode',
  'progressMeasure',
  'scaledPassingScore',
  'scoreChildren',
  'scoreScaled',
  'scoreRaw',
  'scoreMin',
  'scoreMax',
  'sessionTime',
  'successStatus',
  'suspendData',
  'timeLimitAction',
  'totalTime',
  'adlNavRequest',
  'scormScriptLink',
] as const;
export type ScormRecordField = (typeof SCORM_RECORD_FIELDS)[number];

const cmiOut = z.string().nullable();
/** A CMI value as sent: text, or a number (kept as its text); null clears it, absent keeps the stored value. */
const cmiIn = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === undefined ? undefined : v === null ? null : String(v)));

/** The runtime's whole CMI data model as its JSON (without 'cmi.' and without the suspend data, kept beside it). */
const cmiTreeSchema = z.record(z.string(), z.unknown());

export const scormRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  midiaId: z.string(),
  cursoId: z.string().nullable(),
  formacaoId: z.string().nullable(),
  /** The SCO the record is of: '' for the package's first launchable item, else the item's identifier. */
  scoId: z.string(),
  /** The attempt of that SCO, from 1. */
  tentativa: z.number().int(),
  cmi: cmiTreeSchema.nullable(),
  ...(Object.fromEntries(SCORM_RECORD_FIELDS.map((f) => [f, cmiOut])) as Record<ScormRecordField, typeof cmiOut>),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The person the record belongs to, as the runtime gives it to the content (GET and POST only): `id` for
   * `cmi.core.student_id` / `cmi.learner_id`, `name` for `cmi.core.student_name` / `cmi.learner_name` ('Last, First').
   */
  learner: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type ScormRecord = z.infer<typeof scormRecordSchema>;

/**
 * Whether a SCO's attempt has ended, so its next launch starts a new attempt with fresh data: it is completed,
 * passed or failed and the content did not leave it suspended (`exit` other than 'suspend'). An attempt left
 * incomplete, or suspended, is resumed: nothing a learner did is dropped.
 */
export const scormAttemptEnded = (record: { completionStatus?: string | null; successStatus?: string | null; exit?: string | null }): boolean => {
  const done = record.completionStatus === 'completed' || record.completionStatus === 'passed' || record.completionStatus === 'failed' || record.successStatus === 'passed' || record.successStatus === 'failed';
  return done && (record.exit ?? '').trim().toLowerCase() !== 'suspend';
};

/** The run-time state of one item of a package in the person's records (GET scormacompanhamento/midia/{id}/pacote). */
export const scormItemStateSchema = z.object({
  completionStatus: z.string().nullable(),
  successStatus: z.string().nullable(),
  /** Score 0..1 (2004 scaled, else raw over max), null without one. */
  score: z.number().nullable(),
  complete: z.boolean(),
  attempts: z.number().int(),
});
export type ScormItemState = z.infer<typeof scormItemStateSchema>;

/** One item of the package's organization, in tree order (`level` 0 for the top items). */
export const scormOutlineItemSchema = z.object({
  identifier: z.string(),
  title: z.string(),
  level: z.number().int(),
  /** Launch address relative to the package root (href + parameters); null for an item that only groups others. */
  launch: z.string().nullable(),
  type: z.enum(['sco', 'asset']).nullable(),
  /** The key of the item's record (POST/GET scormacompanhamento `scoId`); null when it launches nothing. */
  scoId: z.string().nullable(),
  /** What the manifest says the runtime must give the SCO (mastery score, launch data, limits, thresholds). */
  data: z.record(z.string(), z.string()),
  state: scormItemStateSchema.nullable(),
});
export type ScormOutlineItem = z.infer<typeof scormOutlineItemSchema>;

/** GET scormacompanhamento/midia/{id}/pacote: the package's table of contents with the person's state and the roll-up. */
export const scormOutlineSchema = z.object({
  version: z.enum(['1.2', '2004']),
  title: z.string(),
  items: z.array(scormOutlineItemSchema),
  /** The object's progress from its items: 100 when every launchable item is complete. */
  percent: z.number().int(),
  /** The object's score 0..100: the mean of the scored SCOs' scores, null when none has one. */
  score: z.number().nullable(),
});
export type ScormOutline = z.infer<typeof scormOutlineSchema>;

/**
 * The learner's name as SCORM content expects it: 'Last, First' (SCORM 1.2 RTE 3.4.2.1.2 cmi.core.student_name; the
 * same form for 2004's cmi.learner_name, as LMSs give it), the last word of the full name first. A single name stays
 * as it is.
 */
export const scormLearnerName = (fullName: string): string => {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words.join('');
  return `${words[words.length - 1]}, ${words.slice(0, -1).join(' ')}`;
};

/** GET scormacompanhamento/midia/{id}?cursoId=&formacaoId= (no ids: the standalone context). */
export const scormRecordQuerySchema = z.object({ cursoId: z.uuid().optional(), formacaoId: z.uuid().optional(), scoId: z.string().max(500).optional() });

/** POST scormacompanhamento: creates the caller's record (or answers the existing one). */
export const createScormRecordRequestSchema = z.object({
  midiaId: z.uuid(),
  cursoId: z.uuid().nullish().transform((v) => v ?? null),
  formacaoId: z.uuid().nullish().transform((v) => v ?? null),
  scoId: z
    .string()
    .max(500)
    .nullish()
    .transform((v) => v ?? ''),
  /** Start a new attempt when the latest one has ended (`scormAttemptEnded`); otherwise the latest is answered. */
  novaTentativa: z.boolean().optional(),
});
export type CreateScormRecordRequest = z.input<typeof createScormRecordRequestSchema>;

/**
 * PUT scormacompanhamento/{id}: the record as the runtime commits it. Ids and owner in the body (id, userId,
 * midiaId, cursoId, formacaoId) are ignored: the record keeps its own. A field left out keeps its stored value, so a
 * commit of only `suspendData` is fine.
 */
export const updateScormRecordRequestSchema = z.object({
  ...(Object.fromEntries(SCORM_RECORD_FIELDS.map((f) => [f, cmiIn])) as Record<ScormRecordField, typeof cmiIn>),
  cmi: cmiTreeSchema.nullish(),
});
export type UpdateScormRecordRequest = z.input<typeof updateScormRecordRequestSchema>;

// ---------------------------------------------------------------- video info

export const captionSchema = z.object({ id: z.string(), name: z.string(), srclang: z.string(), url: z.string() });
export type Caption = z.infer<typeof captionSchema>;

/** GET midia/GetVideoInfo/{id} and the reply of POST midia/updateVideoInfo/{id}. */
export const videoInfoSchema = z.object({
  chapters: z.array(chapterSchema),
  /** The subtitles, with addresses the <track> element can open. */
  captions: z.array(captionSchema),
  /** Address of the video cover, null without one. */
  thumbnailFileName: z.string().nullable(),
  /** Seconds. */
  duration: z.number().int().nullable(),
});
export type VideoInfo = z.infer<typeof videoInfoSchema>;

export const CHAPTERS_MAX = 200;
export const CHAPTER_TITLE_MAX = 200;

/**
 * POST midia/updateVideoInfo/{id}: the whole chapter list (times in seconds) and, optionally, the duration (seconds)
 * the chapters are checked against (the stored one otherwise).
 */
export const updateVideoInfoRequestSchema = z.object({
  chapters: z.array(z.object({ title: z.string().max(CHAPTER_TITLE_MAX), start: z.number(), end: z.number() })).max(CHAPTERS_MAX),
  duration: z.number().int().min(0).max(24 * 3600 - 1).nullish(),
});
export type UpdateVideoInfoRequest = z.input<typeof updateVideoInfoRequestSchema>;

/** One problem of a refused chapter list, in `details.errors` of the 400 reply. */
export const chapterErrorSchema = z.object({ index: z.number().int(), field: z.enum(['title', 'start', 'end']), message: z.string() });
export type ChapterError = z.infer<typeof chapterErrorSchema>;

// ---------------------------------------------------------------- bonds (vinculos)

export const midiaBondSchema = z.object({ id: z.string(), nome: z.string() });
export type MidiaBond = z.infer<typeof midiaBondSchema>;

/** GET midia/vinculos/{id}: where the object is used. */
export const midiaBondsSchema = z.object({
  cursos: z.array(midiaBondSchema),
  formacoes: z.array(midiaBondSchema),
  secoes: z.array(midiaBondSchema),
  avaliacoes: z.array(midiaBondSchema),
  total: z.number().int(),
});
export type MidiaBonds = z.infer<typeof midiaBondsSchema>;
export const MIDIA_BOND_KINDS = ['cursos', 'formacoes', 'secoes', 'avaliacoes'] as const;
export type MidiaBondKind = (typeof MIDIA_BOND_KINDS)[number];
