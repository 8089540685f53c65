import { resolve } from 'node:path';
import { z } from 'zod';
import { runMediaTool, safeInputOptions } from './ffmpeg';
import { MediaProcessingError } from './media-error';

export type MediaInfo = {
  /** Seconds; 0 when the container states no duration. */
  durationSeconds: number;
  /** Display size (rotation and non-square pixels applied), null without video. */
  width: number | null;
  height: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  videoCodec: string | null;
  audioCodec: string | null;
  /** Frames per second of the video, null without video or when unknown. */
  frameRate: number | null;
  /** An 'attached picture' (an audio file's cover art) is inside. */
  coverArt: boolean;
};

// Only the fields read below; ffprobe writes many more, and numbers in 'format' come as strings.
const streamSchema = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  sample_aspect_ratio: z.string().optional(),
  avg_frame_rate: z.string().optional(),
  r_frame_rate: z.string().optional(),
  duration: z.string().optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).partial().optional(),
  tags: z.record(z.string(), z.string()).optional(),
  side_data_list: z.array(z.object({ rotation: z.number().optional() }).partial()).optional(),
});
const probeSchema = z.object({
  streams: z.array(streamSchema).default([]),
  format: z.object({ duration: z.string().optional() }).partial().optional(),
});
type ProbeStream = z.infer<typeof streamSchema>;

const ratio = (text: string | undefined): number | null => {
  if (!text) return null;
  const [num, den] = text.split(/[:/]/).map(Number);
  return num > 0 && den > 0 ? num / den : null;
};

const positive = (text: string | undefined): number | null => {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
};

/** Rotation in degrees from the display matrix (current ffmpeg) or the 'rotate' tag (older builds). */
const rotationOf = (stream: ProbeStream): number => {
  const fromMatrix = stream.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation;
  const degrees = fromMatrix ?? Number(stream.tags?.rotate ?? 0);
  return Number.isFinite(degrees) ? degrees : 0;
};

/** The size a viewer sees: phones store portrait video as landscape plus a 90° rotation, DV as non-square pixels. */
const displaySize = (stream: ProbeStream): { width: number; height: number } | null => {
  if (!stream.width || !stream.height) return null;
  const pixelAspect = ratio(stream.sample_aspect_ratio) ?? 1;
  let width = Math.round(stream.width * pixelAspect);
  let height = stream.height;
  if (Math.abs(rotationOf(stream)) % 180 === 90) [width, height] = [height, width];
  return { width, height };
};

export type ProbeOptions = { timeoutMs?: number; signal?: AbortSignal };

/**
 * Duration, size and tracks of a video or audio file, read by ffprobe's JSON output (the file is read by ffprobe,
 * never loaded here). Cover art inside an audio file (an 'attached picture' stream) does not count as video.
 */
export async function probeMedia(path: string, options: ProbeOptions = {}): Promise<MediaInfo> {
  const { stdout } = await runMediaTool(
    'ffprobe',
    ['-v', 'error', ...safeInputOptions(), '-print_format', 'json', '-show_format', '-show_streams', '-i', resolve(path)],
    { timeoutMs: options.timeoutMs ?? 30_000, signal: options.signal, failureKey: 'mediaProcessing.unreadable', maxStdoutBytes: 4 * 1024 * 1024 },
  );
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    throw new MediaProcessingError('mediaProcessing.unreadable', 'ffprobe printed no JSON');
  }
  const parsed = probeSchema.safeParse(json);
  if (!parsed.success) throw new MediaProcessingError('mediaProcessing.unreadable', `unexpected ffprobe output: ${parsed.error.message}`);
  const { streams, format } = parsed.data;

  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (!video && !audio) throw new MediaProcessingError('mediaProcessing.unreadable', 'no audio or video stream');

  // Some containers (raw streams, a few WebM muxers) state no format duration: fall back to the longest stream.
  const durationSeconds =
    positive(format?.duration) ?? Math.max(0, ...streams.map((s) => positive(s.duration) ?? 0));
  const size = video ? displaySize(video) : null;
  const frameRate = video ? (ratio(video.avg_frame_rate) ?? ratio(video.r_frame_rate)) : null;
  return {
    durationSeconds,
    width: size?.width ?? null,
    height: size?.height ?? null,
    hasVideo: Boolean(video),
    hasAudio: Boolean(audio),
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    frameRate,
    coverArt: streams.some((s) => s.codec_type === 'video' && s.disposition?.attached_pic === 1),
  };
}
