import { resolve } from 'node:path';
import { runMediaTool, safeInputOptions } from './ffmpeg';

/**
 * Writes the cover art of an audio file (its 'attached picture' stream) as a JPEG at `outputPath`, no wider or taller
 * than 1280 px, keeping its proportions. Call it when the probe found `coverArt`.
 */
export async function extractCoverArt(inputPath: string, outputPath: string, options: { signal?: AbortSignal } = {}): Promise<void> {
  await runMediaTool(
    'ffmpeg',
    [
      '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
      ...safeInputOptions(), '-i', resolve(inputPath),
      '-map', '0:v:0', '-an', '-frames:v', '1',
      '-vf', "scale='min(1280,iw)':'min(1280,ih)':force_original_aspect_ratio=decrease,setsar=1", '-q:v', '3',
      '-f', 'image2', '-update', '1', resolve(outputPath),
    ],
    { timeoutMs: 30_000, signal: options.signal },
  );
}
