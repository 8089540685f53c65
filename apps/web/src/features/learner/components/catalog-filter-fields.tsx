import { MultiSelect, Switch } from '@mantine/core';
import { MIDIA_TIPOS } from '@plataforma/shared/content';
import { INSCRICAO_STATUS } from '@plataforma/shared/enrolment';
import { CONTEUDO_TIPOS } from '@plataforma/shared/learner';
import { useTranslation } from 'react-i18next';
import { useBasicCategories, useBasicSkills } from '../../categories-skills';
import type { CatalogFilters } from '../utils/catalog-filters.ts';

type Props = {
  filters: CatalogFilters;
  onChange: (next: CatalogFilters) => void;
  /** One under the other at full width (the phone's drawer), or 200 px each in a row. */
  stacked: boolean;
};

/** The catalog's type, category, skill and status lists and the 'mandatory only' switch. */
export function CatalogFilterFields({ filters, onChange, stacked }: Props) {
  const { t } = useTranslation('learner');
  const categories = useBasicCategories();
  const skills = useBasicSkills();
  const set = <K extends keyof CatalogFilters>(key: K, value: CatalogFilters[K]) => onChange({ ...filters, [key]: value });
  const typeOptions = [
    ...CONTEUDO_TIPOS.map((value) => ({ value, label: t(`kinds.${value}`) })),
    ...MIDIA_TIPOS.map((value) => ({ value, label: t(`common:mediaKind.${value}`) })),
  ];
  const common = {
    clearable: true,
    searchable: true,
    nothingFoundMessage: t('catalog.filters.nothingFound'),
    maxValues: 10,
    comboboxProps: { zIndex: 300 },
    w: stacked ? '100%' : { base: '100%', sm: 200 },
  } as const;

  return (
    <>
      <MultiSelect {...common} label={t('catalog.filters.type')} data={typeOptions} value={filters.tipos} onChange={(v) => set('tipos', v)} data-testid="catalog-type" />
      <MultiSelect {...common} label={t('catalog.filters.category')} data={categories.data ?? []} value={filters.categorias} onChange={(v) => set('categorias', v)} data-testid="catalog-category" />
      <MultiSelect {...common} label={t('catalog.filters.skill')} data={skills.data ?? []} value={filters.competencias} onChange={(v) => set('competencias', v)} data-testid="catalog-skill" />
      <MultiSelect
        {...common}
        label={t('catalog.filters.status')}
        data={INSCRICAO_STATUS.map((value) => ({ value, label: t(`common:enrolmentStatus.${value}`) }))}
        value={filters.status}
        onChange={(v) => set('status', v)}
        data-testid="catalog-status"
      />
      <Switch
        label={t('catalog.filters.mandatory')}
        checked={filters.obrigatorio}
        onChange={(event) => set('obrigatorio', event.currentTarget.checked)}
        mb={stacked ? 0 : 8}
        mt={stacked ? 'xs' : 0}
        data-testid="catalog-mandatory"
      />
    </>
  );
}
