import '@mantine/dropzone/styles.css';

import { ActionIcon, Box, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@plataforma/shared';
import { MIDIA_IMAGE_EXTENSIONS, MIDIA_IMAGE_MAX_MB } from '@plataforma/shared/content';
import { LANGUAGE_LOCALES, useLanguage } from '../../../lib/language.ts';
import { FileDropZone } from '../../../components/file-drop-zone.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { formatBytes } from '../../content/uploads/transfers.ts';
import { acceptAttribute, acceptedLabel, checkMidiaContent, checkMidiaFile } from './midia-form.ts';

/**
 * Checks a dropped file as the file-drop rule says (1-shell §5): a wrong type gives an error toast listing the
 * accepted files, a file too large 'validation.fileSizeExceeds'. Returns the file when it passes.
 */
export function useCheckedFile(accepted: readonly string[], maxMb: number) {
  const language = useLanguage();
  return (file: File | undefined): File | null => {
    if (!file) return null;
    const problem = checkMidiaFile(file, accepted, maxMb);
    if (problem) {
      notifyError(null, translate(problem.key, language, problem.params));
      return null;
    }
    return file;
  };
}

type FileDropProps = {
  accepted: readonly string[];
  maxMb: number;
  file: File | null;
  onFile: (file: File | null) => void;
  /** The file the object holds already (edits). */
  storedName?: string | null;
  storedSize?: number | null;
  error?: ReactNode;
  testId: string;
};

/** The main file of an object: a drop zone with the kind's accepted extensions and size limit, then the file chosen. */
export function FileDrop({ accepted, maxMb, file, onFile, storedName, storedSize, error, testId }: FileDropProps) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const limit = maxMb >= 1024 ? `${maxMb / 1024} GB` : `${maxMb} MB`;
  const check = (chosen: File) => {
    const problem = checkMidiaFile(chosen, accepted, maxMb);
    return problem ? translate(problem.key, language, problem.params) : null;
  };
  const checkContent = async (chosen: File) => {
    const problem = await checkMidiaContent(chosen, accepted);
    return problem ? translate(problem.key, language, problem.params) : null;
  };
  return (
    <FileDropZone
      accept={acceptAttribute(accepted)}
      check={check}
      checkContent={checkContent}
      file={file}
      onFile={onFile}
      storedName={storedName}
      chosenDetail={file ? t('repository.file.chosen', { size: formatBytes(file.size, LANGUAGE_LOCALES[language]) }) : null}
      storedDetail={t('repository.file.stored', { size: formatBytes(storedSize ?? null, LANGUAGE_LOCALES[language]) })}
      title={t('repository.file.drop')}
      hints={[t('repository.file.accepted', { accepted: acceptedLabel(accepted) }), t('repository.file.limit', { limit })]}
      removeLabel={t('repository.file.remove')}
      error={error}
      testId={testId}
    />
  );
}

type ImagePickerProps = {
  label: string;
  hint: string;
  currentUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  /** Width / height of the preview. */
  ratio: number;
  testId: string;
};

/** A card image or the video cover: the image shown (chosen or stored), replaced by dropping another one. */
export function ImagePicker({ label, hint, currentUrl, file, onFile, ratio, testId }: ImagePickerProps) {
  const { t } = useTranslation('content');
  const check = useCheckedFile(MIDIA_IMAGE_EXTENSIONS, MIDIA_IMAGE_MAX_MB);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentUrl;

  return (
    <Stack gap={6}>
      <div>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </div>
      <Dropzone
        onDrop={(files) => {
          const checked = check(files[0]);
          if (checked) onFile(checked);
        }}
        multiple={false}
        useFsAccessApi={false}
        radius="md"
        p={0}
        inputProps={{ accept: acceptAttribute(MIDIA_IMAGE_EXTENSIONS), 'data-testid': `${testId}-input` } as InputHTMLAttributes<HTMLInputElement>}
        data-testid={testId}
      >
        <Box style={{ aspectRatio: String(ratio), pointerEvents: 'none', overflow: 'hidden', borderRadius: 'var(--mantine-radius-md)' }}>
          {shown ? (
            <Image src={shown} alt={label} h="100%" w="100%" fit="cover" />
          ) : (
            <Stack align="center" justify="center" h="100%" gap={4} c="dimmed">
              <IconPhotoPlus size={28} stroke={1.5} />
              <Text size="xs" ta="center" px="xs">
                {t('repository.images.drop')}
              </Text>
            </Stack>
          )}
        </Box>
      </Dropzone>
      {file && (
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            {t('repository.images.pending', { name: file.name })}
          </Text>
          <ActionIcon size="sm" variant="subtle" color="gray" onClick={() => onFile(null)} aria-label={t('repository.file.remove')}>
            <IconX size={14} />
          </ActionIcon>
        </Group>
      )}
    </Stack>
  );
}
