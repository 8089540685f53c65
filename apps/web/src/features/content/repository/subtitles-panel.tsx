import { ActionIcon, Autocomplete, Badge, Button, FileButton, Group, Paper, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconFileUpload, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueMessage, translate } from '@plataforma/shared';
import { SUBTITLE_EXTENSIONS, checkSubtitleFile, saveSubtitleRequestSchema, type Subtitle } from '@plataforma/shared/content';
import { confirmAction } from '../../../components/confirm.tsx';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { deleteSubtitle, updateSubtitle, uploadSubtitle } from './api.ts';

const LANGUAGE_SUGGESTIONS = ['pt-BR', 'en-US', 'es-ES', 'pt', 'en', 'es'];

type Errors = Partial<Record<'name' | 'srclang' | 'file', string>>;

/** Name and language checked with the shared contract, in the person's language. */
function useSubtitleValidation() {
  const language = useLanguage();
  return (values: { name: string; srclang: string }): Errors => {
    const parsed = saveSubtitleRequestSchema.safeParse(values);
    if (parsed.success) return {};
    const errors: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as 'name' | 'srclang';
      errors[field] ??= issueMessage(issue as Parameters<typeof issueMessage>[0], language);
    }
    return errors;
  };
}

function SubtitleRow({ subtitle, onChanged }: { subtitle: Subtitle; onChanged: () => void }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const validate = useSubtitleValidation();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({ name: subtitle.name, srclang: subtitle.srclang });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await updateSubtitle(subtitle.id, values);
      notifySuccess(t('messages:records.updated'));
      setEditing(false);
      onChanged();
    } catch (error) {
      applyApiErrors({ setFieldError: (path, message) => setErrors((e) => ({ ...e, [path]: message })) }, error);
      notifyError(error, t('repository.subtitles.sendError'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const ok = await confirmAction({
      title: t('repository.subtitles.deleteTitle'),
      message: t('repository.subtitles.deleteMessage', { name: subtitle.name }),
      confirmLabel: t('repository.actions.delete'),
      tone: 'danger',
      testId: 'confirm-delete-subtitle',
    });
    if (!ok) return;
    try {
      await deleteSubtitle(subtitle.id);
      notifySuccess(t('messages:records.removed'));
      onChanged();
    } catch (error) {
      notifyError(error, t('repository.subtitles.removeError'));
    }
  };

  if (editing) {
    return (
      <Table.Tr data-testid="subtitle-row">
        <Table.Td>
          <TextInput size="xs" value={values.name} error={errors.name} onChange={(e) => {
            const name = e.currentTarget.value;
            setValues((v) => ({ ...v, name }));
          }} aria-label={t('repository.subtitles.name')} data-testid="subtitle-edit-name" />
        </Table.Td>
        <Table.Td>
          <Autocomplete size="xs" data={LANGUAGE_SUGGESTIONS} value={values.srclang} error={errors.srclang} onChange={(srclang) => setValues((v) => ({ ...v, srclang }))} aria-label={t('repository.subtitles.srclang')} />
        </Table.Td>
        <Table.Td />
        <Table.Td>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <ActionIcon variant="subtle" color="teal" loading={busy} onClick={() => void save()} aria-label={t('repository.actions.save')} data-testid="subtitle-edit-save">
              <IconCheck size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" onClick={() => setEditing(false)} aria-label={t('repository.actions.cancel')}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Table.Tr data-testid="subtitle-row">
      <Table.Td>
        <Text size="sm" fw={600}>
          {subtitle.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" radius="sm" tt="none">
          {subtitle.srclang}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed">
          {formatDateTime(subtitle.createdAt, language)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('repository.subtitles.rename')} withArrow>
            <ActionIcon variant="subtle" color="gray" onClick={() => setEditing(true)} aria-label={t('repository.subtitles.rename')} data-testid="subtitle-rename">
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('repository.actions.delete')} withArrow>
            <ActionIcon variant="subtle" color="red" onClick={() => void remove()} aria-label={t('repository.actions.delete')} data-testid="subtitle-delete">
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Subtitles of a video (3-admin §3, §5): .vtt or .srt up to 5 MB, each with a name and a language. */
export function SubtitlesPanel({ midiaId, subtitles, onChanged }: { midiaId: string; subtitles: Subtitle[]; onChanged: () => void }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const validate = useSubtitleValidation();
  const [values, setValues] = useState({ name: '', srclang: 'pt-BR' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const pick = (picked: File | null) => {
    if (!picked) return;
    const check = checkSubtitleFile(picked);
    if (!check.ok) {
      notifyError(null, translate(check.key, language, check.params));
      return;
    }
    setFile(picked);
    setErrors((e) => ({ ...e, file: undefined }));
    if (!values.name.trim()) setValues((v) => ({ ...v, name: picked.name.replace(/\.[^.]+$/, '') }));
  };

  const add = async () => {
    const found = validate(values);
    if (!file) found.file = translate('midia.fileRequired', language);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await uploadSubtitle(midiaId, values, file!);
      notifySuccess(t('messages:records.created'));
      setValues({ name: '', srclang: values.srclang });
      setFile(null);
      onChanged();
    } catch (error) {
      applyApiErrors({ setFieldError: (path, message) => setErrors((e) => ({ ...e, [path]: message })) }, error);
      notifyError(error, t('repository.subtitles.sendError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="subtitles-panel">
      {subtitles.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('repository.subtitles.empty')}
        </Text>
      ) : (
        <Table verticalSpacing={6} striped={false} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('repository.subtitles.name')}</Table.Th>
              <Table.Th w={130}>{t('repository.subtitles.srclang')}</Table.Th>
              <Table.Th w={150}>{t('repository.subtitles.createdAt')}</Table.Th>
              <Table.Th w={80} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subtitles.map((subtitle) => (
              <SubtitleRow key={subtitle.id} subtitle={subtitle} onChanged={onChanged} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Paper withBorder radius="md" p="sm">
        <Text size="sm" fw={600} mb={6}>
          {t('repository.subtitles.add')}
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <FileButton onChange={pick} accept={SUBTITLE_EXTENSIONS.map((e) => `.${e}`).join(',')}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileUpload size={16} />} data-testid="subtitle-file" style={{ maxWidth: 220 }}>
                <Text size="sm" truncate>
                  {file ? file.name : t('repository.subtitles.chooseFile')}
                </Text>
              </Button>
            )}
          </FileButton>
          <TextInput
            placeholder={t('repository.subtitles.name')}
            aria-label={t('repository.subtitles.name')}
            value={values.name}
            error={errors.name}
            onChange={(e) => {
            const name = e.currentTarget.value;
            setValues((v) => ({ ...v, name }));
          }}
            style={{ flex: 1, minWidth: 160 }}
            data-testid="subtitle-name"
          />
          <Autocomplete
            w={130}
            data={LANGUAGE_SUGGESTIONS}
            placeholder="pt-BR"
            aria-label={t('repository.subtitles.srclang')}
            value={values.srclang}
            error={errors.srclang}
            onChange={(srclang) => setValues((v) => ({ ...v, srclang }))}
            data-testid="subtitle-srclang"
          />
          <Button leftSection={<IconPlus size={16} />} loading={busy} onClick={() => void add()} data-testid="subtitle-add">
            {t('repository.subtitles.addButton')}
          </Button>
        </Group>
        {errors.file && (
          <Text size="xs" c="red" mt={4}>
            {errors.file}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt={6}>
          {t('repository.subtitles.hint')}
        </Text>
      </Paper>
    </Stack>
  );
}
