import { IconCertificate, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Associations } from '@plataforma/shared/assessments';
import { BondGroups, BondsModal, type BondGroup } from '../../../components/bonds-modal.tsx';
import { useAssociations } from '../api/builder.ts';

/** The courses and trails holding an assessment, as the shared bond groups (inactive ones marked). */
export function useAssociationGroups() {
  const { t } = useTranslation('assessments');
  const items = (list: Associations['cursos']) => list.map((c) => ({ id: c.id, nome: c.ativo ? c.titulo : `${c.titulo} (${t('builder.bonds.inactive')})` }));
  return (a: Associations): BondGroup[] => [
    { key: 'cursos', label: t('builder.bonds.cursos'), icon: <IconSchool size={16} />, items: items(a.cursos) },
    { key: 'formacoes', label: t('builder.bonds.formacoes'), icon: <IconCertificate size={16} />, items: items(a.formacoes) },
  ];
}

export function AssociationsList({ associations }: { associations: Associations }) {
  const groups = useAssociationGroups();
  return <BondGroups groups={groups(associations)} testId="assessment-bonds" />;
}

/** 'Vínculos' of an assessment (3-admin §2 'see bonds'): GET Avaliacao/{id}/associations. */
export function AssociationsModal({ record, onClose }: { record: { id: string; title: string } | null; onClose: () => void }) {
  const { t } = useTranslation('assessments');
  const query = useAssociations(record?.id ?? null);
  const groups = useAssociationGroups();
  return (
    <BondsModal
      opened={record !== null}
      onClose={onClose}
      title={t('builder.bonds.title')}
      subject={record?.title}
      groups={query.data ? groups(query.data) : null}
      error={query.error}
      emptyText={t('builder.bonds.none')}
      testId="assessment-bonds"
    />
  );
}
