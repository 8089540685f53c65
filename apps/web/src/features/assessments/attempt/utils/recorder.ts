import { UPLOAD_MAX_MB, uploadSegmentOf, type UploadKind, type UploadSegment } from '@plataforma/shared/assessments';

/**
 * How a practical upload answer is produced for each allowed kind (2-learner §3 Question 'allowed upload kinds', §5
 * 'Upload type mapping: document, audio, video, image'): the microphone, the camera and the screen are recorded in the
 * browser with MediaRecorder; audio, video, document and image are files picked from the computer. Every kind sends its
 * files to the upload call's segment (uploadSegmentOf).
 */

export type Capture = 'microphone' | 'camera' | 'screen' | 'file';

export const captureOf = (kind: UploadKind): Capture => (kind === 'microphone' ? 'microphone' : kind === 'camera' ? 'camera' : kind === 'screen' ? 'screen' : 'file');

/** Whether a recording has pictures (camera, screen) or only sound (microphone). */
export const recordsVideo = (capture: Capture): boolean => capture === 'camera' || capture === 'screen';

/** What the file picker accepts for a kind (the server checks the real content again). */
export const ACCEPT: Record<UploadKind, string> = {
  document: '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.txt,.csv,application/pdf,text/plain',
  image: 'image/png,image/jpeg,image/gif,image/webp',
  audio: 'audio/*',
  video: 'video/*',
  microphone: 'audio/*',
  camera: 'video/*',
  screen: 'video/*',
};

/** The order kinds are offered in: recordings first, then files. */
const ORDER: readonly UploadKind[] = ['microphone', 'camera', 'screen', 'audio', 'video', 'image', 'document'];

/** The allowed kinds of a question, deduplicated, in the order they are offered. */
export const offeredKinds = (kinds: readonly UploadKind[]): UploadKind[] => ORDER.filter((kind) => kinds.includes(kind));

const VIDEO_TYPES = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];
const AUDIO_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** The first container the browser records for the capture ('' lets the browser choose). */
export function recorderMimeType(capture: Capture, isTypeSupported: (type: string) => boolean): string {
  if (capture === 'file') return '';
  return (recordsVideo(capture) ? VIDEO_TYPES : AUDIO_TYPES).find((type) => isTypeSupported(type)) ?? '';
}

/** File name of a recording: 'gravacao-<kind>-<yyyymmdd-hhmmss>.<ext>' with the extension of the recorded type. */
export function recordingFileName(kind: UploadKind, mime: string, at: Date): string {
  const base = mime.split(';')[0].trim().toLowerCase();
  const ext = base.endsWith('/mp4') ? 'mp4' : base.endsWith('/ogg') ? 'ogg' : 'webm';
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}${p(at.getMonth() + 1)}${p(at.getDate())}-${p(at.getHours())}${p(at.getMinutes())}${p(at.getSeconds())}`;
  return `gravacao-${kind}-${stamp}.${ext}`;
}

/** The upload call's segment of a kind. */
export const segmentOf = (kind: UploadKind): UploadSegment => uploadSegmentOf(kind);

/** Largest file of a kind, in bytes. */
export const maxBytesOf = (kind: UploadKind): number => UPLOAD_MAX_MB[segmentOf(kind)] * 1024 * 1024;

/** Why a picked file does not fit the kind: 'type' (wrong kind of file), 'size' (too large) or null (fits). */
export function fileIssue(kind: UploadKind, file: { type: string; size: number; name: string }): 'type' | 'size' | null {
  const mime = file.type.toLowerCase();
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const segment = segmentOf(kind);
  const fits =
    segment === 'Imagens'
      ? ['image/png', 'image/jpeg', 'image/gif', 'image/webp'].includes(mime) || (!mime && ['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(ext))
      : segment === 'Audio'
        ? mime.startsWith('audio/') || (mime === 'video/webm' && kind === 'microphone') || (!mime && ['mp3', 'ogg', 'wav', 'webm', 'm4a'].includes(ext))
        : segment === 'Video'
          ? mime.startsWith('video/') || (!mime && ['mp4', 'webm', 'mov', 'ogv'].includes(ext))
          : !mime.startsWith('audio/') && !mime.startsWith('video/') && !mime.startsWith('image/');
  if (!fits) return 'type';
  return file.size > maxBytesOf(kind) ? 'size' : null;
}
