import { resolve } from 'node:path';
import { runMediaTool } from './ffmpeg';

export type TestVideoOptions = { width: number; height: number; seconds: number; audio?: boolean; fps?: number };

/**
 * Writes a synthetic H.264 (+ AAC sine tone) MP4 with ffmpeg's own generators (lavfi testsrc and sine), so tests,
 * benchmarks and the demo content need no stored media. Not for uploads: lavfi inputs are allowed here on purpose.
 */
export async function generateTestVideo(path: string, options: TestVideoOptions): Promise<string> {
  const { width, height, seconds, audio = true, fps = 25 } = options;
  const output = resolve(path);
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'];
  args.push('-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=${fps}:duration=${seconds}`);
  if (audio) args.push('-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`);
  args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p');
  if (audio) args.push('-c:a', 'aac', '-b:a', '96k', '-shortest');
  args.push('-movflags', '+faststart', output);
  await runMediaTool('ffmpeg', args, { timeoutMs: 120_000 + seconds * 10_000 });
  return output;
}

/** Writes a short MP3 with a 600×600 cover picture (an 'attached picture' stream), as music players tag them. */
export async function generateTestAudioWithCover(path: string, seconds: number): Promise<string> {
  const output = resolve(path);
  await runMediaTool(
    'ffmpeg',
    [
      '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
      '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
      '-f', 'lavfi', '-i', 'testsrc=size=600x600:rate=1:duration=1',
      '-map', '0:a', '-map', '1:v', '-frames:v', '1', '-c:a', 'libmp3lame', '-b:a', '96k', '-c:v', 'mjpeg',
      '-disposition:v', 'attached_pic', '-id3v2_version', '3', output,
    ],
    { timeoutMs: 60_000 },
  );
  return output;
}

/** Writes an MPEG-2 program stream (.mpg), as camcorders and DVD tools do. */
export async function generateTestMpeg(path: string, seconds: number): Promise<string> {
  const output = resolve(path);
  await runMediaTool(
    'ffmpeg',
    ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc=size=320x240:rate=25:duration=${seconds}`, '-c:v', 'mpeg2video', '-f', 'vob', output],
    { timeoutMs: 60_000 },
  );
  return output;
}

/** Writes a short audio-only file (AAC in .m4a, or MP3 when the name ends in .mp3). */
export async function generateTestAudio(path: string, seconds: number): Promise<string> {
  const output = resolve(path);
  const codec = output.endsWith('.mp3') ? ['-c:a', 'libmp3lame', '-b:a', '96k'] : ['-c:a', 'aac', '-b:a', '96k'];
  await runMediaTool(
    'ffmpeg',
    ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`, ...codec, output],
    { timeoutMs: 60_000 },
  );
  return output;
}
