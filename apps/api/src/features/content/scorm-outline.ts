import {
  defaultOrganization,
  isScormComplete,
  launchableItems,
  parseScormManifest,
  PROGRESS_COMPLETE,
  scormRecordStatus,
  scormScoIdOf,
  type ScormItem,
  type ScormItemState,
  type ScormManifest,
  type ScormOutline,
  type ScormOutlineItem,
  type ScormVersion,
} from '@plataforma/shared/content';
import type { Storage } from '../../core/storage';
import { outputKey } from './content.processing';

/**
 * A SCORM object's organization as the learner takes it (docs/scorm.md 'Items, records and roll-up'): its items with
 * their launch, kind and runtime data, read from the unpacked package's `imsmanifest.xml`, and the roll-up of the
 * person's records of its items into the object's progress and score.
 */

const MANIFEST_CACHE_SIZE = 200;
const manifests = new Map<string, ScormManifest | null>();

/**
 * The unpacked package's manifest (null when it cannot be read: not unpacked yet, an object without a package).
 * Kept in memory per object and version of the object (`stamp`), as a new package changes the object.
 */
export const packageManifest = async (storage: Storage, tenantId: string, midiaId: string, stamp: string): Promise<ScormManifest | null> => {
  const key = `${tenantId}/${midiaId}/${stamp}`;
  if (manifests.has(key)) return manifests.get(key) ?? null;
  let manifest: ScormManifest | null = null;
  const read = await storage.get(outputKey(tenantId, midiaId, 'scorm', ['imsmanifest.xml'])).catch(() => null);
  if (read) {
    const chunks: Buffer[] = [];
    for await (const chunk of read.stream) chunks.push(chunk as Buffer);
    const parsed = parseScormManifest(Buffer.concat(chunks).toString('utf8'));
    manifest = parsed.ok ? parsed.manifest : null;
  }
  if (manifests.size >= MANIFEST_CACHE_SIZE) manifests.delete(manifests.keys().next().value as string);
  manifests.set(key, manifest);
  return manifest;
};

/** The launchable items of the organization the learner takes; none when the manifest is unknown. */
export const manifestLaunchables = (manifest: ScormManifest | null): ScormItem[] => {
  const organization = manifest ? defaultOrganization(manifest) : undefined;
  return organization ? launchableItems(organization.items) : [];
};

/** What the roll-up reads of a record. */
export type RolledRecord = {
  scoId: string;
  tentativa: number;
  completionStatus: string | null;
  successStatus: string | null;
  progressMeasure: string | null;
  completionThreshold: string | null;
  scoreScaled: string | null;
  scoreRaw: string | null;
  scoreMin: string | null;
  scoreMax: string | null;
};

const number = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** A record's score 0..1: 2004's scaled score, else the raw score over its range (1.2's max defaults to 100). */
export const recordScore = (record: RolledRecord): number | null => {
  const scaled = number(record.scoreScaled);
  if (scaled !== null) return Math.max(0, Math.min(1, scaled));
  const raw = number(record.scoreRaw);
  if (raw === null) return null;
  const min = number(record.scoreMin) ?? 0;
  const max = number(record.scoreMax) ?? 100;
  return max > min ? Math.max(0, Math.min(1, (raw - min) / (max - min))) : null;
};

const statusOf = (version: ScormVersion, record: RolledRecord) => scormRecordStatus(version, record);

/** The part of an item done in a record: 1 when complete, else the 2004 progress measure, else 0. */
const doneShare = (version: ScormVersion, record: RolledRecord | undefined): number => {
  if (!record) return 0;
  const status = statusOf(version, record);
  if (isScormComplete(status)) return 1;
  return status.progressMeasure ?? 0;
};

/** Per SCO key, the record that counts: a complete attempt if any (the best), else the latest. */
const countingRecords = (version: ScormVersion, records: readonly RolledRecord[]) => {
  const bySco = new Map<string, { record: RolledRecord; attempts: number }>();
  for (const record of [...records].sort((a, b) => b.tentativa - a.tentativa)) {
    const known = bySco.get(record.scoId);
    if (!known) bySco.set(record.scoId, { record, attempts: 1 });
    else {
      known.attempts += 1;
      if (doneShare(version, record) > doneShare(version, known.record)) known.record = record;
    }
  }
  return bySco;
};

/**
 * The object's progress from its items' records: 100 when every launchable item is complete; otherwise the share
 * done (complete items, plus 2004 progress measures), kept under 100; null when nothing is done. A package whose
 * manifest is unknown counts as its single record ('').
 */
export const rollUp = (version: ScormVersion, launchables: readonly ScormItem[], records: readonly RolledRecord[]): { percent: number | null; score: number | null } => {
  const keys = launchables.length > 0 ? launchables.map((item) => scormScoIdOf(launchables, item.identifier)) : [''];
  const counting = countingRecords(version, records);
  const shares = keys.map((key) => doneShare(version, counting.get(key)?.record));
  const scores = keys.map((key) => counting.get(key)?.record).flatMap((record) => (record ? [recordScore(record)] : [])).filter((s): s is number => s !== null);
  const score = scores.length > 0 ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) : null;
  if (shares.every((share) => share >= 1)) return { percent: PROGRESS_COMPLETE, score };
  const percent = Math.min(PROGRESS_COMPLETE - 1, Math.floor((shares.reduce((a, b) => a + b, 0) / shares.length) * PROGRESS_COMPLETE));
  return { percent: percent > 0 ? percent : null, score };
};

/** The table of contents of the package with the person's state of each item and the roll-up. */
export const outlineOf = (manifest: ScormManifest, records: readonly RolledRecord[]): ScormOutline => {
  const organization = defaultOrganization(manifest);
  const launchables = manifestLaunchables(manifest);
  const counting = countingRecords(manifest.version, records);
  const items: ScormOutlineItem[] = [];
  const walk = (list: readonly ScormItem[], level: number) => {
    for (const item of list) {
      const scoId = item.launch ? scormScoIdOf(launchables, item.identifier) : null;
      const counted = scoId === null ? undefined : counting.get(scoId);
      let state: ScormItemState | null = null;
      if (counted) {
        const status = statusOf(manifest.version, counted.record);
        state = {
          completionStatus: counted.record.completionStatus,
          successStatus: counted.record.successStatus,
          score: recordScore(counted.record),
          complete: isScormComplete(status),
          attempts: counted.attempts,
        };
      }
      items.push({
        identifier: item.identifier,
        title: item.title || item.identifier,
        level,
        launch: item.launch ?? null,
        type: item.type ?? null,
        scoId,
        data: { ...(item.data ?? {}) },
        state,
      });
      walk(item.children, level + 1);
    }
  };
  walk(organization?.items ?? [], 0);
  const { percent, score } = rollUp(manifest.version, launchables, records);
  return { version: manifest.version, title: manifest.title, items, percent: percent ?? 0, score };
};
