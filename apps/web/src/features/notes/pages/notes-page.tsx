import { Alert, Button, Center, Group, Loader, Pagination, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconNotes, IconSearch } from '@tabler/icons-react';
import type { Note } from '@plataforma/shared/notes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteNote, useNotesList } from '../api/notes.ts';
import { NoteCard } from '../components/note-card.tsx';
import { NoteEditorModal } from '../components/note-editor-modal.tsx';

const PAGE_SIZE = 20;

/**
 * 'My notes' (2-learner §2 Notes list), at /anotacoes: the person's notes as cards, newest first, with a search over
 * title, text and content name; each note is edited in the note editor and deleted after a confirmation (§5).
 */
export function NotesPage() {
  const { t } = useTranslation('notes');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Note | null>(null);
  const query = useNotesList({ pageNumber: page, pageSize: PAGE_SIZE, search: debounced || undefined });
  const remove = useDeleteNote();
  const notes = query.data?.data ?? [];

  const askDelete = async (note: Note) => {
    const confirmed = await confirmAction({
      title: t('confirmDelete.title'),
      message: t('confirmDelete.message', { title: note.titulo }),
      confirmLabel: t('confirmDelete.confirm'),
      tone: 'danger',
      testId: 'note-delete',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(note.id);
      notifySuccess(t('confirmDelete.done'));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      <PageHeader icon={<IconNotes size={26} stroke={1.6} />} eyebrow={t('group')} title={t('title')} description={t('description')} />
      <Group mb="lg">
        <TextInput
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          placeholder={t('searchPlaceholder')}
          aria-label={t('search')}
          leftSection={<IconSearch size={16} />}
          w={{ base: '100%', sm: 360 }}
          data-testid="notes-search"
        />
      </Group>
      {query.error ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="notes-error">
          <Group justify="space-between">
            <Text size="sm">{errorMessage(query.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Group>
        </Alert>
      ) : query.isPending ? (
        <Center h={240}>
          <Loader />
        </Center>
      ) : notes.length === 0 ? (
        <Paper withBorder radius="lg" shadow="xs" p="xl" data-testid="notes-empty">
          <Stack align="center" gap="sm" py="xl" ta="center">
            <ThemeIcon size={64} radius="xl" variant="light">
              <IconNotes size={32} stroke={1.5} />
            </ThemeIcon>
            <Text fw={700} fz="lg">
              {debounced ? t('empty.noResults') : t('empty.title')}
            </Text>
            {!debounced && (
              <Text c="dimmed" size="sm" maw={460}>
                {t('empty.description')}
              </Text>
            )}
          </Stack>
        </Paper>
      ) : (
        <Stack gap="lg" data-testid="notes-list" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="lg">
            {notes.map((note) => (
              <NoteCard key={note.id} note={note} onEdit={setEditing} onDelete={(n) => void askDelete(n)} />
            ))}
          </SimpleGrid>
          {(query.data?.totalPages ?? 0) > 1 && (
            <Center>
              <Pagination value={query.data?.pageNumber ?? page} total={query.data?.totalPages ?? 1} onChange={setPage} />
            </Center>
          )}
        </Stack>
      )}
      <NoteEditorModal opened={editing !== null} onClose={() => setEditing(null)} midiaId={editing?.midiaId ?? ''} note={editing} />
    </>
  );
}
