import { Alert, Button, Checkbox, Divider, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canExport, orderedExportColumns } from '@plataforma/shared';
import { DATA_TABLE_NS } from './locales.ts';

export type ExportScope = 'all' | 'selected';

type ExportDialogProps = {
  opened: boolean;
  onClose: () => void;
  columns: readonly { key: string; title: string }[];
  totalCount: number;
  selectedCount: number;
  /** Runs the export with the chosen columns (table order) and scope; the dialog closes when it resolves. */
  onExport: (columns: string[], scope: ExportScope) => Promise<void>;
};

/**
 * Choosing what goes into the .xlsx (1-shell §5): the columns (all by default, at least one, else
 * 'Selecione pelo menos uma coluna para exportar.') and, when rows are selected, all filtered rows or the selection.
 */
export function ExportDialog({ opened, onClose, columns, totalCount, selectedCount, onExport }: ExportDialogProps) {
  const { t } = useTranslation(DATA_TABLE_NS);
  const all = columns.map((c) => c.key);
  const [chosen, setChosen] = useState<string[]>(all);
  const [scope, setScope] = useState<ExportScope>('all');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const allKey = all.join('|');

  useEffect(() => {
    if (!opened) return;
    setChosen(allKey ? allKey.split('|') : []);
    setScope(selectedCount > 0 ? 'selected' : 'all');
    setError(null);
  }, [opened, allKey, selectedCount]);

  const submit = async () => {
    const ordered = orderedExportColumns(all, chosen);
    if (!canExport(ordered)) {
      setError(t('messages:export.noColumns'));
      return;
    }
    setBusy(true);
    try {
      await onExport(ordered, scope);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  const everything = chosen.length === all.length;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size={560}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light" color="teal">
            <IconFileSpreadsheet size={20} />
          </ThemeIcon>
          <div>
            <Text fw={700}>{t('export.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('export.description')}
            </Text>
          </div>
        </Group>
      }
      attributes={{ content: { 'data-testid': 'export-dialog' } }}
    >
      <Stack gap="md">
        {selectedCount > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('export.scope')}
            </Text>
            <SegmentedControl
              fullWidth
              value={scope}
              onChange={(value) => setScope(value as ExportScope)}
              data={[
                { value: 'all', label: t('export.scopeAll', { count: totalCount }) },
                { value: 'selected', label: t('export.scopeSelected', { count: selectedCount }) },
              ]}
              data-testid="export-scope"
            />
          </Stack>
        )}
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {t('export.columns')}
          </Text>
          <Checkbox
            size="sm"
            label={t('export.selectAll')}
            checked={everything}
            indeterminate={chosen.length > 0 && !everything}
            onChange={() => {
              setChosen(everything ? [] : all);
              setError(null);
            }}
            data-testid="export-select-all"
          />
        </Group>
        <Divider my={-6} />
        <Checkbox.Group
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setError(null);
          }}
        >
          <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
            {columns.map((column) => (
              <Checkbox key={column.key} value={column.key} label={column.title} data-testid={`export-column-${column.key}`} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} py="xs" data-testid="export-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button leftSection={<IconFileSpreadsheet size={18} />} loading={busy} onClick={() => void submit()} data-testid="export-confirm">
            {t('export.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
