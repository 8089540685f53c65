import { readCmiValue, readScormStatus, scormProgress, type ScormStatus, type ScormType } from '@plataforma/shared/content';
import type { ScormRecord } from './types.ts';

/**
 * Between the SCORM progress record (2-learner §3) and the runtime's CMI data: what is loaded into the runtime before
 * the content starts, and the record written back on each commit. Suspend data travels untouched both ways.
 */

export type ScormVersionOf = '1.2' | '2004';
export const scormVersionOf = (type: ScormType | null | undefined): ScormVersionOf => (type === 'scorm2004' ? '2004' : '1.2');

type Json = { [key: string]: string | Json };

const set = (tree: Json, path: string, value: string | null | undefined) => {
  if (value === null || value === undefined || value === '') return;
  const keys = path.split('.');
  let node = tree;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next === 'object') node = next;
    else {
      const created: Json = {};
      node[key] = created;
      node = created;
    }
  }
  node[keys[keys.length - 1]] = value;
};

/** SCORM 1.2's single lesson status from the record's 2004 pair (the split readScormStatus makes, undone). */
export const lessonStatusOf = (record: Pick<ScormRecord, 'completionStatus' | 'successStatus'>): string | null => {
  if (record.successStatus === 'passed') return 'passed';
  if (record.successStatus === 'failed') return 'failed';
  if (record.completionStatus === 'completed') return 'completed';
  if (record.completionStatus === 'incomplete') return 'incomplete';
  return null;
};

/**
 * What the LMS tells the content about this launch besides the record: who the learner is (none on the public view)
 * and whether the attempt counts. A launch whose record is kept runs in 'normal' mode with 'credit'; the public view,
 * which keeps nothing, runs in 'browse' mode with 'no-credit'.
 */
export type ScormLaunchData = {
  learner?: { id: string; name: string } | null;
  browse?: boolean;
  /** What the manifest says of the launched item (ScormItemData: mastery score, launch data, limits, thresholds). */
  item?: Readonly<Record<string, string>>;
};

const launchValues = (version: ScormVersionOf, tree: Json, launch: ScormLaunchData) => {
  const credit = launch.browse ? 'no-credit' : 'credit';
  const mode = launch.browse ? 'browse' : 'normal';
  const item = launch.item ?? {};
  if (version === '1.2') {
    set(tree, 'core.student_id', launch.learner?.id);
    set(tree, 'core.student_name', launch.learner?.name);
    set(tree, 'core.credit', credit);
    set(tree, 'core.lesson_mode', mode);
    set(tree, 'student_data.mastery_score', item.masteryScore);
    set(tree, 'student_data.max_time_allowed', item.maxTimeAllowed);
    set(tree, 'student_data.time_limit_action', item.timeLimitAction);
    set(tree, 'launch_data', item.dataFromLms);
    return;
  }
  set(tree, 'learner_id', launch.learner?.id);
  set(tree, 'learner_name', launch.learner?.name);
  set(tree, 'credit', credit);
  set(tree, 'mode', mode);
  set(tree, 'launch_data', item.dataFromLms);
  set(tree, 'completion_threshold', item.completionThreshold);
  set(tree, 'scaled_passing_score', item.scaledPassingScore);
  set(tree, 'max_time_allowed', item.maxTimeAllowed);
  set(tree, 'time_limit_action', item.timeLimitAction);
};

/**
 * Values of a stored data model that belong to the session that wrote them, not to the next one: its time, its way
 * out and in (the LMS sets entry), and what the LMS gives anew (learner, credit, mode, the manifest's data). Suspend
 * data is kept beside the model, byte for byte.
 */
const SESSION_ONLY: Record<ScormVersionOf, readonly string[]> = {
  '1.2': ['core.session_time', 'core.exit', 'core.entry', 'core.total_time', 'suspend_data', 'core.student_id', 'core.student_name', 'core.credit', 'core.lesson_mode', 'student_data', 'launch_data'],
  '2004': ['session_time', 'exit', 'entry', 'total_time', 'suspend_data', 'learner_id', 'learner_name', 'credit', 'mode', 'launch_data', 'completion_threshold', 'scaled_passing_score', 'max_time_allowed', 'time_limit_action'],
};

/** The stored data model without what belongs to one session (SESSION_ONLY), as a fresh copy. */
export function storedModel(version: ScormVersionOf, cmi: unknown): Json {
  if (!cmi || typeof cmi !== 'object' || Array.isArray(cmi)) return {};
  const tree = structuredClone(cmi) as Json;
  for (const path of SESSION_ONLY[version]) {
    const keys = path.split('.');
    let node: Json | undefined = tree;
    for (const key of keys.slice(0, -1)) node = typeof node?.[key] === 'object' ? (node[key] as Json) : undefined;
    if (node) delete node[keys[keys.length - 1]];
  }
  return tree;
}

/**
 * The CMI tree (without the leading 'cmi') that starts the runtime from a record: location, suspend data, statuses,
 * score and total time, and entry 'resume' when there is suspend data or a location to resume from ('ab-initio'
 * otherwise); then the learner, credit and mode of the launch.
 */
export function cmiFromRecord(version: ScormVersionOf, record: ScormRecord | null, launch: ScormLaunchData = {}): Json {
  const tree = record?.cmi ? modelTree(version, record) : recordTree(version, record);
  launchValues(version, tree, { learner: record?.learner ?? null, ...launch });
  return tree;
}

/**
 * A record holding the runtime's whole data model starts the runtime from it (objectives, interactions, comments,
 * preferences, the exact 1.2 status such as 'browsed'), with entry, total time and suspend data from the record.
 */
function modelTree(version: ScormVersionOf, record: ScormRecord): Json {
  const tree = storedModel(version, record.cmi);
  const resume = Boolean(record.suspendData || record.location);
  const prefix = version === '1.2' ? 'core.' : '';
  set(tree, `${prefix}entry`, resume ? 'resume' : 'ab-initio');
  set(tree, `${prefix}total_time`, record.totalTime);
  set(tree, 'suspend_data', record.suspendData);
  return tree;
}

function recordTree(version: ScormVersionOf, record: ScormRecord | null): Json {
  const tree: Json = {};
  const resume = Boolean(record?.suspendData || record?.location);
  if (version === '1.2') {
    set(tree, 'core.entry', resume ? 'resume' : 'ab-initio');
    if (!record) return tree;
    set(tree, 'core.lesson_location', record.location);
    set(tree, 'core.lesson_status', lessonStatusOf(record));
    set(tree, 'core.score.raw', record.scoreRaw);
    set(tree, 'core.score.min', record.scoreMin);
    set(tree, 'core.score.max', record.scoreMax);
    set(tree, 'core.total_time', record.totalTime);
    set(tree, 'suspend_data', record.suspendData);
    return tree;
  }
  set(tree, 'entry', resume ? 'resume' : 'ab-initio');
  if (!record) return tree;
  set(tree, 'location', record.location);
  set(tree, 'completion_status', record.completionStatus === 'unknown' ? null : record.completionStatus);
  set(tree, 'success_status', record.successStatus === 'unknown' ? null : record.successStatus);
  set(tree, 'progress_measure', record.progressMeasure);
  set(tree, 'score.scaled', record.scoreScaled);
  set(tree, 'score.raw', record.scoreRaw);
  set(tree, 'score.min', record.scoreMin);
  set(tree, 'score.max', record.scoreMax);
  set(tree, 'total_time', record.totalTime);
  set(tree, 'suspend_data', record.suspendData);
  return tree;
}

const pick = (cmi: unknown, name: string): string | null => readCmiValue(cmi, name) ?? null;

/** The data model of a commit (`{ cmi: {...} }`) without its suspend data, which the record keeps beside it. */
const modelOf = (commit: unknown): Record<string, unknown> | null => {
  const cmi = (commit as { cmi?: unknown } | null)?.cmi;
  if (!cmi || typeof cmi !== 'object' || Array.isArray(cmi)) return null;
  const { suspend_data: _suspend, ...model } = cmi as Record<string, unknown>;
  return model;
};

/** The record after a commit: every field the runtime knows, suspend data exactly as committed. */
export function recordFromCmi(record: ScormRecord, version: ScormVersionOf, cmi: unknown, totalTime?: string): { record: ScormRecord; status: ScormStatus } {
  const status = readScormStatus(version, cmi);
  const common = {
    ...record,
    version: version === '1.2' ? 'scorm12' : 'scorm2004',
    completionStatus: status.completionStatus,
    successStatus: status.successStatus,
    location: status.location ?? record.location ?? null,
    suspendData: status.suspendData ?? record.suspendData ?? null,
    cmi: modelOf(cmi) ?? record.cmi ?? null,
  } satisfies ScormRecord;
  if (version === '1.2') {
    return {
      status,
      record: {
        ...common,
        credit: pick(cmi, 'cmi.core.credit'),
        entry: pick(cmi, 'cmi.core.entry'),
        exit: pick(cmi, 'cmi.core.exit'),
        launchData: pick(cmi, 'cmi.launch_data'),
        mode: pick(cmi, 'cmi.core.lesson_mode'),
        scoreChildren: pick(cmi, 'cmi.core.score._children'),
        scoreRaw: pick(cmi, 'cmi.core.score.raw'),
        scoreMin: pick(cmi, 'cmi.core.score.min'),
        scoreMax: pick(cmi, 'cmi.core.score.max'),
        scaledPassingScore: pick(cmi, 'cmi.student_data.mastery_score'),
        maxTimeAllowed: pick(cmi, 'cmi.student_data.max_time_allowed'),
        timeLimitAction: pick(cmi, 'cmi.student_data.time_limit_action'),
        sessionTime: pick(cmi, 'cmi.core.session_time'),
        totalTime: totalTime ?? pick(cmi, 'cmi.core.total_time'),
      },
    };
  }
  return {
    status,
    record: {
      ...common,
      completionThreshold: pick(cmi, 'cmi.completion_threshold'),
      credit: pick(cmi, 'cmi.credit'),
      entry: pick(cmi, 'cmi.entry'),
      exit: pick(cmi, 'cmi.exit'),
      launchData: pick(cmi, 'cmi.launch_data'),
      mode: pick(cmi, 'cmi.mode'),
      progressMeasure: pick(cmi, 'cmi.progress_measure'),
      scaledPassingScore: pick(cmi, 'cmi.scaled_passing_score'),
      scoreChildren: pick(cmi, 'cmi.score._children'),
      scoreScaled: pick(cmi, 'cmi.score.scaled'),
      scoreRaw: pick(cmi, 'cmi.score.raw'),
      scoreMin: pick(cmi, 'cmi.score.min'),
      scoreMax: pick(cmi, 'cmi.score.max'),
      maxTimeAllowed: pick(cmi, 'cmi.max_time_allowed'),
      timeLimitAction: pick(cmi, 'cmi.time_limit_action'),
      sessionTime: pick(cmi, 'cmi.session_time'),
      totalTime: totalTime ?? pick(cmi, 'cmi.total_time'),
    },
  };
}

/** The percent a record stands for (100 when completed or passed), null when it says nothing. */
export const recordProgress = (version: ScormVersionOf, record: ScormRecord | null): number | null =>
  record ? scormProgress(readScormStatus(version, { cmi: cmiFromRecord(version, record) })) : null;

/**
 * The launch page of a package and the content origin it runs on (docs/scorm.md 'Launch'): the API answers the
 * package's launch file, `{contentOrigin}/scorm/{id}/{token}/{path}`; the page that installs the runtime and frames it
 * is the same address under `/lancamento/`. Null for anything else (never framed).
 */
export function scormLaunchOf(scriptUrl: string): { page: string; origin: string } | null {
  let url: URL;
  try {
    url = new URL(scriptUrl);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.pathname.startsWith('/scorm/')) return null;
  url.pathname = `/lancamento/${url.pathname.slice('/scorm/'.length)}`;
  return { page: url.href, origin: url.origin };
}

/**
 * A message of the launch page to the platform window: its runtime is ready, a commit (the CMI data, as JSON), the
 * current CMI data after the content changed a value (`scorm:state`, kept to be saved if the player closes before the
 * content commits), or the navigation request the content left when it finished (`scorm:navigate`).
 */
export type ScormFrameMessage =
  | { type: 'scorm:ready' }
  | { type: 'scorm:navigate'; request: string }
  | { type: 'scorm:commit' | 'scorm:state'; cmi: object; totalTime?: string };

/** The launch page's message, or null for anything else (the bridge ignores it). */
export function readScormFrameMessage(data: unknown): ScormFrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; cmi?: unknown; totalTime?: unknown };
  if (message.type === 'scorm:ready') return { type: 'scorm:ready' };
  if (message.type === 'scorm:navigate') {
    const request = (data as { request?: unknown }).request;
    return typeof request === 'string' && request.length <= 1000 ? { type: 'scorm:navigate', request } : null;
  }
  if (message.type !== 'scorm:commit' && message.type !== 'scorm:state') return null;
  if (typeof message.cmi !== 'object' || message.cmi === null || Array.isArray(message.cmi)) return null;
  return { type: message.type, cmi: message.cmi, ...(typeof message.totalTime === 'string' ? { totalTime: message.totalTime } : {}) };
}

/** The root of a package's files, `{contentOrigin}/scorm/{id}/{token}/`, from the address of any of them. */
export function packageRoot(scriptUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(scriptUrl);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/');
  if (segments[1] !== 'scorm' || segments.length < 5) return null;
  return `${url.origin}${segments.slice(0, 4).join('/')}/`;
}

/**
 * The item a navigation request of the content leads to: 'continue' the next, 'previous' the one before, a
 * '{target=ID}choice' (2004) or '{target=ID}jump' the item named; anything else (exit, suspend…) stays.
 */
export function navigationTarget<T extends { identifier: string }>(request: string, items: readonly T[], index: number): T | undefined {
  const value = request.trim();
  if (value === 'continue') return items[index + 1];
  if (value === 'previous') return index > 0 ? items[index - 1] : undefined;
  const target = /^\{target=([^}]+)\}(choice|jump)$/.exec(value);
  return target ? items.find((item) => item.identifier === target[1]) : undefined;
}

/** The commit that records an asset as done when it opens (it has no runtime to say so). */
export const itemCommit = (version: ScormVersionOf): object =>
  version === '1.2' ? { cmi: { core: { lesson_status: 'completed' } } } : { cmi: { completion_status: 'completed' } };
