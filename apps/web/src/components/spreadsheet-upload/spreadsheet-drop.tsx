import '@mantine/dropzone/styles.css';

import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconAlertTriangle, IconDownload, IconFileSpreadsheet, IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { notifyError } from '../../lib/notify.ts';

const formatSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** The spreadsheet template to fill in, with its download button (a failed download is an error toast). */
export function SpreadsheetTemplateCard({ title, hint, downloadLabel, download, testId }: { title: ReactNode; hint: ReactNode; downloadLabel: ReactNode; download: () => Promise<void>; testId: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (failure) {
      notifyError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Group justify="space-between" wrap="nowrap" gap="md" align="center">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <ThemeIcon size={38} radius="md" variant="light" color="teal">
            <IconFileSpreadsheet size={22} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {title}
            </Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </Stack>
        </Group>
        <Button variant="light" color="teal" leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void run()} style={{ flexShrink: 0 }} data-testid={testId}>
          {downloadLabel}
        </Button>
      </Group>
    </Paper>
  );
}

export type SpreadsheetDropProps = {
  /** Mantine Dropzone `accept` (MIME type -> extensions). */
  accept: Record<string, string[]>;
  maxSize?: number;
  file: File | null;
  onFile: (file: File | null) => void;
  onReject: (rejections: FileRejection[]) => void;
  texts: { idle: ReactNode; accept: ReactNode; reject: ReactNode; hint: ReactNode; remove: string };
  /** Show the chosen file's size beside its name. */
  showSize?: boolean;
  error?: ReactNode;
  errorTitle?: ReactNode;
  /** The zone's test id prefix: `-dropzone`, `-input`, `-file` and `-file-error` are added. */
  testId: string;
};

/**
 * One spreadsheet to send (imports, batch enrolment): a large drop zone that says whether the dragged file is
 * accepted, then the chosen file with a button to remove it, and the error of the last choice or check.
 */
export function SpreadsheetDrop({ accept, maxSize, file, onFile, onReject, texts, showSize = false, error, errorTitle, testId }: SpreadsheetDropProps) {
  return (
    <>
      <Dropzone
        onDrop={(files) => onFile(files[0] ?? null)}
        onReject={onReject}
        accept={accept}
        maxSize={maxSize}
        multiple={false}
        useFsAccessApi={false}
        radius="md"
        inputProps={{ 'data-testid': `${testId}-input` } as InputHTMLAttributes<HTMLInputElement>}
        data-testid={`${testId}-dropzone`}
      >
        <Stack align="center" gap={6} py="lg" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={44} stroke={1.4} color="var(--mantine-color-brand-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={44} stroke={1.4} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileUpload size={44} stroke={1.4} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <Text fw={600} ta="center">
            <Dropzone.Idle>{texts.idle}</Dropzone.Idle>
            <Dropzone.Accept>{texts.accept}</Dropzone.Accept>
            <Dropzone.Reject>{texts.reject}</Dropzone.Reject>
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {texts.hint}
          </Text>
        </Stack>
      </Dropzone>

      {file && (
        <Paper withBorder radius="md" px="md" py="sm" data-testid={`${testId}-file`}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFileSpreadsheet size={22} color="var(--mantine-color-teal-6)" style={{ flexShrink: 0 }} />
              <Text size="sm" fw={600} truncate>
                {file.name}
              </Text>
              {showSize && (
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {formatSize(file.size)}
                </Text>
              )}
            </Group>
            <ActionIcon variant="subtle" color="gray" aria-label={texts.remove} onClick={() => onFile(null)}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      )}

      {error && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={errorTitle} data-testid={`${testId}-file-error`}>
          {error}
        </Alert>
      )}
    </>
  );
}
