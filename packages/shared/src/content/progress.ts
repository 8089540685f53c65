import type { MidiaTipo } from './media.ts';
import type { ScormVersion } from './scorm-manifest.ts';

/**
 * Progress rules of media items (2-learner §4 'Media progress', §9 constants). The players compute a percent, these
 * rules decide whether it is registered (POST midia/progresso) and the server applies the same rules again, so a
 * player bug or a crafted request can never lower or fake progress.
 */

export const PROGRESS_MIN = 0;
export const PROGRESS_COMPLETE = 100;
/** 'Progress registration throttle: once per 10 s'. */
export const PROGRESS_POST_INTERVAL_MS = 10_000;
/** 'Video auto-finish: within last 5 s'. */
export const VIDEO_FINISH_WINDOW_SECONDS = 5;
/** SCORM required reading starts 1 second after the frame loads. */
export const SCORM_READ_DELAY_MS = 1_000;

/**
 * A percent as registered: a whole number from 0 to 100. Fractions are floored so only the real end reaches 100
 * (page 199 of 200 is 99, not a rounded 100); anything that is not a finite number counts as 0.
 */
export const clampProgress = (value: number): number => {
  if (!Number.isFinite(value)) return PROGRESS_MIN;
  return Math.min(PROGRESS_COMPLETE, Math.max(PROGRESS_MIN, Math.floor(value)));
};

export const isProgressComplete = (value: number | null | undefined): boolean => (value ?? 0) >= PROGRESS_COMPLETE;

/**
 * The percent to register after a report, or null when nothing is registered: a report of 0 is ignored, progress
 * only rises, and once stored progress is 100 the item is complete and nothing more is registered.
 */
export const nextProgress = (stored: number | null | undefined, reported: number): number | null => {
  const current = clampProgress(stored ?? 0);
  if (isProgressComplete(current)) return null;
  const next = clampProgress(reported);
  if (next <= PROGRESS_MIN || next <= current) return null;
  return next;
};

/** True when enough time passed since the last registered report (none yet counts as due). */
export const progressPostDue = (lastPostedAt: number | undefined, now: number): boolean =>
  lastPostedAt === undefined || now - lastPostedAt >= PROGRESS_POST_INTERVAL_MS;

/**
 * What a player keeps between reports: the progress known to be stored, when it last posted, and the highest
 * percent held back by the throttle.
 */
export type ProgressReporterState = { stored: number; lastPostedAt?: number; pending?: number };

export type ProgressReport = { state: ProgressReporterState; post?: number };

/**
 * One report from a player. Posts at most once per 10 s; a higher percent reported meanwhile is held as pending
 * and goes with the next due report or flushProgress (on a timer or when the player closes). Completion (100) is
 * never held back: a learner who closes the player right after the end must not lose it.
 */
export const reportProgress = (state: ProgressReporterState, reported: number, now: number): ProgressReport => {
  const candidate = nextProgress(Math.max(state.stored, state.pending ?? 0), reported);
  const value = candidate ?? state.pending;
  if (value === undefined) return { state };
  if (value === PROGRESS_COMPLETE || progressPostDue(state.lastPostedAt, now)) {
    return { state: { stored: value, lastPostedAt: now }, post: value };
  }
  return { state: { ...state, pending: value } };
};

/** Sends what the throttle held back, if anything (player closing, or the 10 s timer firing). */
export const flushProgress = (state: ProgressReporterState, now: number): ProgressReport =>
  state.pending === undefined || state.pending <= state.stored
    ? { state: { stored: state.stored, lastPostedAt: state.lastPostedAt } }
    : { state: { stored: state.pending, lastPostedAt: now }, post: state.pending };

/** Media kinds that count as read when opened: 'Image, document and link media are set to 100 on open'. */
export const COMPLETE_ON_OPEN_KINDS = ['imagem', 'documento', 'link'] as const satisfies readonly MidiaTipo[];

/** The percent a media kind reports on open: 100 for image, document and link; the others report as they play. */
export const progressOnOpen = (kind: MidiaTipo): number | null =>
  (COMPLETE_ON_OPEN_KINDS as readonly string[]).includes(kind) ? PROGRESS_COMPLETE : null;

/** PDF progress: current page divided by the page count, as a percent (the first page of one is already 100). */
export const pdfProgress = (page: number, pages: number): number => {
  if (!Number.isFinite(pages) || pages < 1 || !Number.isFinite(page)) return PROGRESS_MIN;
  const current = Math.min(Math.max(Math.floor(page), 0), Math.floor(pages));
  return clampProgress((current / Math.floor(pages)) * PROGRESS_COMPLETE);
};

/**
 * Video counts as finished on end, or within its last 5 seconds once playback started (time 0 on load of a clip
 * shorter than 5 s is not watching it).
 */
export const isVideoFinished = (currentTime: number, duration: number, ended = false): boolean => {
  if (ended) return true;
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime) || currentTime <= 0) return false;
  return duration - currentTime <= VIDEO_FINISH_WINDOW_SECONDS;
};

/** Video (and audio) percent: 100 when finished, otherwise the played share, never 100 before the end window. */
export const videoProgress = (currentTime: number, duration: number, ended = false): number => {
  if (isVideoFinished(currentTime, duration, ended)) return PROGRESS_COMPLETE;
  if (!Number.isFinite(duration) || duration <= 0) return PROGRESS_MIN;
  return Math.min(PROGRESS_COMPLETE - 1, clampProgress((currentTime / duration) * PROGRESS_COMPLETE));
};

// ---------------------------------------------------------------------------------------------------------------
// SCORM run-time data (CMI) as the classroom's runtime commits it
// ---------------------------------------------------------------------------------------------------------------

/**
 * 'suspend data of at least 64,000 characters kept intact': 64,000 is SCORM 2004's smallest permitted maximum
 * for cmi.suspend_data. Authoring tools often write more than that (even in 1.2 packages, whose own limit is
 * 4,096), so the record accepts a generous maximum and refuses, never truncates, anything longer: cut state
 * data would break the content's resume.
 */
export const SCORM_SUSPEND_DATA_MIN_KEPT = 64_000;
export const SCORM_SUSPEND_DATA_MAX_LENGTH = 1_000_000;

export const isSuspendDataAccepted = (value: string | null | undefined): boolean =>
  (value ?? '').length <= SCORM_SUSPEND_DATA_MAX_LENGTH;

export type ScormCompletionStatus = 'completed' | 'incomplete' | 'not attempted' | 'unknown';
export type ScormSuccessStatus = 'passed' | 'failed' | 'unknown';

/** The values of a commit that decide progress and resume, in SCORM 2004 terms whatever the version. */
export type ScormStatus = {
  completionStatus: ScormCompletionStatus;
  successStatus: ScormSuccessStatus;
  /** 0..1 (2004 only). */
  progressMeasure?: number;
  /** 0..1 (2004 only; from the manifest's adlcp:completionThreshold). */
  completionThreshold?: number;
  location?: string;
  suspendData?: string;
};

type CmiTree = { [key: string]: unknown };

const isTree = (value: unknown): value is CmiTree => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A CMI value by its dotted name, from either shape a runtime commits: flattened ({ 'cmi.core.lesson_status': .. })
 * or nested ({ cmi: { core: { lesson_status: .. } } }), with or without the leading 'cmi'.
 */
export const readCmiValue = (cmi: unknown, name: string): string | undefined => {
  if (!isTree(cmi)) return undefined;
  const path = name.replace(/^cmi\./, '').split('.');
  const candidates: unknown[] = [cmi[name], cmi[path.join('.')]];
  for (const root of [cmi, cmi.cmi]) {
    let node: unknown = root;
    for (const key of path) node = isTree(node) ? node[key] : undefined;
    candidates.push(node);
  }
  const found = candidates.find((value) => typeof value === 'string' || typeof value === 'number');
  return found === undefined ? undefined : String(found);
};

const unitInterval = (raw: string | undefined): number | undefined => {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : undefined;
};

const COMPLETION_STATUSES: readonly string[] = ['completed', 'incomplete', 'not attempted', 'unknown'];
const SUCCESS_STATUSES: readonly string[] = ['passed', 'failed', 'unknown'];

/**
 * SCORM 1.2 has a single cmi.core.lesson_status; it is split into the 2004 pair so the progress record keeps one
 * shape: passed -> completed + passed, completed -> completed, failed -> failed (completion not stated), browsed and
 * incomplete -> incomplete, not attempted -> not attempted.
 */
const fromLessonStatus = (lessonStatus: string | undefined): Pick<ScormStatus, 'completionStatus' | 'successStatus'> => {
  switch ((lessonStatus ?? '').trim().toLowerCase()) {
    case 'passed':
      return { completionStatus: 'completed', successStatus: 'passed' };
    case 'completed':
      return { completionStatus: 'completed', successStatus: 'unknown' };
    case 'failed':
      return { completionStatus: 'unknown', successStatus: 'failed' };
    case 'incomplete':
    case 'browsed':
      return { completionStatus: 'incomplete', successStatus: 'unknown' };
    case 'not attempted':
      return { completionStatus: 'not attempted', successStatus: 'unknown' };
    default:
      return { completionStatus: 'unknown', successStatus: 'unknown' };
  }
};

export const readScormStatus = (version: ScormVersion, cmi: unknown): ScormStatus => {
  const suspendData = readCmiValue(cmi, 'cmi.suspend_data');
  if (version === '1.2') {
    const location = readCmiValue(cmi, 'cmi.core.lesson_location');
    return {
      ...fromLessonStatus(readCmiValue(cmi, 'cmi.core.lesson_status')),
      ...(location === undefined ? {} : { location }),
      ...(suspendData === undefined ? {} : { suspendData }),
    };
  }
  const completion = (readCmiValue(cmi, 'cmi.completion_status') ?? '').trim().toLowerCase();
  const success = (readCmiValue(cmi, 'cmi.success_status') ?? '').trim().toLowerCase();
  const progressMeasure = unitInterval(readCmiValue(cmi, 'cmi.progress_measure'));
  const completionThreshold = unitInterval(readCmiValue(cmi, 'cmi.completion_threshold'));
  const location = readCmiValue(cmi, 'cmi.location');
  return {
    completionStatus: COMPLETION_STATUSES.includes(completion) ? (completion as ScormCompletionStatus) : 'unknown',
    successStatus: SUCCESS_STATUSES.includes(success) ? (success as ScormSuccessStatus) : 'unknown',
    ...(progressMeasure === undefined ? {} : { progressMeasure }),
    ...(completionThreshold === undefined ? {} : { completionThreshold }),
    ...(location === undefined ? {} : { location }),
    ...(suspendData === undefined ? {} : { suspendData }),
  };
};

/**
 * SCORM is complete when the content says completed or passed. In 2004 a completion threshold makes the LMS judge
 * completion from the progress measure (SCORM 2004 RTE 4.2.4.1), so a measure at or above it also completes.
 */
export const isScormComplete = (status: ScormStatus): boolean =>
  status.completionStatus === 'completed' ||
  status.successStatus === 'passed' ||
  (status.completionThreshold !== undefined &&
    status.progressMeasure !== undefined &&
    status.progressMeasure >= status.completionThreshold);

/**
 * The percent a SCORM commit reports: 100 when complete; otherwise the 2004 progress measure as a percent (kept
 * below 100 until the content says complete); null when the commit says nothing about progress (1.2 has no measure).
 */
export const scormProgress = (status: ScormStatus): number | null => {
  if (isScormComplete(status)) return PROGRESS_COMPLETE;
  if (status.progressMeasure === undefined) return null;
  return Math.min(PROGRESS_COMPLETE - 1, clampProgress(status.progressMeasure * PROGRESS_COMPLETE));
};

export const scormCommitProgress = (version: ScormVersion, cmi: unknown): number | null => scormProgress(readScormStatus(version, cmi));

/** 'or when the source is a scormcontent file': content exported as a plain 'scormcontent' page counts on open. */
export const isScormContentSource = (launch: string): boolean =>
  /(^|\/)scormcontent(\/|\.|$)/i.test((launch.split(/[?#]/, 1)[0] ?? '').replace(/\\/g, '/'));

// ---------------------------------------------------------------------------------------------------------------
// The server's side: what one report (POST midia/progresso, or a SCORM commit) changes in the stored state
// ---------------------------------------------------------------------------------------------------------------

/** The resume point kept with progress: whole seconds for video and audio, the page for PDF (floored, >= 0). */
export const normalizePosition = (value: number | null | undefined): number | null =>
  value === null || value === undefined || !Number.isFinite(value) || value < 0 ? null : Math.floor(value);

/** Stored progress of one person in one object and context; `changedAt` in ms (null: nothing stored yet). */
export type StoredProgress = { percent: number; position: number | null; changedAt: number | null };

export type ProgressDecision = {
  /** The state after the report (unchanged when `write` is false). */
  percent: number;
  position: number | null;
  /** True when the stored row must be written (created or updated). */
  write: boolean;
};

/**
 * The server's rule for one report, the same rules as the player's (2-learner §4):
 * - the percent is clamped to 0..100 (floored), only rises, a 0 is ignored and nothing rises once stored is 100;
 * - the resume position is saved even when the percent does not rise (a learner going back in a video resumes
 *   there), also after completion;
 * - at most one change per 10 s (PROGRESS_POST_INTERVAL_MS) counted from the last stored change, except a report
 *   that completes (100), which is never held back.
 */
export const decideProgress = (stored: StoredProgress | null, reported: number, position: number | null | undefined, now: number): ProgressDecision => {
  const current = { percent: clampProgress(stored?.percent ?? 0), position: stored?.position ?? null, write: false };
  const next = nextProgress(current.percent, reported);
  const wanted = position === undefined || position === null ? current.position : normalizePosition(position);
  if (next === PROGRESS_COMPLETE) return { percent: next, position: wanted, write: true };
  const due = stored?.changedAt === null || stored?.changedAt === undefined || now - stored.changedAt >= PROGRESS_POST_INTERVAL_MS;
  if (!due) return current;
  if (next !== null) return { percent: next, position: wanted, write: true };
  if (wanted !== current.position) return { percent: current.percent, position: wanted, write: true };
  return current;
};

/**
 * The status a stored SCORM record stands for, read with the same rules as a live commit (`readScormStatus`). A 1.2
 * record keeps the runtime's `cmi.core.lesson_status` in `completionStatus` (passed, completed, failed, incomplete,
 * browsed, not attempted); a `successStatus` of passed counts too.
 */
export const scormRecordStatus = (
  version: ScormVersion,
  record: { completionStatus?: string | null; successStatus?: string | null; progressMeasure?: string | null; completionThreshold?: string | null; location?: string | null; suspendData?: string | null },
): ScormStatus => {
  const optional = (name: string, value: string | null | undefined) => (value === null || value === undefined ? {} : { [name]: value });
  if (version === '1.2') {
    const lessonStatus = (record.successStatus ?? '').trim().toLowerCase() === 'passed' ? 'passed' : record.completionStatus;
    return readScormStatus('1.2', {
      ...optional('cmi.core.lesson_status', lessonStatus),
      ...optional('cmi.core.lesson_location', record.location),
      ...optional('cmi.suspend_data', record.suspendData),
    });
  }
  return readScormStatus('2004', {
    ...optional('cmi.completion_status', record.completionStatus),
    ...optional('cmi.success_status', record.successStatus),
    ...optional('cmi.progress_measure', record.progressMeasure),
    ...optional('cmi.completion_threshold', record.completionThreshold),
    ...optional('cmi.location', record.location),
    ...optional('cmi.suspend_data', record.suspendData),
  });
};

/** The SCORM version of a record's `version` text ('1.2', 'SCORM 1.2', '2004 4th Edition'...), or null. */
export const scormVersionOf = (text: string | null | undefined): ScormVersion | null => {
  const value = (text ?? '').toLowerCase();
  if (value.includes('1.2')) return '1.2';
  if (value.includes('2004')) return '2004';
  return null;
};
