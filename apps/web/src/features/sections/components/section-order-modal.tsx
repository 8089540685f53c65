import { ActionIcon, Badge, Button, Group, Loader, Modal, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section, SectionOrderField } from '@plataforma/shared/sections';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useOrderSectionsMutation, useSectionsInOrder } from '../api/sections.ts';

/** Home and catalog order of the sections (POST Secao/Ordenar with the full ordered list). */
export function SectionOrderModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('sections');
  const [field, setField] = useState<SectionOrderField>('ordemAprendizado');
  const query = useSectionsInOrder(field, opened);
  const order = useOrderSectionsMutation();
  const [rows, setRows] = useState<Section[]>([]);

  useEffect(() => {
    if (query.data) setRows(query.data);
  }, [query.data]);

  const move = (from: number, step: -1 | 1) => {
    const to = from + step;
    if (to < 0 || to >= rows.length) return;
    const next = [...rows];
    [next[from], next[to]] = [next[to], next[from]];
    setRows(next);
  };

  const confirm = async () => {
    try {
      await order.mutateAsync({ campo: field, secoesIds: rows.map((r) => r.id) });
      notifySuccess(t('orderSaved'));
      onClose();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={640}
      title={
        <Group gap="xs">
          <IconArrowsSort size={20} />
          <Text fw={600}>{t('orderTitle')}</Text>
        </Group>
      }
      attributes={{ content: { 'data-testid': 'section-order' } }}
    >
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          value={field}
          onChange={(v) => setField(v as SectionOrderField)}
          data={[
            { value: 'ordemAprendizado', label: t('orderHome') },
            { value: 'ordemCatalogo', label: t('orderCatalog') },
          ]}
          data-testid="section-order-field"
        />
        <Text size="xs" c="dimmed">
          {t('orderHint')}
        </Text>
        {query.isLoading ? (
          <Loader size="sm" />
        ) : (
          <Stack gap={4} mah={420} style={{ overflowY: 'auto' }}>
            {rows.map((row, index) => (
              <Paper key={row.id} withBorder radius="sm" px="sm" py={6} data-testid="section-order-row">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap">
                    <Badge variant="light" size="sm" w={32} p={0}>
                      {index + 1}
                    </Badge>
                    <Text size="sm" truncate>
                      {row.nome}
                    </Text>
                    <Badge variant="outline" size="xs" color="gray">
                      {t(`ambiente.${row.ambiente}`)}
                    </Badge>
                  </Group>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={t('actions.up')} disabled={index === 0} onClick={() => move(index, -1)} data-testid="section-order-up">
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" aria-label={t('actions.down')} disabled={index === rows.length - 1} onClick={() => move(index, 1)} data-testid="section-order-down">
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={order.isPending} disabled={rows.length === 0} data-testid="section-order-save">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
