import { ActionIcon, AspectRatio, Badge, Box, Button, FileButton, Group, Image, Modal, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconClockHour4, IconNotes, IconPhotoOff, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { checkFile } from '@plataforma/shared';
import { formatNoteTime, NOTE_DESCRIPTION_MAX, NOTE_IMAGE_MAX_MB, NOTE_IMAGE_MIME_SUBTYPES, NOTE_TITLE_MAX, type Note } from '@plataforma/shared/notes';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextarea, CountedTextInput } from '../../../components/counted-input.tsx';
import { apiUrl, isApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSaveNote } from '../api/notes.ts';

export type NoteEditorModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The object the note is about (ignored when editing: a note keeps its object). */
  midiaId: string;
  cursoId?: string | null;
  formacaoId?: string | null;
  /** Seconds into the video (a new note); an edited note keeps its own. */
  tempo?: number | null;
  /** The captured frame of a new note. */
  screenshot?: Blob | null;
  /** The note to edit; none: a new note. */
  note?: Note | null;
  onSaved?: (note: Note) => void;
};

type Values = { titulo: string; descricao: string };

/** Above the media preview (a modal itself), under the confirmation dialogs (400). */
const EDITOR_Z_INDEX = 300;

/**
 * Writes or edits a note (2-learner §3 Note, §5): title, the note's text (up to 2,000 characters), the screenshot
 * (the captured frame, an image chosen here, or none) and the video time. Used by the video player's 'Anotar' button,
 * the 'my notes' page and, later, the classroom.
 */
export function NoteEditorModal({ opened, onClose, midiaId, cursoId, formacaoId, tempo, screenshot, note, onSaved }: NoteEditorModalProps) {
  const { t } = useTranslation('notes');
  const save = useSaveNote();
  /** Blob: the image to send; null: none (removes a stored one); undefined: the stored one is kept. */
  const [image, setImage] = useState<Blob | null | undefined>(undefined);
  const form = useForm<Values>({
    initialValues: { titulo: '', descricao: '' },
    validate: {
      titulo: (value) => {
        if (!value.trim()) return t('messages:validation.required');
        return value.trim().length > NOTE_TITLE_MAX ? t('messages:anotacao.titleTooLong', { max: NOTE_TITLE_MAX }) : null;
      },
      descricao: (value) => (value.trim().length > NOTE_DESCRIPTION_MAX ? t('messages:anotacao.tooLong', { max: NOTE_DESCRIPTION_MAX.toLocaleString('pt-BR') }) : null),
    },
  });

  // Each opening starts from the note (or empty) and the captured frame.
  useEffect(() => {
    if (!opened) return;
    form.setValues({ titulo: note?.titulo ?? '', descricao: note?.descricao ?? '' });
    form.resetDirty();
    form.clearErrors();
    setImage(note ? undefined : (screenshot ?? null));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, note?.id, screenshot]);

  const blobUrl = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (blobUrl ? URL.revokeObjectURL(blobUrl) : undefined), [blobUrl]);
  const preview = blobUrl ?? (image === undefined && note?.imagemUrl ? apiUrl(note.imagemUrl) : null);
  const time = note ? note.tempo : (tempo ?? null);

  const chooseImage = (file: File | null) => {
    if (!file) return;
    const check = checkFile(file, { accept: NOTE_IMAGE_MIME_SUBTYPES, maxSize: NOTE_IMAGE_MAX_MB, unit: 'MB' });
    if (!check.ok) {
      notifyError(null, t(`messages:${check.key}`, check.params));
      return;
    }
    setImage(file);
  };

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        id: note?.id,
        input: {
          midiaId: note?.midiaId ?? midiaId,
          titulo: values.titulo.trim(),
          descricao: values.descricao.trim(),
          tempo: time,
          cursoId: note ? note.cursoId : (cursoId ?? null),
          formacaoId: note ? note.formacaoId : (formacaoId ?? null),
          image,
        },
      });
      notifySuccess(note ? t('editor.updated') : t('editor.created'));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const field = isApiError(error) ? (error.details as { field?: string } | undefined)?.field : undefined;
      if (isApiError(error) && (field === 'titulo' || field === 'descricao') && error.firstMessage) form.setFieldError(field, error.firstMessage);
      else notifyError(error);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size={600}
      zIndex={EDITOR_Z_INDEX}
      closeOnClickOutside={!save.isPending}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light">
            <IconNotes size={20} />
          </ThemeIcon>
          <div>
            <Text fw={700} fz="lg" lh={1.3}>
              {note ? t('editor.editTitle') : t('editor.newTitle')}
            </Text>
            <Text size="sm" c="dimmed">
              {note?.midiaNome ?? t('editor.subtitle')}
            </Text>
          </div>
        </Group>
      }
      attributes={{ content: { 'data-testid': 'note-editor' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Box>
            <Group justify="space-between" mb={6}>
              <Text size="sm" fw={500}>
                {t('editor.screenshot')}
              </Text>
              {time !== null && (
                <Badge variant="light" leftSection={<IconClockHour4 size={14} />} data-testid="note-editor-time">
                  {t('editor.time', { time: formatNoteTime(time) })}
                </Badge>
              )}
            </Group>
            <AspectRatio ratio={16 / 9} maw={420} mx="auto">
              {preview ? (
                <Box pos="relative" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', background: 'var(--mantine-color-dark-7)' }}>
                  <Image src={preview} alt={t('editor.screenshot')} fit="contain" h="100%" data-testid="note-editor-screenshot" />
                  <Tooltip label={t('actions.removeImage')} withinPortal={false}>
                    <ActionIcon
                      pos="absolute"
                      top={8}
                      right={8}
                      color="red"
                      variant="filled"
                      aria-label={t('actions.removeImage')}
                      onClick={() => setImage(null)}
                      data-testid="note-editor-remove-image"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Box>
              ) : (
                <Stack align="center" justify="center" gap={4} style={{ border: '1px dashed var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}>
                  <IconPhotoOff size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
                  <Text size="sm" c="dimmed">
                    {t('editor.noScreenshot')}
                  </Text>
                </Stack>
              )}
            </AspectRatio>
            <Group justify="center" mt={6}>
              <FileButton onChange={chooseImage} accept="image/png,image/jpeg,image/webp">
                {(props) => (
                  <Button {...props} size="xs" variant="subtle" leftSection={<IconPhotoPlus size={16} />} data-testid="note-editor-choose-image">
                    {preview ? t('actions.changeImage') : t('actions.addImage')}
                  </Button>
                )}
              </FileButton>
            </Group>
          </Box>
          <CountedTextInput
            label={t('editor.titulo')}
            placeholder={t('editor.tituloPlaceholder')}
            withAsterisk
            maxLength={NOTE_TITLE_MAX}
            data-autofocus
            data-testid="note-editor-title"
            {...form.getInputProps('titulo')}
          />
          <CountedTextarea
            label={t('editor.descricao')}
            placeholder={t('editor.descricaoPlaceholder')}
            autosize
            minRows={4}
            maxRows={10}
            maxLength={NOTE_DESCRIPTION_MAX}
            data-testid="note-editor-description"
            {...form.getInputProps('descricao')}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="note-editor-submit">
              {t('editor.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
