import { Alert, Anchor, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink, IconFileText } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCertificateFile } from '../api/external-certificates.ts';
import { fileViewOf } from '../utils/certificate-form.ts';

type FileState = { src: string | null; mime: string | null; failed: boolean };

/**
 * A certificate's file as an object URL: the file route needs the session (Authorization header), which a plain `src`
 * cannot send, so the file is fetched through the API client. The URL is revoked when the file leaves.
 */
export function useCertificateFileUrl(url: string | null): FileState {
  const [state, setState] = useState<FileState>({ src: null, mime: null, failed: false });
  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    let created: string | null = null;
    setState({ src: null, mime: null, failed: false });
    fetchCertificateFile(url, controller.signal)
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setState({ src: created, mime: blob.type || null, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src: null, mime: null, failed: true });
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  return state;
}

type CertificateFilePreviewProps = {
  url: string;
  fileName: string | null;
  mime: string | null;
  /** Height of the PDF frame / largest height of the image. */
  height?: number;
};

/** The certificate's file: the image itself or the PDF in a frame, with a link that opens it in a new tab. */
export function CertificateFilePreview({ url, fileName, mime, height = 420 }: CertificateFilePreviewProps) {
  const { t } = useTranslation('external-certificates');
  const file = useCertificateFileUrl(url);
  const view = fileViewOf(file.mime ?? mime, fileName);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="certificate-file" data-view={view}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFileText size={16} style={{ flexShrink: 0 }} aria-hidden />
            <Text size="sm" fw={500} truncate>
              {fileName ?? t('review.file')}
            </Text>
          </Group>
          {file.src && (
            <Anchor href={file.src} target="_blank" rel="noreferrer" size="sm" data-testid="certificate-file-open">
              <Group gap={4} wrap="nowrap">
                <IconExternalLink size={14} />
                {t('actions.openFile')}
              </Group>
            </Anchor>
          )}
        </Group>
        {file.failed ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} data-testid="certificate-file-error">
            {t('review.fileLoadError')}
          </Alert>
        ) : !file.src ? (
          <Loader size="sm" />
        ) : view === 'image' ? (
          <Image src={file.src} alt={fileName ?? t('review.file')} mah={height} fit="contain" radius="sm" data-testid="certificate-file-image" />
        ) : (
          <iframe
            src={file.src}
            title={t('review.pdfTitle')}
            style={{ width: '100%', height, border: 0, borderRadius: 8 }}
            data-testid="certificate-file-pdf"
          />
        )}
      </Stack>
    </Paper>
  );
}
