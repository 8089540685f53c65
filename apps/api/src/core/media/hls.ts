import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runMediaTool, safeInputOptions } from './ffmpeg';
import { MediaProcessingError } from './media-error';
import { probeMedia, type MediaInfo } from './probe';

/**
 * Video -> HLS for the classroom player (hls.js): an H.264/AAC ladder of 360p, 720p and 1080p limited to what the
 * source allows, ~6 s MPEG-TS segments, a master playlist and a poster. One ffmpeg run decodes the source once and
 * encodes every rendition from it; ffmpeg reads and writes files, so a large video never sits in memory.
 */

export type LadderRung = {
  name: string;
  /** Bounding box of a landscape picture; portrait sources use it turned. */
  width: number;
  height: number;
  videoKbps: number;
  audioKbps: number;
  /** H.264 level that fits this size up to 60 fps, written in the CODECS attribute. */
  level: '3.1' | '4.0' | '4.2';
};

/**
 * Bitrates in line with common streaming ladders for H.264 'main' at ~30 fps (Apple's authoring guide lists
 * 730-2000 kb/s around 360p-540p, 3000-4500 around 720p, 6000-7800 at 1080p); lecture and screen recordings are
 * easier to encode than films, so the lower end of each range.
 */
export const HLS_LADDER: readonly LadderRung[] = [
  { name: '360p', width: 640, height: 360, videoKbps: 800, audioKbps: 96, level: '3.1' },
  { name: '720p', width: 1280, height: 720, videoKbps: 2800, audioKbps: 128, level: '4.0' },
  { name: '1080p', width: 1920, height: 1080, videoKbps: 5000, audioKbps: 160, level: '4.2' },
];

export const HLS_SEGMENT_SECONDS = 6;
export const MASTER_PLAYLIST = 'master.m3u8';
export const POSTER_FILE = 'poster.jpg';
const VARIANT_PLAYLIST = 'index.m3u8';

export type RenditionPlan = LadderRung & { outputWidth: number; outputHeight: number };

// Rounded down, so fitting never enlarges by a pixel; H.264 4:2:0 needs even sizes.
const even = (value: number): number => Math.max(2, Math.floor(value / 2) * 2);

/**
 * The renditions a source of this display size allows. A rung is used when the source reaches its box in either
 * dimension (so 1920x800 cinema and 1280x714 count as 1080p and 720p); the picture is fitted inside the box keeping
 * its aspect ratio and never enlarged. A source smaller than the first rung still gets one rendition at its own size.
 */
export function planRenditions(sourceWidth: number, sourceHeight: number): RenditionPlan[] {
  const portrait = sourceHeight > sourceWidth;
  const fit = (rung: LadderRung): RenditionPlan => {
    const boxWidth = portrait ? rung.height : rung.width;
    const boxHeight = portrait ? rung.width : rung.height;
    const scale = Math.min(boxWidth / sourceWidth, boxHeight / sourceHeight, 1);
    return { ...rung, outputWidth: even(sourceWidth * scale), outputHeight: even(sourceHeight * scale) };
  };
  const reaches = (rung: LadderRung) =>
    Math.max(sourceWidth, sourceHeight) >= rung.width || Math.min(sourceWidth, sourceHeight) >= rung.height;
  const plans = HLS_LADDER.filter(reaches).map(fit);
  if (plans.length > 0) return plans;
  // Tiny source: one rendition at its size, with the bitrate scaled to its pixel count (floor 200 kb/s).
  const [first] = HLS_LADDER;
  const small = fit(first);
  const share = (small.outputWidth * small.outputHeight) / (first.width * first.height);
  return [{ ...small, name: `${Math.min(small.outputWidth, small.outputHeight)}p`, videoKbps: Math.max(200, Math.round(first.videoKbps * share)) }];
}

export type HlsRendition = {
  name: string;
  width: number;
  height: number;
  /** Peak segment bitrate in bits per second (the BANDWIDTH attribute), measured on the written segments. */
  bandwidth: number;
  averageBandwidth: number;
  /** Path relative to the output folder, as the master playlist lists it. */
  playlist: string;
  segments: number;
};

export type HlsResult = {
  /** Absolute paths. */
  masterPlaylist: string;
  poster: string;
  renditions: HlsRendition[];
  durationSeconds: number;
  hasAudio: boolean;
};

export type TranscodeProgress = { percent: number; processedSeconds: number; durationSeconds: number };

export type TranscodeOptions = {
  onProgress?: (progress: TranscodeProgress) => void;
  signal?: AbortSignal;
  /** Default: 2 minutes plus 30 times the video length, so only a stuck process is stopped. */
  timeoutMs?: number;
  /** Already probed, to spare a second ffprobe run. */
  info?: MediaInfo;
};

const codecsOf = (plan: RenditionPlan, withAudio: boolean): string => {
  const level = { '3.1': '1f', '4.0': '28', '4.2': '2a' }[plan.level];
  // avc1.4d40xx = H.264 Main profile (0x4d), constraint flags 0x40, level; mp4a.40.2 = AAC-LC.
  return withAudio ? `avc1.4d40${level},mp4a.40.2` : `avc1.4d40${level}`;
};

/** ffmpeg writes `out_time_us` (newer) or `out_time_ms` (older, also microseconds despite the name). */
const progressSeconds = (line: string): number | null => {
  const match = /^out_time_(?:us|ms)=(-?\d+)$/.exec(line);
  return match ? Math.max(0, Number(match[1]) / 1_000_000) : null;
};

function buildTranscodeArgs(input: string, outDir: string, plans: RenditionPlan[], info: MediaInfo): string[] {
  const fpsCap = info.frameRate && info.frameRate > 60 ? ',fps=60' : '';
  const split = `[0:v:0]split=${plans.length}${plans.map((_, i) => `[s${i}]`).join('')}`;
  // setsar=1: square pixels, so RESOLUTION in the master is the size shown; yuv420p: the only chroma browsers decode.
  const scales = plans.map((p, i) => `[s${i}]scale=${p.outputWidth}:${p.outputHeight}${fpsCap},setsar=1,format=yuv420p[v${i}]`);
  const args = [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1',
    ...safeInputOptions(), '-i', input,
    '-filter_complex', [split, ...scales].join(';'),
  ];
  plans.forEach((plan, i) => {
    const dir = join(outDir, plan.name);
    args.push('-map', `[v${i}]`);
    if (info.hasAudio) args.push('-map', '0:a:0');
    args.push(
      '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-level:v', plan.level,
      '-b:v', `${plan.videoKbps}k`, '-maxrate', `${Math.round(plan.videoKbps * 1.07)}k`, '-bufsize', `${Math.round(plan.videoKbps * 1.5)}k`,
      // A keyframe exactly every segment length in every rendition keeps segments aligned for quality switches.
      '-force_key_frames', `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`, '-sc_threshold', '0',
    );
    if (info.hasAudio) args.push('-c:a', 'aac', '-b:a', `${plan.audioKbps}k`, '-ac', '2', '-ar', '48000');
    args.push(
      '-f', 'hls', '-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_list_size', '0',
      '-hls_flags', 'independent_segments',
      '-hls_segment_filename', join(dir, 'segment_%04d.ts'),
      join(dir, VARIANT_PLAYLIST),
    );
  });
  return args;
}

/** Segment files and durations of a variant playlist written by ffmpeg (small text, read whole). */
async function measureVariant(outDir: string, plan: RenditionPlan, withAudio: boolean, fallbackKbps: number) {
  const playlistPath = join(outDir, plan.name, VARIANT_PLAYLIST);
  const lines = (await readFile(playlistPath, 'utf8')).split(/\r?\n/);
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  let segments = 0;
  for (let i = 0; i < lines.length; i++) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(lines[i]);
    if (!extinf) continue;
    const uri = lines.slice(i + 1).find((l) => l && !l.startsWith('#'));
    if (!uri) continue;
    const duration = Number(extinf[1]);
    const size = (await stat(join(outDir, plan.name, uri))).size;
    segments++;
    bits += size * 8;
    seconds += duration;
    // A very short last segment would report a meaningless peak: count it over at least one second.
    peak = Math.max(peak, (size * 8) / Math.max(duration, 1));
  }
  if (segments === 0) throw new MediaProcessingError('mediaProcessing.transcodeFailed', `${plan.name}: playlist without segments`);
  const nominal = fallbackKbps * 1000;
  return {
    name: plan.name,
    width: plan.outputWidth,
    height: plan.outputHeight,
    bandwidth: Math.round(peak || nominal),
    averageBandwidth: Math.round(seconds > 0 ? bits / seconds : nominal),
    playlist: `${plan.name}/${VARIANT_PLAYLIST}`,
    segments,
    seconds,
    codecs: codecsOf(plan, withAudio),
  };
}

/** Poster frame at ~10 % of the video (past black openings and title fades), no larger than 720p. */
async function writePoster(input: string, posterPath: string, info: MediaInfo, plans: RenditionPlan[], signal?: AbortSignal) {
  const size = [...plans].reverse().find((p) => Math.min(p.outputWidth, p.outputHeight) <= 720) ?? plans[0];
  const grab = (at: number) =>
    runMediaTool(
      'ffmpeg',
      [
        '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
        // -ss before -i seeks by index instead of decoding up to that point.
        '-ss', at.toFixed(3), ...safeInputOptions(), '-i', input,
        '-frames:v', '1', '-vf', `scale=${size.outputWidth}:${size.outputHeight},setsar=1`, '-q:v', '3',
        '-f', 'image2', '-update', '1', posterPath,
      ],
      { timeoutMs: 60_000, signal },
    );
  await grab(info.durationSeconds * 0.1);
  const written = await stat(posterPath).catch(() => null);
  // A seek past the last decodable frame writes nothing: take the first frame instead.
  if (!written || written.size === 0) await grab(0);
}

/**
 * A file whose pictures end well before the duration its container declares is damaged (a cut-off upload whose index
 * sits at the front decodes without an error and would play 3 s of 8): more than a second and 5 % short.
 */
export const isTruncated = (declaredSeconds: number, decodedSeconds: number): boolean =>
  declaredSeconds > 0 && declaredSeconds - decodedSeconds > Math.max(1, declaredSeconds * 0.05);

/**
 * Transcodes `input` into `outDir` (created when missing): `<rung>/index.m3u8` + segments per rendition,
 * `master.m3u8` and `poster.jpg`. The master playlist is written last, so its presence means a complete output;
 * on failure what this call wrote is removed. A source without audio gives video-only renditions.
 */
export async function transcodeToHls(inputPath: string, outputDir: string, options: TranscodeOptions = {}): Promise<HlsResult> {
  const input = resolve(inputPath);
  const outDir = resolve(outputDir);
  const info = options.info ?? (await probeMedia(input, { signal: options.signal }));
  if (!info.hasVideo || !info.width || !info.height) throw new MediaProcessingError('mediaProcessing.noVideoStream');
  const plans = planRenditions(info.width, info.height);
  const masterPath = join(outDir, MASTER_PLAYLIST);
  const posterPath = join(outDir, POSTER_FILE);

  await mkdir(outDir, { recursive: true });
  await Promise.all(plans.map((p) => mkdir(join(outDir, p.name), { recursive: true })));
  try {
    const duration = info.durationSeconds;
    let lastPercent = -1;
    const report = (seconds: number) => {
      if (!options.onProgress) return;
      const percent = duration > 0 ? Math.min(99, Math.floor((seconds / duration) * 100)) : 0;
      if (percent === lastPercent) return;
      lastPercent = percent;
      options.onProgress({ percent, processedSeconds: Math.min(seconds, duration), durationSeconds: duration });
    };
    await runMediaTool('ffmpeg', buildTranscodeArgs(input, outDir, plans, info), {
      timeoutMs: options.timeoutMs ?? 120_000 + Math.ceil(duration) * 30_000,
      signal: options.signal,
      onStdoutLine: (line) => {
        const seconds = progressSeconds(line);
        if (seconds !== null) report(seconds);
      },
    });
    await writePoster(input, posterPath, info, plans, options.signal);

    const measured = await Promise.all(plans.map((p) => measureVariant(outDir, p, info.hasAudio, p.videoKbps + (info.hasAudio ? p.audioKbps : 0))));
    const decoded = Math.min(...measured.map((v) => v.seconds));
    if (isTruncated(duration, decoded)) {
      throw new MediaProcessingError('mediaProcessing.truncated', `decoded ${decoded.toFixed(2)} s of the ${duration.toFixed(2)} s the container declares`);
    }
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      ...measured.flatMap((v) => [
        `#EXT-X-STREAM-INF:BANDWIDTH=${v.bandwidth},AVERAGE-BANDWIDTH=${v.averageBandwidth},RESOLUTION=${v.width}x${v.height},CODECS="${v.codecs}"`,
        v.playlist,
      ]),
      '',
    ].join('\n');
    await writeFile(masterPath, master);
    options.onProgress?.({ percent: 100, processedSeconds: duration, durationSeconds: duration });
    return {
      masterPlaylist: masterPath,
      poster: posterPath,
      renditions: measured.map(({ codecs: _codecs, seconds: _seconds, ...rendition }) => rendition),
      durationSeconds: duration,
      hasAudio: info.hasAudio,
    };
  } catch (error) {
    await Promise.all([
      ...plans.map((p) => rm(join(outDir, p.name), { recursive: true, force: true })),
      rm(masterPath, { force: true }),
      rm(posterPath, { force: true }),
    ]);
    throw error;
  }
}
