import '@mantine/dropzone/styles.css';

import { ActionIcon, Group, Input, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { notifyError } from '../lib/notify.ts';

export type FileDropZoneProps = {
  /** The input's `accept` attribute. */
  accept: string;
  /** Checks a chosen file: the message to show as an error toast, or null when it passes. */
  check: (file: File) => string | null;
  /** Then checks its content (read in the browser, e.g. its first bytes): the message, or null when it passes. */
  checkContent?: (file: File) => Promise<string | null>;
  file: File | null;
  onFile: (file: File | null) => void;
  /** The name of the file already stored (edits), shown while no other is chosen. */
  storedName?: string | null;
  /** Lines under the name: of the chosen file, of the stored one. */
  chosenDetail?: ReactNode;
  storedDetail?: ReactNode;
  /** The zone's texts: its title and the hints under it (accepted types, limit). */
  title: ReactNode;
  hints: ReactNode[];
  removeLabel: string;
  /** A label above the zone, required unless a file is stored. */
  label?: ReactNode;
  error?: ReactNode;
  /** The zone's test id; the input, the error and the name add `-input`, `-error`, `-name`. */
  testId: string;
};

/**
 * One file to send (1-shell §5 file drop): a drop zone that checks the file in the browser first (a refusal is an
 * error toast with the rule's message), then the file chosen (or the one stored) with a button to remove it.
 */
export function FileDropZone({ accept, check, checkContent, file, onFile, storedName, chosenDetail, storedDetail, title, hints, removeLabel, label, error, testId }: FileDropZoneProps) {
  const [checking, setChecking] = useState(false);
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = check(chosen);
    if (problem) {
      notifyError(null, problem);
      return;
    }
    if (checkContent) {
      setChecking(true);
      const contentProblem = await checkContent(chosen).finally(() => setChecking(false));
      if (contentProblem) {
        notifyError(null, contentProblem);
        return;
      }
    }
    onFile(chosen);
  };
  const detail = file ? chosenDetail : storedDetail;

  return (
    <Stack gap={6}>
      {label && <Input.Label required={!storedName}>{label}</Input.Label>}
      <Dropzone
        onDrop={(files) => void choose(files[0])}
        loading={checking}
        multiple={false}
        useFsAccessApi={false}
        radius="md"
        p="md"
        inputProps={{ accept, 'data-testid': `${testId}-input` } as InputHTMLAttributes<HTMLInputElement>}
        data-testid={testId}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group gap="md" wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <ThemeIcon size={46} radius="md" variant="light">
            <IconUpload size={24} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {title}
            </Text>
            {hints.map((hint, i) => (
              <Text key={i} size="xs" c="dimmed">
                {hint}
              </Text>
            ))}
          </Stack>
        </Group>
      </Dropzone>
      {error && (
        <Text size="xs" c="red" data-testid={`${testId}-error`}>
          {error}
        </Text>
      )}
      {(file || storedName) && (
        <Paper withBorder radius="md" px="sm" py={8}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFile size={20} stroke={1.6} style={{ flexShrink: 0 }} aria-hidden />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate data-testid={`${testId}-name`}>
                  {file ? file.name : storedName}
                </Text>
                {detail && (
                  <Text size="xs" c="dimmed">
                    {detail}
                  </Text>
                )}
              </Stack>
            </Group>
            {file && (
              <Tooltip label={removeLabel} withArrow>
                <ActionIcon variant="subtle" color="gray" onClick={() => onFile(null)} aria-label={removeLabel}>
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
