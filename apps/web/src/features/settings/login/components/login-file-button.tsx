import { Button, FileButton, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@plataforma/shared';
import { loginFileAccept, loginFileProblem, type LoginFileUse } from '@plataforma/shared/settings';
import { getLanguage } from '../../../../lib/language.ts';
import { errorMessage, notifyError } from '../../../../lib/notify.ts';
import { uploadLoginFile, type StoredLoginFile } from '../api.ts';

type LoginFileButtonProps = {
  use: LoginFileUse;
  label: ReactNode;
  onStored: (stored: StoredLoginFile, file: File) => void;
  /** Checked before the file chooser opens (the slide limit): the message to show, or null. */
  refuse?: () => string | null;
  testId: string;
  variant?: 'light' | 'filled' | 'default';
};

/**
 * Upload of a background or slide file: checked in the browser first (kind and size), then sent with its progress;
 * the server's refusal (size, type by the bytes, a video with sound) is shown under the button and as a toast.
 */
export function LoginFileButton({ use, label, onStored, refuse, testId, variant = 'light' }: LoginFileButtonProps) {
  const { t } = useTranslation('settingsLogin');
  const [progress, setProgress] = useState<{ name: string; share: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // cleared after each choice, so choosing the same file again is a new choice
  const resetRef = useRef<() => void>(null);

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const problem = loginFileProblem(file, use);
    if (problem) {
      const message = translate(problem.key, getLanguage(), 'params' in problem ? problem.params : {});
      setError(message);
      notifyError(null, message);
      return;
    }
    setError(null);
    setProgress({ name: file.name, share: 0 });
    try {
      const stored = await uploadLoginFile(use, file, (share) => setProgress({ name: file.name, share }));
      onStored(stored, file);
    } catch (failure) {
      const message = errorMessage(failure);
      setError(message);
      notifyError(failure);
    } finally {
      setProgress(null);
    }
  };

  const refusal = () => {
    const message = refuse?.() ?? null;
    if (message) {
      setError(message);
      notifyError(null, message);
    }
    return message;
  };

  return (
    <Stack gap={6}>
      <FileButton resetRef={resetRef} onChange={(file) => void choose(file)} accept={loginFileAccept(use)} inputProps={{ 'data-testid': `${testId}-input` } as ComponentProps<'input'>}>
        {(props) => (
          <Button
            {...props}
            onClick={() => {
              if (!refusal()) props.onClick();
            }}
            variant={variant}
            leftSection={<IconUpload size={16} />}
            loading={progress !== null}
            data-testid={testId}
          >
            {label}
          </Button>
        )}
      </FileButton>
      {progress && (
        <Stack gap={2} data-testid={`${testId}-progress`}>
          <Progress value={Math.round(progress.share * 100)} size="sm" aria-label={progress.name} animated />
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('uploading', { name: progress.name, percent: Math.round(progress.share * 100) })}
          </Text>
        </Stack>
      )}
      {error && (
        <Text size="sm" c="red" role="alert" data-testid={`${testId}-error`}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
