import { Alert, Badge, Center, Group, List, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate, IconClipboardCheck, IconLayoutList, IconLink, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { getMidiaBonds, useMidiaBonds, type MidiaBonds } from './api.ts';

export const BOND_GROUPS = ['cursos', 'formacoes', 'secoes', 'avaliacoes'] as const;
const GROUP_ICON: Record<(typeof BOND_GROUPS)[number], ReactNode> = {
  cursos: <IconSchool size={16} />,
  formacoes: <IconCertificate size={16} />,
  secoes: <IconLayoutList size={16} />,
  avaliacoes: <IconClipboardCheck size={16} />,
};

export const emptyBonds = (): MidiaBonds => ({ cursos: [], formacoes: [], secoes: [], avaliacoes: [], total: 0 });

/** Where an object is used, or no bond when the server has no record of any (404: the call is not offered). */
export async function bondsOrNone(id: string): Promise<MidiaBonds> {
  try {
    const bonds = await getMidiaBonds(id);
    return { ...emptyBonds(), ...bonds };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return emptyBonds();
    throw error;
  }
}

/** The bonds grouped by kind: courses, trails, sections and assessments that use the object. */
export function BondsList({ bonds }: { bonds: MidiaBonds }) {
  const { t } = useTranslation('content');
  return (
    <Stack gap="sm" data-testid="midia-bonds">
      {BOND_GROUPS.filter((group) => (bonds[group] ?? []).length > 0).map((group) => (
        <Stack key={group} gap={4}>
          <Group gap={6}>
            <ThemeIcon size={24} radius="sm" variant="light">
              {GROUP_ICON[group]}
            </ThemeIcon>
            <Text size="sm" fw={600}>
              {t(`repository.bonds.${group}`)}
            </Text>
            <Badge size="sm" variant="light" radius="sm">
              {bonds[group].length}
            </Badge>
          </Group>
          <List size="sm" spacing={2} pl="xl">
            {bonds[group].map((bond) => (
              <List.Item key={bond.id}>{bond.nome}</List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}

/** 'Vínculos' of an object (3-admin §2 'see bonds'). */
export function BondsModal({ midia, onClose }: { midia: { id: string; nome: string } | null; onClose: () => void }) {
  const { t } = useTranslation('content');
  const query = useMidiaBonds(midia?.id ?? null);
  const missing = isApiError(query.error) && query.error.status === 404;
  const bonds = query.data ? { ...emptyBonds(), ...query.data } : missing ? emptyBonds() : null;

  return (
    <Modal
      opened={midia !== null}
      onClose={onClose}
      centered
      radius="lg"
      size={520}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light">
            <IconLink size={20} />
          </ThemeIcon>
          <div>
            <Text fw={700} fz="lg" lh={1.3}>
              {t('repository.bonds.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {midia?.nome}
            </Text>
          </div>
        </Group>
      }
      attributes={{ content: { 'data-testid': 'midia-bonds-modal' } }}
    >
      {bonds ? (
        bonds.total === 0 ? (
          <Text size="sm" c="dimmed" data-testid="midia-bonds-none">
            {t('repository.bonds.none')}
          </Text>
        ) : (
          <BondsList bonds={bonds} />
        )
      ) : query.error ? (
        <Alert color="red" variant="light">
          {errorMessage(query.error)}
        </Alert>
      ) : (
        <Center mih={120}>
          <Loader />
        </Center>
      )}
    </Modal>
  );
}
