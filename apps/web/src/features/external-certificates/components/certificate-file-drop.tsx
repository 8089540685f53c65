import '@mantine/dropzone/styles.css';

import { ActionIcon, Group, Input, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { CERTIFICATE_FILE_ACCEPT, CERTIFICATE_FILE_MAX_MB, checkCertificateFile } from '../utils/certificate-form.ts';

type CertificateFileDropProps = {
  file: File | null;
  onFile: (file: File | null) => void;
  /** The file the request holds already (edits). */
  storedName?: string | null;
  error?: ReactNode;
};

/**
 * The certificate's file (2-learner §8: png, jpg or pdf up to 2 MB): a drop zone that checks the file in the browser
 * first (a wrong type or a file too large gives the shared message as an error toast), then the file chosen.
 */
export function CertificateFileDrop({ file, onFile, storedName, error }: CertificateFileDropProps) {
  const { t } = useTranslation('external-certificates');
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkCertificateFile(chosen);
    if (problem) {
      notifyError(null, t(`messages:${problem}`));
      return;
    }
    onFile(chosen);
  };

  return (
    <Stack gap={6}>
      <Input.Label required={!storedName}>{t('form.file')}</Input.Label>
      <Dropzone
        onDrop={(files) => choose(files[0])}
        multiple={false}
        useFsAccessApi={false}
        radius="md"
        p="md"
        inputProps={{ accept: CERTIFICATE_FILE_ACCEPT, 'data-testid': 'certificate-file-input' } as InputHTMLAttributes<HTMLInputElement>}
        data-testid="certificate-file-drop"
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group gap="md" wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <ThemeIcon size={42} radius="md" variant="light">
            <IconUpload size={22} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {t('form.drop')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('form.accepted', { size: CERTIFICATE_FILE_MAX_MB })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {error && (
        <Text size="xs" c="red" data-testid="certificate-file-error">
          {error}
        </Text>
      )}
      {(file || storedName) && (
        <Paper withBorder radius="md" px="sm" py={8}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFile size={20} stroke={1.6} style={{ flexShrink: 0 }} aria-hidden />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate data-testid="certificate-file-name">
                  {file ? file.name : storedName}
                </Text>
                {!file && (
                  <Text size="xs" c="dimmed">
                    {t('form.stored')}
                  </Text>
                )}
              </Stack>
            </Group>
            {file && (
              <Tooltip label={t('form.removeFile')} withArrow>
                <ActionIcon variant="subtle" color="gray" onClick={() => onFile(null)} aria-label={t('form.removeFile')}>
                  <IconX size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
