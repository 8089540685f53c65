import { isVideoFinished, PROGRESS_COMPLETE, videoProgress } from '@plataforma/shared/content';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { readLocalOptions, writeLocalOption } from '../../../lib/local-options.ts';
import { allowedSeekTarget, allowedSpeed, initialFurthest, isSeekBlocked, nextFurthest, resumePosition } from './playback.ts';
import type { ProgressReporter } from './use-progress.ts';

export type MediaPlayback = {
  playing: boolean;
  currentTime: number;
  duration: number;
  furthest: number;
  volume: number;
  muted: boolean;
  speed: number;
  /** A seek past the furthest point was just refused (shown as a hint for a moment). */
  blockedAt: number | null;
  toggle: () => void;
  seek: (target: number) => void;
  seekBy: (delta: number) => void;
  setVolume: (percent: number) => void;
  toggleMute: () => void;
  setSpeed: (speed: number) => void;
};

/**
 * Wires a <video> or <audio> element to the product rules: volume and autoplay from the local options (100 / on),
 * resume from the saved position, the furthest point watched, the fast-forward block (any seek past it — bar, keys,
 * chapters, media keys — snaps back on `seeking`), speeds limited to 0.5-1 under the block, and progress reports
 * (furthest point over duration; 100 within the last 5 s or on end).
 */
export function useMediaPlayback(
  ref: RefObject<HTMLMediaElement | null>,
  { disableFastForward, progress, sourceReady }: { disableFastForward: boolean; progress: ProgressReporter; sourceReady: boolean },
): MediaPlayback {
  const options = readLocalOptions();
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolumeState] = useState(() => Math.min(100, Math.max(0, options.volume ?? 100)));
  const [muted, setMuted] = useState(false);
  const [speed, setSpeedState] = useState(1);
  const [furthest, setFurthest] = useState(0);
  const [blockedAt, setBlockedAt] = useState<number | null>(null);
  const furthestRef = useRef(0);
  const resumed = useRef(false);
  const autoplay = options.autoplay ?? true;

  const updateFurthest = useCallback((value: number) => {
    furthestRef.current = value;
    setFurthest(value);
  }, []);

  // Resume once the media knows its length and the saved progress is known.
  const tryResume = useCallback(() => {
    const media = ref.current;
    if (!media || resumed.current || !progress.ready || !Number.isFinite(media.duration) || media.duration <= 0) return;
    resumed.current = true;
    const saved = progress.saved;
    updateFurthest(initialFurthest(saved ? { posicao: saved.posicao, percent: saved.percentualProgresso } : null, media.duration));
    const start = resumePosition(saved?.posicao, media.duration);
    if (start > 0) media.currentTime = start;
    if (autoplay) void media.play().catch(() => undefined);
  }, [ref, progress.ready, progress.saved, autoplay, updateFurthest]);

  useEffect(() => {
    tryResume();
  }, [tryResume, sourceReady]);

  const report = progress.report;
  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    media.volume = volume / 100;
    const onTime = () => {
      setCurrentTime(media.currentTime);
      if (!media.seeking) {
        const next = nextFurthest(furthestRef.current, media.currentTime);
        if (next !== furthestRef.current) updateFurthest(next);
      }
      const length = media.duration;
      if (!Number.isFinite(length) || length <= 0 || !resumed.current) return;
      const finished = isVideoFinished(media.currentTime, length, media.ended) && (!disableFastForward || media.currentTime <= furthestRef.current + 1);
      report(finished ? PROGRESS_COMPLETE : videoProgress(furthestRef.current, length), media.currentTime);
    };
    const onSeeking = () => {
      if (isSeekBlocked(media.currentTime, furthestRef.current, disableFastForward)) {
        media.currentTime = furthestRef.current;
        setBlockedAt(Date.now());
      }
    };
    const onMeta = () => {
      setDuration(media.duration);
      tryResume();
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onEnded = () => {
      setPlaying(false);
      if (!disableFastForward || media.currentTime <= furthestRef.current + 1) {
        updateFurthest(media.duration);
        report(PROGRESS_COMPLETE, media.currentTime);
      }
    };
    const onRate = () => {
      const allowed = allowedSpeed(media.playbackRate, disableFastForward);
      if (allowed !== media.playbackRate) media.playbackRate = allowed;
      setSpeedState(allowed);
    };
    const onVolume = () => setMuted(media.muted);
    const listeners: [keyof HTMLMediaElementEventMap, () => void][] = [
      ['timeupdate', onTime],
      ['seeking', onSeeking],
      ['loadedmetadata', onMeta],
      ['durationchange', onMeta],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onEnded],
      ['ratechange', onRate],
      ['volumechange', onVolume],
    ];
    for (const [event, listener] of listeners) media.addEventListener(event, listener);
    if (media.readyState >= 1) onMeta();
    return () => {
      for (const [event, listener] of listeners) media.removeEventListener(event, listener);
    };
    // volume is applied by setVolume; it is read here only for the first frame
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, disableFastForward, report, tryResume, updateFurthest, sourceReady]);

  useEffect(() => {
    if (blockedAt === null) return;
    const timer = window.setTimeout(() => setBlockedAt(null), 3_000);
    return () => window.clearTimeout(timer);
  }, [blockedAt]);

  const seek = useCallback(
    (target: number) => {
      const media = ref.current;
      if (!media) return;
      const allowed = allowedSeekTarget(target, furthestRef.current, disableFastForward, media.duration);
      if (allowed < target - 0.5 && disableFastForward) setBlockedAt(Date.now());
      media.currentTime = allowed;
      setCurrentTime(allowed);
    },
    [ref, disableFastForward],
  );

  return {
    playing,
    currentTime,
    duration,
    furthest,
    volume,
    muted,
    speed,
    blockedAt,
    toggle: () => {
      const media = ref.current;
      if (!media) return;
      if (media.paused) void media.play().catch(() => undefined);
      else media.pause();
    },
    seek,
    seekBy: (delta) => seek((ref.current?.currentTime ?? 0) + delta),
    setVolume: (percent) => {
      const value = Math.min(100, Math.max(0, Math.round(percent)));
      setVolumeState(value);
      writeLocalOption('volume', value);
      const media = ref.current;
      if (media) {
        media.volume = value / 100;
        if (value > 0 && media.muted) media.muted = false;
      }
    },
    toggleMute: () => {
      const media = ref.current;
      if (media) media.muted = !media.muted;
    },
    setSpeed: (value) => {
      const media = ref.current;
      if (media) media.playbackRate = allowedSpeed(value, disableFastForward);
    },
  };
}
