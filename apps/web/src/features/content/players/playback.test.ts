import { describe, expect, it } from 'vitest';
import {
  allowedSeekTarget,
  allowedSpeed,
  chapterAt,
  defaultQualityLevel,
  qualityHeight,
  formatClock,
  initialFurthest,
  isSeekBlocked,
  nextFurthest,
  playbackSpeeds,
  resumePosition,
} from './playback.ts';

describe('playback speeds', () => {
  it('offers 0.5 to 2, and only 0.5 to 1 when fast-forward is disabled', () => {
    expect(playbackSpeeds(false)).toEqual([0.5, 0.75, 1, 1.25, 1.5, 2]);
    expect(playbackSpeeds(true)).toEqual([0.5, 0.75, 1]);
  });

  it('turns a speed that is not offered into 1', () => {
    expect(allowedSpeed(1.5, false)).toBe(1.5);
    expect(allowedSpeed(1.5, true)).toBe(1);
    expect(allowedSpeed(3, false)).toBe(1);
    expect(allowedSpeed(0.75, true)).toBe(0.75);
  });
});

describe('furthest point watched', () => {
  it('moves by playing on, not by jumping ahead', () => {
    expect(nextFurthest(10, 10.25)).toBe(10.25);
    expect(nextFurthest(10, 11.9)).toBe(11.9);
    expect(nextFurthest(10, 40)).toBe(10);
    expect(nextFurthest(10, 5)).toBe(10);
    expect(nextFurthest(10, Number.NaN)).toBe(10);
  });

  it('starts from the saved position or percent, everything when complete', () => {
    expect(initialFurthest(null, 100)).toBe(0);
    expect(initialFurthest({ posicao: 30, percent: 10 }, 100)).toBe(30);
    expect(initialFurthest({ posicao: 5, percent: 50 }, 100)).toBe(50);
    expect(initialFurthest({ posicao: 5, percent: 100 }, 100)).toBe(100);
    expect(initialFurthest({ posicao: 500 }, 100)).toBe(100);
    expect(initialFurthest({ posicao: 5 }, Number.NaN)).toBe(0);
  });
});

describe('seek under the fast-forward block', () => {
  it('lets any seek through when fast-forward is allowed, clamped to the length', () => {
    expect(allowedSeekTarget(80, 10, false, 100)).toBe(80);
    expect(allowedSeekTarget(120, 10, false, 100)).toBe(100);
    expect(allowedSeekTarget(-3, 10, false, 100)).toBe(0);
  });

  it('stops at the furthest point watched, backwards always allowed', () => {
    expect(allowedSeekTarget(80, 10, true, 100)).toBe(10);
    expect(allowedSeekTarget(4, 10, true, 100)).toBe(4);
    expect(allowedSeekTarget(10.3, 10, true, 100)).toBe(10.3);
    expect(isSeekBlocked(80, 10, true)).toBe(true);
    expect(isSeekBlocked(80, 10, false)).toBe(false);
    expect(isSeekBlocked(10.4, 10, true)).toBe(false);
  });
});

describe('resume position', () => {
  it('resumes at the saved second, from the start without one or near the end', () => {
    expect(resumePosition(null, 100)).toBe(0);
    expect(resumePosition(0.5, 100)).toBe(0);
    expect(resumePosition(42, 100)).toBe(42);
    expect(resumePosition(96, 100)).toBe(0);
    expect(resumePosition(42, Number.NaN)).toBe(42);
  });
});

describe('default quality', () => {
  it('prefers 720p, then 1080p, else the lowest', () => {
    expect(defaultQualityLevel([{ height: 360 }, { height: 720 }, { height: 1080 }])).toBe(1);
    expect(defaultQualityLevel([{ height: 1080 }, { height: 360 }])).toBe(0);
    expect(defaultQualityLevel([{ height: 480 }, { height: 240 }, { height: 1440 }])).toBe(1);
    expect(defaultQualityLevel([])).toBe(-1);
  });

  it('judges a rendition by the ladder box it fills, so portrait and wide videos start at 720 too', () => {
    // a phone video: 360×640, 720×1280, 1080×1920
    const portrait = [{ width: 360, height: 640 }, { width: 720, height: 1280 }, { width: 1080, height: 1920 }];
    expect(portrait.map(qualityHeight)).toEqual([360, 720, 1080]);
    expect(defaultQualityLevel(portrait)).toBe(1);
    // cinema 2.4:1 fitted by width
    const cinema = [{ width: 640, height: 266 }, { width: 1280, height: 534 }, { width: 1920, height: 800 }];
    expect(cinema.map(qualityHeight)).toEqual([360, 720, 1080]);
    expect(defaultQualityLevel(cinema)).toBe(1);
    // 4:3 fitted by height, and a small source at its own size
    expect(qualityHeight({ width: 960, height: 720 })).toBe(720);
    expect(qualityHeight({ width: 426, height: 240 })).toBe(240);
    expect(qualityHeight({ width: 240, height: 426 })).toBe(240);
    expect(qualityHeight({ height: 480 })).toBe(480);
  });
});

describe('clock and chapters', () => {
  it('formats m:ss and h:mm:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });

  it('finds the chapter playing', () => {
    const chapters = [
      { start: 0, end: 10 },
      { start: 10, end: 30 },
    ];
    expect(chapterAt(chapters, 0)).toBe(0);
    expect(chapterAt(chapters, 10)).toBe(1);
    expect(chapterAt(chapters, 30)).toBe(-1);
  });
});
