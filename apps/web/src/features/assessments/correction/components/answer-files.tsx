import { Anchor, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import type { AnswerFile } from '@plataforma/shared/assessments';
import { IconAlertTriangle, IconFileText } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../lib/api-client.ts';
import { fileView } from '../correction-rules.ts';

/**
 * A served answer file as an object URL: the file routes need the session (Authorization header), which a plain
 * `src` cannot send, so the file is fetched through the API client. The URL is revoked when the file leaves.
 */
function useFileUrl(url: string): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let created: string | null = null;
    setState({ src: null, failed: false });
    api
      .get<Blob>(url, { responseType: 'blob', signal: controller.signal })
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setState({ src: created, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  return state;
}

/** One file: audio and video players, an image preview or a link to the document. */
export function AnswerFileView({ file }: { file: AnswerFile }) {
  const { t } = useTranslation('assessments');
  const view = fileView(file);
  const { src, failed } = useFileUrl(file.url);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="answer-file" data-view={view}>
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap">
          <IconFileText size={16} />
          <Text size="sm" fw={500} truncate>
            {file.name}
          </Text>
        </Group>
        {failed ? (
          <Group gap={6} c="red">
            <IconAlertTriangle size={16} />
            <Text size="sm">{t('correction.view.fileLoadError')}</Text>
          </Group>
        ) : !src ? (
          <Loader size="sm" />
        ) : view === 'audio' ? (
          <audio controls src={src} style={{ width: '100%' }} data-testid="answer-file-audio" />
        ) : view === 'video' ? (
          <video controls src={src} style={{ width: '100%', maxHeight: 360, borderRadius: 8 }} data-testid="answer-file-video" />
        ) : view === 'image' ? (
          <Anchor href={src} target="_blank" rel="noreferrer">
            <Image src={src} alt={file.name} mah={280} fit="contain" radius="sm" data-testid="answer-file-image" />
          </Anchor>
        ) : (
          <Anchor href={src} download={file.name} size="sm" data-testid="answer-file-document">
            {t('correction.view.openDocument')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

export function AnswerFileList({ files }: { files: readonly AnswerFile[] }) {
  if (files.length === 0) return null;
  return (
    <Stack gap="xs">
      {files.map((file) => (
        <AnswerFileView key={file.id} file={file} />
      ))}
    </Stack>
  );
}
