import { ActionIcon, AspectRatio, Badge, Box, Card, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { IconClockHour4, IconEdit, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { formatNoteTime, type Note } from '@plataforma/shared/notes';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';

type Props = { note: Note; onEdit: (note: Note) => void; onDelete: (note: Note) => void };

/** One note of 'my notes': screenshot with the video time over it, title, content name and kind, text, date, actions. */
export function NoteCard({ note, onEdit, onDelete }: Props) {
  const { t } = useTranslation('notes');
  const language = useLanguage();
  const kind = t(`kind.${note.midiaTipo}`, { defaultValue: note.midiaTipo });
  return (
    <Card withBorder radius="lg" shadow="xs" padding="md" data-testid="note-card" data-note-id={note.id}>
      <Card.Section pos="relative">
        <AspectRatio ratio={16 / 9}>
          {note.imagemUrl ? (
            <Box bg="dark.7">
              <Image src={apiUrl(note.imagemUrl)} alt={t('card.screenshot', { title: note.titulo })} fit="contain" h="100%" loading="lazy" data-testid="note-card-image" />
            </Box>
          ) : (
            <Stack align="center" justify="center" gap={4} bg="var(--mantine-color-default-hover)">
              <IconPhotoOff size={28} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
            </Stack>
          )}
        </AspectRatio>
        {note.tempo !== null && (
          <Tooltip label={t('card.time')} withArrow>
            <Badge pos="absolute" top={10} left={10} color="dark" variant="filled" opacity={0.85} leftSection={<IconClockHour4 size={13} />} data-testid="note-card-time">
              {formatNoteTime(note.tempo)}
            </Badge>
          </Tooltip>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
            {kind}
          </Badge>
          <Text size="xs" c="dimmed" truncate data-testid="note-card-midia">
            {note.midiaNome}
          </Text>
        </Group>
        <Text fw={700} lineClamp={2} data-testid="note-card-title">
          {note.titulo}
        </Text>
        <Text size="sm" c={note.descricao ? undefined : 'dimmed'} lineClamp={4} style={{ whiteSpace: 'pre-line' }} data-testid="note-card-description">
          {note.descricao ?? t('card.noDescription')}
        </Text>
      </Stack>
      <Group justify="space-between" mt="md" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('card.createdAt', { date: formatDateTime(note.criadoEm, language) })}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('actions.edit')} withArrow>
            <ActionIcon variant="subtle" aria-label={t('actions.edit')} onClick={() => onEdit(note)} data-testid="note-card-edit">
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('actions.delete')} withArrow>
            <ActionIcon variant="subtle" color="red" aria-label={t('actions.delete')} onClick={() => onDelete(note)} data-testid="note-card-delete">
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}
