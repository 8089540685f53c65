import { IconCertificate, IconClipboardCheck, IconLayoutList, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BondGroups, BondsModal as BondsModalFrame, type BondGroup } from '../../../components/bonds-modal.tsx';
import { useMidiaBonds, type MidiaBonds } from './api.ts';

export const BOND_GROUPS = ['cursos', 'formacoes', 'secoes', 'avaliacoes'] as const;
const GROUP_ICON: Record<(typeof BOND_GROUPS)[number], ReactNode> = {
  cursos: <IconSchool size={16} />,
  formacoes: <IconCertificate size={16} />,
  secoes: <IconLayoutList size={16} />,
  avaliacoes: <IconClipboardCheck size={16} />,
};


const useGroups = () => {
  const { t } = useTranslation('content');
  return (bonds: MidiaBonds): BondGroup[] =>
    BOND_GROUPS.map((key) => ({ key, label: t(`repository.bonds.${key}`), icon: GROUP_ICON[key], items: bonds[key] ?? [] }));
};

/** The bonds grouped by kind: courses, trails, sections and assessments that use the object. */
export function BondsList({ bonds }: { bonds: MidiaBonds }) {
  const groups = useGroups();
  return <BondGroups groups={groups(bonds)} testId="midia-bonds" />;
}

/** 'Vínculos' of an object (3-admin §2 'see bonds'). */
export function BondsModal({ midia, onClose }: { midia: { id: string; nome: string } | null; onClose: () => void }) {
  const { t } = useTranslation('content');
  const query = useMidiaBonds(midia?.id ?? null);
  const groups = useGroups();
  return (
    <BondsModalFrame
      opened={midia !== null}
      onClose={onClose}
      title={t('repository.bonds.title')}
      subject={midia?.nome}
      groups={query.data ? groups(query.data) : null}
      error={query.error}
      emptyText={t('repository.bonds.none')}
      testId="midia-bonds"
    />
  );
}
