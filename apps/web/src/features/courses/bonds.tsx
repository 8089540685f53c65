import { Alert, Badge, Center, Group, List, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate, IconLayoutList, IconLink, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/notify.ts';
import { useContentBonds, type AnyBonds } from './api.ts';
import type { ContentKind } from './content-form.ts';

const BOND_GROUPS = ['formacoes', 'preRequisitoDeCursos', 'preRequisitoDeFormacoes', 'secoes'] as const;
type BondGroup = (typeof BOND_GROUPS)[number];
const GROUP_ICON: Record<BondGroup, ReactNode> = {
  formacoes: <IconCertificate size={16} />,
  preRequisitoDeCursos: <IconSchool size={16} />,
  preRequisitoDeFormacoes: <IconCertificate size={16} />,
  secoes: <IconLayoutList size={16} />,
};

const groupOf = (bonds: AnyBonds, group: BondGroup) => (group in bonds ? (bonds as Record<BondGroup, { id: string; nome: string }[]>)[group] : []);

/** The bonds grouped: trails holding the course, courses and trails requiring it, sections. */
export function ContentBondsList({ bonds }: { bonds: AnyBonds }) {
  const { t } = useTranslation('courses');
  return (
    <Stack gap="sm" data-testid="content-bonds">
      {BOND_GROUPS.filter((group) => groupOf(bonds, group).length > 0).map((group) => (
        <Stack key={group} gap={4} data-testid={`content-bonds-${group}`}>
          <Group gap={6}>
            <ThemeIcon size={24} radius="sm" variant="light">
              {GROUP_ICON[group]}
            </ThemeIcon>
            <Text size="sm" fw={600}>
              {t(`bonds.${group}`)}
            </Text>
            <Badge size="sm" variant="light" radius="sm">
              {groupOf(bonds, group).length}
            </Badge>
          </Group>
          <List size="sm" spacing={2} pl="xl">
            {groupOf(bonds, group).map((bond) => (
              <List.Item key={bond.id}>{bond.nome}</List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}

/** 'Vínculos' of a course or trail (3-admin §2 'see bonds'). */
export function ContentBondsModal({ kind, record, onClose }: { kind: ContentKind; record: { id: string; titulo: string } | null; onClose: () => void }) {
  const { t } = useTranslation('courses');
  const query = useContentBonds(kind, record?.id ?? null);
  const bonds = query.data ?? null;
  return (
    <Modal
      opened={record !== null}
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
              {t('bonds.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {record?.titulo}
            </Text>
          </div>
        </Group>
      }
      attributes={{ content: { 'data-testid': 'content-bonds-modal' } }}
    >
      {bonds ? (
        bonds.total === 0 ? (
          <Text size="sm" c="dimmed" data-testid="content-bonds-none">
            {t('bonds.none')}
          </Text>
        ) : (
          <ContentBondsList bonds={bonds} />
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
