import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { MediaProcessingError, type MediaErrorKey } from './media-error';

/**
 * Where ffmpeg and ffprobe come from, in this order:
 * 1. FFMPEG_PATH / FFPROBE_PATH, for an operator who wants a specific build;
 * 2. the PATH (Debian's `apt install ffmpeg`: current, with security updates);
 * 3. the binaries shipped inside the npm packages @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe, so a fresh
 *    machine that only reaches the npm registry can transcode with no extra step.
 */

export type MediaTool = 'ffmpeg' | 'ffprobe';
export type MediaToolSource = 'env' | 'path' | 'package';
export type ResolvedMediaTool = { tool: MediaTool; path: string; source: MediaToolSource };

const ENV_NAME: Record<MediaTool, string> = { ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' };
const PACKAGE_NAME: Record<MediaTool, string> = { ffmpeg: '@ffmpeg-installer/ffmpeg', ffprobe: '@ffprobe-installer/ffprobe' };

const isExecutableFile = (file: string): boolean => {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const findOnPath = (tool: MediaTool): string | undefined => {
  const names = process.platform === 'win32' ? [`${tool}.exe`] : [tool];
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of names) {
      const candidate = join(dir, name);
      if (isExecutableFile(candidate)) return candidate;
    }
  }
  return undefined;
};

const require = createRequire(import.meta.url);

const fromPackage = (tool: MediaTool): string | undefined => {
  let binary: string;
  try {
    // The installer packages pick the platform package (e.g. @ffmpeg-installer/linux-x64) and throw when none fits.
    const loaded: unknown = require(PACKAGE_NAME[tool]);
    if (!loaded || typeof loaded !== 'object' || !('path' in loaded) || typeof loaded.path !== 'string') return undefined;
    binary = loaded.path;
  } catch {
    return undefined;
  }
  if (!isExecutableFile(binary)) {
    // Their postinstall only runs `chmod u+x`; npm may skip install scripts (allowScripts), so do it here.
    try {
      chmodSync(binary, statSync(binary).mode | 0o755);
    } catch {
      return undefined;
    }
  }
  return isExecutableFile(binary) ? binary : undefined;
};

const resolved = new Map<MediaTool, ResolvedMediaTool>();

/** The binary of a tool, found once per process. Throws 'mediaProcessing.toolsMissing' when there is none. */
export function resolveMediaTool(tool: MediaTool): ResolvedMediaTool {
  const cached = resolved.get(tool);
  if (cached) return cached;
  const fromEnv = process.env[ENV_NAME[tool]];
  let found: ResolvedMediaTool | undefined;
  if (fromEnv) {
    // An explicit setting that does not work is an operator error: say so rather than silently use another build.
    if (!isExecutableFile(fromEnv)) throw new MediaProcessingError('mediaProcessing.toolsMissing', `${ENV_NAME[tool]}=${fromEnv} is not an executable file`);
    found = { tool, path: fromEnv, source: 'env' };
  } else {
    const onPath = findOnPath(tool);
    const packaged = onPath ? undefined : fromPackage(tool);
    if (onPath) found = { tool, path: onPath, source: 'path' };
    else if (packaged) found = { tool, path: packaged, source: 'package' };
  }
  if (!found) throw new MediaProcessingError('mediaProcessing.toolsMissing', `${tool} not found on PATH nor in ${PACKAGE_NAME[tool]}`);
  resolved.set(tool, found);
  return found;
}

/** Forgets the resolved binaries (tests that change PATH or FFMPEG_PATH). */
export function resetMediaTools(): void {
  resolved.clear();
}

/**
 * Demuxers a repository upload may use: the containers of the accepted video and audio types (content/media.ts).
 * Without a list ffmpeg detects the format by content, and a file named .mp4 holding an HLS playlist or a concat
 * script can make it read other local files into the output; this list and the file-only protocol list close that
 * door. MPEG-TS is left out on purpose: it is not an accepted upload, and the packaged ffprobe build crashes on it.
 */
export const INPUT_FORMAT_WHITELIST = [
  'mov,mp4,m4a,3gp,3g2,mj2',
  'matroska,webm',
  'avi',
  'mpeg',
  'mp3',
  'wav',
  'ogg',
  'flac',
  'aac',
].join(',');

/** Options to put before every `-i` of an uploaded file (ffmpeg and ffprobe alike). */
export const safeInputOptions = (): string[] => ['-protocol_whitelist', 'file', '-format_whitelist', INPUT_FORMAT_WHITELIST];

export type RunToolOptions = {
  /** Kill the process and fail with 'mediaProcessing.timeout' after this many milliseconds. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Called with each complete stdout line; when given, stdout is not collected. */
  onStdoutLine?: (line: string) => void;
  /** Largest stdout collected (when no onStdoutLine); beyond it the process is killed. Default 16 MiB. */
  maxStdoutBytes?: number;
  /** The key of a non-zero exit; default 'mediaProcessing.transcodeFailed'. */
  failureKey?: MediaErrorKey;
};

export type RunToolResult = { stdout: string; stderrTail: string };

const STDERR_TAIL = 4096;

/**
 * Runs ffmpeg or ffprobe with an argument array (no shell, so file names are never interpreted), with a time limit
 * and an abort signal. Only the end of stderr is kept: ffmpeg can write a lot of it on a long run.
 */
export function runMediaTool(tool: MediaTool, args: readonly string[], options: RunToolOptions): Promise<RunToolResult> {
  const { path } = resolveMediaTool(tool);
  const maxStdout = options.maxStdoutBytes ?? 16 * 1024 * 1024;
  return new Promise<RunToolResult>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new MediaProcessingError('mediaProcessing.cancelled'));
      return;
    }
    const child = spawn(path, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    let stdout = '';
    let stdoutBytes = 0;
    let pendingLine = '';
    let stderrTail = '';
    let failure: MediaProcessingError | undefined;

    const stop = (error: MediaProcessingError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(new MediaProcessingError('mediaProcessing.timeout', `${tool} ran longer than ${options.timeoutMs} ms`)), options.timeoutMs);
    const onAbort = () => stop(new MediaProcessingError('mediaProcessing.cancelled'));
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (options.onStdoutLine) {
        const lines = (pendingLine + chunk).split('\n');
        pendingLine = lines.pop() ?? '';
        for (const line of lines) options.onStdoutLine(line.trimEnd());
        return;
      }
      stdoutBytes += Buffer.byteLength(chunk);
      if (stdoutBytes > maxStdout) stop(new MediaProcessingError(options.failureKey ?? 'mediaProcessing.transcodeFailed', `${tool} output exceeded ${maxStdout} bytes`));
      else stdout += chunk;
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-STDERR_TAIL);
    });

    const finish = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (error) => {
      finish();
      reject(new MediaProcessingError('mediaProcessing.toolsMissing', `${tool} could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      finish();
      if (pendingLine && options.onStdoutLine) options.onStdoutLine(pendingLine.trimEnd());
      if (failure) reject(failure);
      else if (code !== 0) {
        const why = stderrTail.trim() || `exit ${code ?? signal}`;
        reject(new MediaProcessingError(options.failureKey ?? 'mediaProcessing.transcodeFailed', `${tool} exited with ${code ?? signal}: ${why}`));
      } else resolve({ stdout, stderrTail });
    });
  });
}

export type MediaToolCheck = ResolvedMediaTool & { version: string };

/** Runs `-version` of both tools: a start-up or health check that the binaries exist and execute on this machine. */
export async function checkMediaTools(): Promise<{ ffmpeg: MediaToolCheck; ffprobe: MediaToolCheck }> {
  const check = async (tool: MediaTool): Promise<MediaToolCheck> => {
    const { stdout } = await runMediaTool(tool, ['-hide_banner', '-version'], { timeoutMs: 15_000, failureKey: 'mediaProcessing.toolsMissing' });
    const version = /version (\S+)/.exec(stdout)?.[1] ?? 'unknown';
    return { ...resolveMediaTool(tool), version };
  };
  const [ffmpeg, ffprobe] = await Promise.all([check('ffmpeg'), check('ffprobe')]);
  return { ffmpeg, ffprobe };
}
