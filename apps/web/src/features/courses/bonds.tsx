import { Badge, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate, IconLayoutList, IconSchool, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BondGroups, BondsModal, type BondGroup } from '../../components/bonds-modal.tsx';
import { useContentBonds, type AnyBonds } from './api.ts';
import type { ContentKind } from './content-form.ts';

const BOND_GROUPS = ['formacoes', 'preRequisitoDeCursos', 'preRequisitoDeFormacoes', 'secoes'] as const;
type BondKey = (typeof BOND_GROUPS)[number];
const GROUP_ICON: Record<BondKey, ReactNode> = {
  formacoes: <IconCertificate size={16} />,
  preRequisitoDeCursos: <IconSchool size={16} />,
  preRequisitoDeFormacoes: <IconCertificate size={16} />,
  secoes: <IconLayoutList size={16} />,
};

const groupOf = (bonds: AnyBonds, group: BondKey) => (group in bonds ? (bonds as Record<BondKey, { id: string; nome: string }[]>)[group] : []);

const useGroups = () => {
  const { t } = useTranslation('courses');
  return (bonds: AnyBonds): BondGroup[] => BOND_GROUPS.map((key) => ({ key, label: t(`bonds.${key}`), icon: GROUP_ICON[key], items: groupOf(bonds, key) }));
};

/** The bonds grouped: trails holding the course, courses and trails requiring it, sections. */
export function ContentBondsList({ bonds }: { bonds: AnyBonds }) {
  const groups = useGroups();
  return <BondGroups groups={groups(bonds)} testId="content-bonds" />;
}

/** 'Vínculos' of a course or trail (3-admin §2 'see bonds'). */
export function ContentBondsModal({ kind, record, onClose }: { kind: ContentKind; record: { id: string; titulo: string } | null; onClose: () => void }) {
  const { t } = useTranslation('courses');
  const query = useContentBonds(kind, record?.id ?? null);
  const groups = useGroups();
  return (
    <BondsModal
      opened={record !== null}
      onClose={onClose}
      title={t('bonds.title')}
      subject={record?.titulo}
      groups={query.data ? groups(query.data) : null}
      error={query.error}
      emptyText={t('bonds.none')}
      testId="content-bonds"
    />
  );
}

/**
 * The learners enrolled in a course or trail, shown before it is removed: how many, the first names, and what removal
 * does to them (enrolments and progress removed; certificates already issued stay valid).
 */
export function EnrolledLearners({ kind, bonds }: { kind: ContentKind; bonds: AnyBonds }) {
  const { t } = useTranslation('courses');
  const { total, usuarios } = bonds.inscritos;
  if (total === 0) return null;
  return (
    <Stack gap={4} data-testid="content-bonds-inscritos" data-total={total}>
      <Group gap={6}>
        <ThemeIcon size={24} radius="sm" variant="light" color="orange">
          <IconUsers size={16} />
        </ThemeIcon>
        <Text size="sm" fw={600}>
          {t('delete.learners')}
        </Text>
        <Badge size="sm" variant="light" radius="sm" color="orange" data-testid="content-bonds-inscritos-total">
          {total}
        </Badge>
      </Group>
      <List size="sm" spacing={2} pl="xl">
        {usuarios.map((u) => (
          <List.Item key={u.id}>{u.nome}</List.Item>
        ))}
        {total > usuarios.length && (
          <List.Item>
            <Text size="sm" c="dimmed" span>
              {t('delete.learnersMore', { count: total - usuarios.length })}
            </Text>
          </List.Item>
        )}
      </List>
      <Text size="sm" c="orange.8" data-testid="content-bonds-inscritos-effect">
        {t(`delete.learnersEffect_${kind}`)}
      </Text>
    </Stack>
  );
}
