import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@plataforma/shared';
import { formatTimecode, sortChapters, type Chapter } from '@plataforma/shared/content';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { saveChapters } from './api.ts';
import { chapterRowsToChapters, chapterErrors, type ChapterRow } from './chapter-rows.ts';

const rowsOf = (chapters: Chapter[]): ChapterRow[] =>
  sortChapters(chapters).map((c) => ({ title: c.title, start: formatTimecode(c.start), end: formatTimecode(c.end) }));

/**
 * Chapters of a video (3-admin §3, §5): title, start and end as HH:MM:SS; start before end, end within the video's
 * duration, no overlap (shared validateChapters). Saved together with POST midia/updateVideoInfo/{id}.
 */
export function ChaptersPanel({ midiaId, chapters, duration, onChanged }: { midiaId: string; chapters: Chapter[]; duration: number | null; onChanged: () => void }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const [rows, setRows] = useState<ChapterRow[]>(() => rowsOf(chapters));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const storedKey = JSON.stringify(chapters);
  useEffect(() => setRows(rowsOf(JSON.parse(storedKey) as Chapter[])), [storedKey]);

  const change = (index: number, field: keyof ChapterRow, value: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
    setErrors((e) => {
      const { [`${index}.${field}`]: _gone, ...rest } = e;
      return rest;
    });
  };

  const add = () => {
    const lastEnd = rows.length > 0 ? rows[rows.length - 1].end : '00:00:00';
    setRows((current) => [...current, { title: '', start: lastEnd, end: '' }]);
  };

  const save = async () => {
    const problems = chapterErrors(rows, duration ?? undefined);
    const found: Record<string, string> = {};
    for (const p of problems) found[`${p.index}.${p.field}`] ??= translate(p.key, language, p.params);
    setErrors(found);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      await saveChapters(midiaId, sortChapters(chapterRowsToChapters(rows)));
      notifySuccess(t('messages:records.updated'));
      onChanged();
    } catch (error) {
      notifyError(error, t('repository.chapters.saveError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="chapters-panel">
      <Text size="xs" c="dimmed">
        {duration ? t('repository.chapters.hint', { duration: formatTimecode(duration) }) : t('repository.chapters.hintNoDuration')}
      </Text>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('repository.chapters.empty')}
        </Text>
      )}
      {rows.map((row, index) => (
        <Group key={index} align="flex-start" gap="sm" wrap="nowrap" data-testid="chapter-row">
          <TextInput
            style={{ flex: 1 }}
            placeholder={t('repository.chapters.title')}
            aria-label={t('repository.chapters.title')}
            value={row.title}
            error={errors[`${index}.title`]}
            onChange={(e) => change(index, 'title', e.currentTarget.value)}
            data-testid="chapter-title"
          />
          <TextInput
            w={120}
            placeholder="00:00:00"
            aria-label={t('repository.chapters.start')}
            value={row.start}
            error={errors[`${index}.start`]}
            onChange={(e) => change(index, 'start', e.currentTarget.value)}
            data-testid="chapter-start"
          />
          <TextInput
            w={120}
            placeholder="00:00:00"
            aria-label={t('repository.chapters.end')}
            value={row.end}
            error={errors[`${index}.end`]}
            onChange={(e) => change(index, 'end', e.currentTarget.value)}
            data-testid="chapter-end"
          />
          <Tooltip label={t('repository.actions.delete')} withArrow>
            <ActionIcon mt={4} variant="subtle" color="red" onClick={() => setRows((current) => current.filter((_, i) => i !== index))} aria-label={t('repository.actions.delete')}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={add} data-testid="chapter-add">
          {t('repository.chapters.add')}
        </Button>
        <Button variant="light" leftSection={<IconDeviceFloppy size={16} />} loading={busy} onClick={() => void save()} data-testid="chapters-save">
          {t('repository.chapters.save')}
        </Button>
      </Group>
    </Stack>
  );
}
