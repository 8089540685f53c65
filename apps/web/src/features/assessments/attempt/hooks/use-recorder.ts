import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadKind } from '@plataforma/shared/assessments';
import { captureOf, recorderMimeType, recordingFileName, recordsVideo } from '../utils/recorder.ts';

export type RecorderState = 'idle' | 'starting' | 'recording' | 'denied' | 'unsupported';

const stopTracks = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/**
 * Records the microphone, the camera or the screen with MediaRecorder (2-learner §3 practical upload kinds). While
 * recording, `stream` is the live picture (for a preview) and `elapsed` the seconds recorded; `stop` ends the recording
 * and hands the file to `onRecorded`. Devices are released when the recording stops or the component leaves.
 */
export function useRecorder(onRecorded: (file: File, kind: UploadKind) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [kind, setKind] = useState<UploadKind | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const handler = useRef(onRecorded);
  useEffect(() => {
    handler.current = onRecorded;
  }, [onRecorded]);

  useEffect(() => {
    if (state !== 'recording') return;
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 500);
    return () => window.clearInterval(timer);
  }, [state]);

  useEffect(
    () => () => {
      if (recorder.current && recorder.current.state !== 'inactive') {
        recorder.current.ondataavailable = null;
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      stopTracks(streamRef.current);
    },
    [],
  );

  const start = useCallback(async (what: UploadKind) => {
    const capture = captureOf(what);
    const devices = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (capture === 'file' || typeof MediaRecorder === 'undefined' || !devices || (capture === 'screen' ? !devices.getDisplayMedia : !devices.getUserMedia)) {
      setKind(what);
      setState('unsupported');
      return;
    }
    setKind(what);
    setState('starting');
    let media: MediaStream;
    try {
      if (capture === 'screen') media = await devices.getDisplayMedia({ video: true, audio: true });
      else media = await devices.getUserMedia(capture === 'camera' ? { video: true, audio: true } : { audio: true });
    } catch {
      setState('denied');
      return;
    }
    const mimeType = recorderMimeType(capture, (type) => MediaRecorder.isTypeSupported(type));
    let rec: MediaRecorder;
    try {
      rec = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
    } catch {
      stopTracks(media);
      setState('unsupported');
      return;
    }
    const chunks: Blob[] = [];
    rec.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    rec.onstop = () => {
      stopTracks(media);
      streamRef.current = null;
      setStream(null);
      setState('idle');
      const type = (rec.mimeType || mimeType || (recordsVideo(capture) ? 'video/webm' : 'audio/webm')).split(';')[0];
      if (chunks.length === 0) return;
      handler.current(new File(chunks, recordingFileName(what, type, new Date()), { type }), what);
    };
    // the person may end a screen share from the browser's own bar
    media.getVideoTracks().forEach((track) => track.addEventListener('ended', () => rec.state !== 'inactive' && rec.stop()));
    recorder.current = rec;
    streamRef.current = media;
    setStream(media);
    setElapsed(0);
    rec.start(1000);
    setState('recording');
  }, []);

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  const reset = useCallback(() => setState((current) => (current === 'recording' || current === 'starting' ? current : 'idle')), []);

  return { state, kind, stream, elapsed, start, stop, reset };
}
