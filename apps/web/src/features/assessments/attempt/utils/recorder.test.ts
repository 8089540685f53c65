import { describe, expect, it } from 'vitest';
import { captureOf, fileIssue, maxBytesOf, offeredKinds, recorderMimeType, recordingFileName, recordsVideo, segmentOf } from './recorder.ts';

describe('kind mapping', () => {
  it('microphone, camera and screen are recorded; the rest are files', () => {
    expect(captureOf('microphone')).toBe('microphone');
    expect(captureOf('camera')).toBe('camera');
    expect(captureOf('screen')).toBe('screen');
    expect(captureOf('audio')).toBe('file');
    expect(captureOf('video')).toBe('file');
    expect(captureOf('document')).toBe('file');
    expect(captureOf('image')).toBe('file');
    expect(recordsVideo('camera')).toBe(true);
    expect(recordsVideo('screen')).toBe(true);
    expect(recordsVideo('microphone')).toBe(false);
  });
  it('each kind goes to its upload segment', () => {
    expect(segmentOf('microphone')).toBe('Audio');
    expect(segmentOf('audio')).toBe('Audio');
    expect(segmentOf('camera')).toBe('Video');
    expect(segmentOf('screen')).toBe('Video');
    expect(segmentOf('video')).toBe('Video');
    expect(segmentOf('document')).toBe('Documentos');
    expect(segmentOf('image')).toBe('Imagens');
  });
  it('offers only the allowed kinds, recordings first', () => {
    expect(offeredKinds(['document', 'microphone', 'image', 'microphone'])).toEqual(['microphone', 'image', 'document']);
    expect(offeredKinds([])).toEqual([]);
  });
});

describe('recorderMimeType', () => {
  it('the first supported container of the capture', () => {
    const supported = new Set(['video/webm', 'audio/ogg;codecs=opus']);
    expect(recorderMimeType('camera', (t) => supported.has(t))).toBe('video/webm');
    expect(recorderMimeType('microphone', (t) => supported.has(t))).toBe('audio/ogg;codecs=opus');
    expect(recorderMimeType('screen', () => false)).toBe('');
    expect(recorderMimeType('file', () => true)).toBe('');
  });
});

describe('recordingFileName', () => {
  it('names the recording with the kind, the time and the extension of the type', () => {
    const at = new Date(2026, 2, 4, 9, 5, 7);
    expect(recordingFileName('microphone', 'audio/webm;codecs=opus', at)).toBe('gravacao-microphone-20260304-090507.webm');
    expect(recordingFileName('camera', 'video/mp4', at)).toBe('gravacao-camera-20260304-090507.mp4');
    expect(recordingFileName('microphone', 'audio/ogg', at)).toBe('gravacao-microphone-20260304-090507.ogg');
  });
});

describe('fileIssue', () => {
  it('checks the kind of file', () => {
    expect(fileIssue('image', { name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(fileIssue('image', { name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe('type');
    expect(fileIssue('document', { name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(fileIssue('document', { name: 'a.png', type: 'image/png', size: 10 })).toBe('type');
    expect(fileIssue('audio', { name: 'a.mp3', type: 'audio/mpeg', size: 10 })).toBeNull();
    expect(fileIssue('video', { name: 'a.mp3', type: 'audio/mpeg', size: 10 })).toBe('type');
    expect(fileIssue('microphone', { name: 'r.webm', type: 'video/webm', size: 10 })).toBeNull();
  });
  it('checks the size of the segment', () => {
    expect(maxBytesOf('image')).toBe(10 * 1024 * 1024);
    expect(fileIssue('image', { name: 'a.png', type: 'image/png', size: maxBytesOf('image') + 1 })).toBe('size');
    expect(fileIssue('document', { name: 'a.pdf', type: 'application/pdf', size: maxBytesOf('document') })).toBeNull();
  });
});
