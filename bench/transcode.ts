/**
 * Transcode time against video length: generates 720p sources (testsrc + sine tone) of 10 s and 60 s, then times
 * transcodeToHls on each (360p + 720p renditions, poster). Run from the repository root:
 *   npx tsx bench/transcode.ts [--lengths 10,60] [--width 1280 --height 720]
 * Raw results land in bench/results/transcode-<timestamp>.json.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkMediaTools } from '../apps/api/src/core/media/ffmpeg';
import { transcodeToHls } from '../apps/api/src/core/media/hls';
import { generateTestVideo } from '../apps/api/src/core/media/test-media';

const { values } = parseArgs({
  options: { lengths: { type: 'string', default: '10,60' }, width: { type: 'string', default: '1280' }, height: { type: 'string', default: '720' } },
});
const lengths = values.lengths.split(',').map(Number).filter((n) => n > 0);
const width = Number(values.width);
const height = Number(values.height);

const tools = await checkMediaTools();
console.log(`ffmpeg ${tools.ffmpeg.version} (${tools.ffmpeg.source}), ${cpus().length} CPUs, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
const dir = await mkdtemp(join(tmpdir(), 'bench-transcode-'));
const rows: { seconds: number; source: string; renditions: string; transcodeSeconds: number; speed: number }[] = [];
try {
  for (const seconds of lengths) {
    const source = await generateTestVideo(join(dir, `src-${seconds}.mp4`), { width, height, seconds });
    const started = performance.now();
    const result = await transcodeToHls(source, join(dir, `out-${seconds}`));
    const elapsed = (performance.now() - started) / 1000;
    const row = {
      seconds,
      source: `${width}x${height}`,
      renditions: result.renditions.map((r) => `${r.name} (${Math.round(r.averageBandwidth / 1000)} kb/s avg)`).join(', '),
      transcodeSeconds: Number(elapsed.toFixed(2)),
      speed: Number((seconds / elapsed).toFixed(2)),
    };
    rows.push(row);
    console.log(`${seconds} s source -> ${row.transcodeSeconds} s (${row.speed}x real time): ${row.renditions}`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
await mkdir(join(import.meta.dirname, 'results'), { recursive: true });
await writeFile(
  join(import.meta.dirname, 'results', `transcode-${Date.now()}.json`),
  JSON.stringify({ date: new Date().toISOString(), ffmpeg: tools.ffmpeg, cpus: cpus().length, loadavg: loadavg(), rows }, null, 2),
);
