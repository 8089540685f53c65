import { ActionIcon, Alert, Button, FileButton, Group, Image, Paper, Progress, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { UPLOAD_MAX_MB, type UploadKind } from '@plataforma/shared/assessments';
import {
  IconCamera,
  IconFileMusic,
  IconFileText,
  IconMicrophone,
  IconMovie,
  IconPhoto,
  IconPlayerStopFilled,
  IconScreenShare,
  IconTrash,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '../../../../lib/notify.ts';
import { useRecorder } from '../hooks/use-recorder.ts';
import type { PendingFile } from '../utils/answer-payload.ts';
import { ACCEPT, captureOf, fileIssue, offeredKinds, recordsVideo, segmentOf } from '../utils/recorder.ts';
import { formatClock } from '../utils/timer.ts';

const KIND_ICON: Record<UploadKind, Icon> = {
  microphone: IconMicrophone,
  camera: IconCamera,
  screen: IconScreenShare,
  audio: IconFileMusic,
  video: IconMovie,
  image: IconPhoto,
  document: IconFileText,
};

let sequence = 0;
const nextKey = () => `f${Date.now().toString(36)}${(sequence += 1)}`;

type PracticalUploadProps = {
  kinds: readonly UploadKind[];
  files: PendingFile[];
  onChange: (files: PendingFile[]) => void;
  /** Sending: nothing can be added or removed; `progress` (0..1) per file key. */
  busy: boolean;
  progress: Record<string, number>;
};

/**
 * The practical upload answer (2-learner §3 Question 'allowed upload kinds'): only the kinds the question allows,
 * recordings of the microphone, camera or screen (MediaRecorder) and files picked from the computer, each with a
 * preview; the files are sent after the answer, with a progress bar each.
 */
export function PracticalUpload({ kinds, files, onChange, busy, progress }: PracticalUploadProps) {
  const { t } = useTranslation('assessments');
  const filesRef = useRef(files);
  useEffect(() => {
    filesRef.current = files;
  }, [files]);
  const add = (file: File, kind: UploadKind) => {
    const issue = fileIssue(kind, file);
    if (issue === 'type') return notifyWarning(t('attempt.upload.wrongType', { name: file.name }));
    if (issue === 'size') return notifyWarning(t('attempt.upload.tooLarge', { name: file.name, max: UPLOAD_MAX_MB[segmentOf(kind)] }));
    onChange([...filesRef.current, { key: nextKey(), kind, file }]);
  };
  const recorder = useRecorder(add);
  const recording = recorder.state === 'recording' || recorder.state === 'starting';
  const offered = offeredKinds(kinds);

  return (
    <Stack gap="sm" data-testid="practical-upload">
      <Text size="sm" fw={600}>
        {t('attempt.upload.allowed')}
      </Text>
      <Group gap="xs" wrap="wrap">
        {offered.map((kind) => {
          const KindIcon = KIND_ICON[kind];
          if (captureOf(kind) !== 'file') {
            return (
              <Button
                key={kind}
                variant="light"
                leftSection={<KindIcon size={18} />}
                disabled={busy || recording}
                onClick={() => void recorder.start(kind)}
                data-testid={`upload-kind-${kind}`}
              >
                {t(`attempt.upload.kinds.${kind}`)}
              </Button>
            );
          }
          return (
            <FileButton key={kind} accept={ACCEPT[kind]} multiple onChange={(picked) => picked.forEach((file) => add(file, kind))} disabled={busy || recording}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<KindIcon size={18} />} data-testid={`upload-kind-${kind}`}>
                  {t(`attempt.upload.kinds.${kind}`)}
                </Button>
              )}
            </FileButton>
          );
        })}
      </Group>

      {recording && recorder.kind && (
        <Paper withBorder radius="md" p="sm" data-testid="recorder">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs">
                <ThemeIcon color="red" radius="xl" size={14} aria-hidden>
                  {' '}
                </ThemeIcon>
                <Text size="sm" fw={600} data-testid="recorder-time">
                  {t('attempt.upload.recording', { time: formatClock(recorder.elapsed) })}
                </Text>
              </Group>
              <Button color="red" leftSection={<IconPlayerStopFilled size={16} />} onClick={recorder.stop} disabled={recorder.state !== 'recording'} data-testid="recorder-stop">
                {t('attempt.upload.stop')}
              </Button>
            </Group>
            {recorder.stream && recordsVideo(captureOf(recorder.kind)) && <LivePreview stream={recorder.stream} />}
          </Stack>
        </Paper>
      )}
      {(recorder.state === 'denied' || recorder.state === 'unsupported') && recorder.kind && (
        <Alert color="orange" variant="light" withCloseButton onClose={recorder.reset} data-testid="recorder-problem">
          {recorder.state === 'denied'
            ? t('attempt.upload.permissionDenied', { device: t(`attempt.upload.devices.${captureOf(recorder.kind)}`) })
            : t('attempt.upload.unsupported')}
        </Alert>
      )}

      <Stack gap="xs" data-testid="upload-files">
        {files.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('attempt.upload.noFiles')}
          </Text>
        ) : (
          files.map((item) => (
            <PendingFileRow key={item.key} item={item} progress={progress[item.key]} busy={busy} onRemove={() => onChange(files.filter((f) => f.key !== item.key))} />
          ))
        )}
      </Stack>
    </Stack>
  );
}

function LivePreview({ stream }: { stream: MediaStream }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return <video ref={ref} autoPlay muted playsInline style={{ width: '100%', maxHeight: 280, borderRadius: 8, background: '#000' }} data-testid="recorder-preview" />;
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function PendingFileRow({ item, progress, busy, onRemove }: { item: PendingFile; progress: number | undefined; busy: boolean; onRemove: () => void }) {
  const { t } = useTranslation('assessments');
  const url = useMemo(() => URL.createObjectURL(item.file), [item.file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const mime = item.file.type;
  const KindIcon = KIND_ICON[item.kind] ?? IconVideo;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="upload-file" data-kind={item.kind}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <KindIcon size={16} />
            <Text size="sm" fw={500} truncate>
              {item.file.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {sizeText(item.file.size)}
            </Text>
          </Group>
          {!busy && (
            <Tooltip label={t('attempt.upload.remove')}>
              <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('attempt.upload.remove')} data-testid="upload-file-remove">
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {mime.startsWith('image/') ? (
          <Image src={url} alt={item.file.name} mah={200} fit="contain" radius="sm" />
        ) : mime.startsWith('audio/') || (mime === 'video/webm' && item.kind === 'microphone') ? (
          <audio controls src={url} style={{ width: '100%' }} />
        ) : mime.startsWith('video/') ? (
          <video controls src={url} style={{ width: '100%', maxHeight: 280, borderRadius: 8 }} />
        ) : null}
        {progress !== undefined && (
          <Progress value={Math.round(progress * 100)} size="sm" radius="xl" animated={progress < 1} aria-label={t('attempt.upload.uploading', { name: item.file.name })} data-testid="upload-progress" />
        )}
      </Stack>
    </Paper>
  );
}
