import { secondsLeft } from '@plataforma/shared/assessments';

/**
 * The attempt's countdown (2-learner §3 'Assessment attempt', §4 'time over'). The server is the judge of the time: it
 * answers `secondsLeft` with every attempt and question, and the browser counts down from the instant it received it
 * (so a wrong clock on the computer does not change the time left).
 */

const pad2 = (value: number) => String(value).padStart(2, '0');

/** 'MM:SS' under an hour, 'H:MM:SS' from an hour on; negative or invalid values show '00:00'. */
export function formatClock(totalSeconds: number | null | undefined): string {
  const safe = Number.isFinite(totalSeconds) && (totalSeconds as number) > 0 ? Math.floor(totalSeconds as number) : 0;
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = safe % 60;
  return hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(seconds)}` : `${pad2(minutes)}:${pad2(seconds)}`;
}

/** The local instant (epoch ms) the time runs out, from the server's seconds left at `receivedAt`; null = no timer. */
export const localDeadline = (serverSecondsLeft: number | null | undefined, receivedAt: number): number | null =>
  serverSecondsLeft === null || serverSecondsLeft === undefined ? null : receivedAt + Math.max(0, serverSecondsLeft) * 1000;

/** Seconds left at `now` (0 once over; null without a timer), with the shared rule. */
export const remainingAt = (deadline: number | null, now: number): number | null => secondsLeft(deadline === null ? null : new Date(deadline), new Date(now));

/** Colour of the countdown: red in the last minute, orange in the last fifth of the time (or five minutes), else the brand. */
export function clockTone(remaining: number, total: number | null | undefined): 'red' | 'orange' | 'brand' {
  if (remaining <= 60) return 'red';
  const warn = Math.max(300, total ? total / 5 : 0);
  return remaining <= warn ? 'orange' : 'brand';
}
