import { Alert, Box, Button, Center, CloseButton, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { MidiaInfo } from '@plataforma/shared/content';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/notify.ts';
import { midiaInfoQuery } from '../../content/players/api.ts';
import { MediaPlayer } from '../../content/players/media-player.tsx';
import { useMidiaDownload } from '../../content/players/simple-players.tsx';

/** 'Drawer widths: ... media 1820' (2-learner §9); never wider than 95% of the screen. */
export const MEDIA_DIALOG_WIDTH = 1820;

/**
 * Media preview modal of the files repository: the object's name (or a 'preview' label by kind) as title, a download
 * button for documents and PDFs when allowed, the close button; no reaction button (reactions are hidden on the files
 * route). Loading shows a spinner; a failure shows a danger alert with a close button. The body is the player in
 * preview mode (progress posts in the standalone context).
 */
export function MediaPreviewModal({ midiaId, onClose }: { midiaId: string | null; onClose(): void }) {
  const { t } = useTranslation('content', { keyPrefix: 'players' });
  const query = useQuery({ ...midiaInfoQuery(midiaId ?? ''), enabled: Boolean(midiaId) });
  const info = query.data;

  const title = info ? info.nome || t(`previewTitle.${info.tipo}`) : t('preview.loading');
  return (
    <Modal
      opened={Boolean(midiaId)}
      onClose={onClose}
      size={`min(${MEDIA_DIALOG_WIDTH}px, 95vw)`}
      centered
      withCloseButton={false}
      padding="lg"
      radius="md"
      // the name goes on the dialog itself (an aria-label on the Modal lands on its role-less wrapper)
      attributes={{ content: { 'aria-label': title } }}
      data-testid="media-preview-modal"
    >
      <Group justify="space-between" wrap="nowrap" mb="md" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          {info && (
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`previewTitle.${info.tipo}`)}
            </Text>
          )}
          <Title order={4} lineClamp={1} data-testid="media-preview-title">
            {title}
          </Title>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {info && <PreviewDownload info={info} />}
          <CloseButton size="lg" aria-label={t('preview.close')} onClick={onClose} />
        </Group>
      </Group>
      {query.isPending && midiaId ? (
        <Center h={360} data-testid="media-preview-loading">
          <Loader />
        </Center>
      ) : query.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle />}
          title={t('preview.loadErrorTitle')}
          withCloseButton
          closeButtonLabel={t('preview.close')}
          onClose={onClose}
          data-testid="media-preview-error"
        >
          {errorMessage(query.error, t('preview.loadError'))}
        </Alert>
      ) : info ? (
        <Box>
          <MediaPlayer info={info} mode="preview" />
        </Box>
      ) : null}
    </Modal>
  );
}

/** Download for documents and PDFs when this person may download the file. */
function PreviewDownload({ info }: { info: MidiaInfo }) {
  const { t } = useTranslation('content', { keyPrefix: 'players.preview' });
  const { busy, download } = useMidiaDownload(info.id, info.fileName ?? info.nome);
  const allowed = (info.tipo === 'pdf' && info.pdfDownloadAllowed) || (info.tipo === 'documento' && info.downloadable);
  if (!allowed) return null;
  return (
    <Button variant="light" leftSection={<IconDownload size={18} />} loading={busy} onClick={() => void download()} data-testid="media-preview-download">
      {t('download')}
    </Button>
  );
}
