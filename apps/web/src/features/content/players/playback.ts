import { VIDEO_FINISH_WINDOW_SECONDS } from '@plataforma/shared/content';

/**
 * Pure rules of the video and audio players (2-learner §5 fast-forward, §9 speeds and quality). The components only
 * wire them to the media element.
 */

/** 'Playback speeds: 0.5, 0.75, 1, 1.25, 1.5, 2 (0.5 to 1 only when fast-forward disabled)'. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const MAX_SPEED_WITHOUT_FAST_FORWARD = 1;

export const playbackSpeeds = (disableFastForward: boolean): number[] =>
  PLAYBACK_SPEEDS.filter((speed) => !disableFastForward || speed <= MAX_SPEED_WITHOUT_FAST_FORWARD);

/** A speed the media may play at: one of the offered ones; anything else (or above the block) becomes 1. */
export const allowedSpeed = (speed: number, disableFastForward: boolean): number =>
  playbackSpeeds(disableFastForward).includes(speed) ? speed : 1;

/**
 * The largest jump between two time updates that still counts as playing (time updates come every ~250 ms; at 2x
 * and with a busy tab a step can approach a second). A larger jump is a seek and does not move the furthest point.
 */
export const MAX_PLAY_STEP_SECONDS = 2;

/** Small slack for seeks landing a frame past the furthest point (keyframes, rounding). */
export const SEEK_TOLERANCE_SECONDS = 0.5;

/** The furthest point watched after a time update: it moves only by playing on from it, never by a seek ahead. */
export const nextFurthest = (furthest: number, currentTime: number): number => {
  if (!Number.isFinite(currentTime) || currentTime <= furthest) return furthest;
  return currentTime - furthest <= MAX_PLAY_STEP_SECONDS ? currentTime : furthest;
};

/**
 * Where a seek may land: anywhere when fast-forward is allowed, otherwise not past the furthest point watched
 * (backwards is always allowed). Also clamped to the media's length when known.
 */
export const allowedSeekTarget = (target: number, furthest: number, disableFastForward: boolean, duration?: number): number => {
  let value = Number.isFinite(target) ? Math.max(0, target) : 0;
  if (duration !== undefined && Number.isFinite(duration) && duration > 0) value = Math.min(value, duration);
  if (disableFastForward && value > furthest + SEEK_TOLERANCE_SECONDS) return furthest;
  return value;
};

/** True when a seek to `target` breaks the fast-forward block (the player snaps back to the furthest point). */
export const isSeekBlocked = (target: number, furthest: number, disableFastForward: boolean): boolean =>
  disableFastForward && target > furthest + SEEK_TOLERANCE_SECONDS;

/**
 * Where playback resumes from a saved position (seconds): nowhere (0) without one, or when it is within the finish
 * window (the learner finished: start again), otherwise the saved second.
 */
export const resumePosition = (saved: number | null | undefined, duration: number): number => {
  if (saved === null || saved === undefined || !Number.isFinite(saved) || saved < 1) return 0;
  if (Number.isFinite(duration) && duration > 0 && duration - saved <= VIDEO_FINISH_WINDOW_SECONDS) return 0;
  return Number.isFinite(duration) && duration > 0 ? Math.min(saved, duration) : saved;
};

/**
 * The furthest point already watched when the player opens: the saved position, or the share of the saved percent
 * (whichever is further); a completed item may be watched freely.
 */
export const initialFurthest = (saved: { posicao?: number | null; percent?: number | null } | null, duration: number): number => {
  if (!saved || !Number.isFinite(duration) || duration <= 0) return 0;
  const percent = saved.percent ?? 0;
  if (percent >= 100) return duration;
  return Math.min(duration, Math.max(saved.posicao ?? 0, (percent / 100) * duration));
};

export type QualityLevel = { width?: number; height: number };

/** The rungs of the HLS ladder (docs/media.md): the shorter and the longer side of each box. */
const RUNGS = [
  { short: 360, long: 640 },
  { short: 720, long: 1280 },
  { short: 1080, long: 1920 },
] as const;

/**
 * The quality of a rendition, whatever its orientation: the ladder rung whose box it was fitted into (a fitted picture
 * touches its box on one side: 1920×800 is 1080p, 1080×1920 portrait is 1080p, 640×266 is 360p), else its shorter side
 * (a small source kept at its own size). 0 when the size is unknown.
 */
export const qualityHeight = (level: QualityLevel): number => {
  const width = level.width ?? 0;
  const height = level.height ?? 0;
  if (!width) return height;
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  const rung = RUNGS.find((box) => short <= box.short + 1 && long <= box.long + 1 && (Math.abs(short - box.short) <= 1 || Math.abs(long - box.long) <= 1));
  return rung ? rung.short : short;
};

/**
 * 'Video quality: default 720 or 1080 when offered, else lowest' (by qualityHeight, so a portrait phone video starts at
 * 720 too): the index of the level to start at, -1 when none.
 */
export const defaultQualityLevel = (levels: readonly QualityLevel[]): number => {
  if (levels.length === 0) return -1;
  const heights = levels.map(qualityHeight);
  for (const preferred of [720, 1080]) {
    const index = heights.indexOf(preferred);
    if (index >= 0) return index;
  }
  return heights.reduce((lowest, height, index) => (height < heights[lowest] ? index : lowest), 0);
};

/** Seconds as m:ss, or h:mm:ss from an hour on. */
export const formatClock = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(whole / 3600);
  const m = Math.floor(whole / 60) % 60;
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/** The chapter playing at a time (chapters sorted by start), or -1. */
export const chapterAt = (chapters: readonly { start: number; end: number }[], time: number): number =>
  chapters.findIndex((chapter) => time >= chapter.start && time < chapter.end);
