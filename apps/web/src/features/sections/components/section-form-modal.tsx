import { ActionIcon, Alert, Badge, Button, FileButton, Group, Image, MultiSelect, Paper, Select, SegmentedControl, SimpleGrid, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconInfoCircle, IconLayoutList, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BasicSegmentation } from '@plataforma/shared/segmentations';
import {
  createSectionRequestSchema,
  hasDesignSize,
  SECTION_CARD_ORIENTATIONS,
  SECTION_ENVIRONMENTS,
  SECTION_IMAGE_MAX_BYTES,
  SECTION_IMAGE_MAX_MB,
  SECTION_IMAGE_SIZES,
  SECTION_ITEM_KINDS,
  SECTION_NAME_MAX,
  SECTION_NOTES_MAX,
  SECTION_TYPES,
  type CreateSectionRequest,
  type Section,
  type SectionCardOrientation,
  type SectionEnvironment,
  type SectionImageRole,
  type SectionItemKind,
  type SectionType,
} from '@plataforma/shared/sections';
import { LocalDateTimeField } from '../../../components/date-field.tsx';
import { CountedTextInput, CountedTextarea } from '../../../components/counted-input.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { api } from '../../../lib/api-client.ts';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useHasPermission, useIsElevated, useSession } from '../../../lib/session.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { AudienceFields } from '../../../components/audience-fields.tsx';
import { useBasicDepartments, useBasicJobTitles, useBasicUnits } from '../../accounts';
import { SECTIONS_KEY, updateSectionContracts, uploadSectionImage, useContractOptions, useItemOptions, useSaveSectionMutation } from '../api/sections.ts';

type Item = { tipo: SectionItemKind; id: string; nome: string };
type Values = {
  nome: string;
  observacao: string;
  exibirDescricao: boolean;
  tipo: SectionType;
  dtPublicacaoInicial: string;
  dtPublicacaoFinal: string;
  ambiente: SectionEnvironment;
  orientacaoDosCards: SectionCardOrientation;
  link: string;
  linkDeRedirecionamento: string;
  linkDeRedirecionamentoNewTab: boolean;
  publico: boolean;
  ativo: boolean;
  cargosIds: string[];
  departamentosIds: string[];
  unidadesDeNegociosIds: string[];
  segmentacoesIds: string[];
  itensDaSecao: Item[];
  contratosIds: string[];
};

const EMPTY: Values = {
  nome: '',
  observacao: '',
  exibirDescricao: false,
  tipo: 'conteudo',
  dtPublicacaoInicial: '',
  dtPublicacaoFinal: '',
  ambiente: 'both',
  orientacaoDosCards: 'horizontal',
  link: '',
  linkDeRedirecionamento: '',
  linkDeRedirecionamentoNewTab: false,
  publico: false,
  ativo: true,
  cargosIds: [],
  departamentosIds: [],
  unidadesDeNegociosIds: [],
  segmentacoesIds: [],
  itensDaSecao: [],
  contratosIds: [],
};

/** 'YYYY-MM-DDTHH:mm' in local time (the date-time fields) from an ISO instant, and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

const bodyOf = (v: Values): CreateSectionRequest => ({
  nome: v.nome,
  observacao: v.observacao || null,
  exibirDescricao: v.exibirDescricao,
  tipo: v.tipo,
  dtPublicacaoInicial: toIso(v.dtPublicacaoInicial),
  dtPublicacaoFinal: toIso(v.dtPublicacaoFinal),
  ambiente: v.ambiente,
  orientacaoDosCards: v.orientacaoDosCards,
  link: v.link || null,
  linkDeRedirecionamento: v.linkDeRedirecionamento || null,
  linkDeRedirecionamentoNewTab: v.linkDeRedirecionamentoNewTab,
  publico: v.publico,
  ativo: v.ativo,
  cargosIds: v.cargosIds,
  departamentosIds: v.departamentosIds,
  unidadesDeNegociosIds: v.unidadesDeNegociosIds,
  segmentacoesIds: v.segmentacoesIds,
  itensDaSecao: v.itensDaSecao.map(({ tipo, id }) => ({ tipo, id })),
});

const validateBody = zodFormValidator(createSectionRequestSchema);

/** Pixel size of a picked image, read by the browser. */
const sizeOf = (file: File) =>
  new Promise<{ width: number; height: number } | null>((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new window.Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });

type Picked = { file: File; preview: string; warning: string | null };

function ImagePicker({ role, current, picked, onPick }: { role: SectionImageRole; current: string | null; picked: Picked | null; onPick: (p: Picked | null) => void }) {
  const { t } = useTranslation('sections');
  const design = SECTION_IMAGE_SIZES[role];
  const src = picked?.preview ?? current;
  const pick = async (file: File | null) => {
    if (!file) return;
    if (file.size > SECTION_IMAGE_MAX_BYTES) {
      notifyError(new Error(t('images.tooBig', { mb: SECTION_IMAGE_MAX_MB })));
      return;
    }
    const size = await sizeOf(file);
    const warning =
      size && !hasDesignSize(role, size.width, size.height) ? t('images.wrongSize', { width: size.width, height: size.height, rw: design.width, rh: design.height }) : null;
    onPick({ file, preview: URL.createObjectURL(file), warning });
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`section-image-${role}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {t(role === 'Card' ? 'fields.card' : 'fields.banner')}
          </Text>
          <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => (
              <Button size="xs" variant="light" leftSection={<IconPhoto size={16} />} {...props} data-testid={`section-image-${role}-choose`}>
                {t('images.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t('images.hint', { width: design.width, height: design.height, mb: SECTION_IMAGE_MAX_MB })}
        </Text>
        {src ? (
          <Image src={src} radius="sm" h={110} fit="cover" alt={t(role === 'Card' ? 'fields.card' : 'fields.banner')} data-testid={`section-image-${role}-preview`} />
        ) : (
          <Paper bg="var(--mantine-color-default-hover)" h={110} radius="sm" />
        )}
        {picked && (
          <Text size="xs" c="blue">
            {t('images.afterSave')}
          </Text>
        )}
        {picked?.warning && (
          <Alert color="yellow" p="xs" icon={<IconInfoCircle size={16} />} data-testid={`section-image-${role}-warning`}>
            <Text size="xs">{picked.warning}</Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

type Props = { opened: boolean; onClose: () => void; section: Section | null };

/** Create or edit a section: general data, audience, items, images and contracts (3-admin §3, §5). */
export function SectionFormModal({ opened, onClose, section }: Props) {
  const { t } = useTranslation('sections');
  const save = useSaveSectionMutation();
  const queryClient = useQueryClient();
  const jobTitles = useBasicJobTitles();
  const departments = useBasicDepartments();
  const units = useBasicUnits();
  const canSegment = useHasPermission('Segmentações');
  const segmentations = useQuery({
    queryKey: ['secao', 'segmentations'],
    queryFn: ({ signal }) => api.get<BasicSegmentation[]>('/api/v1/Segment', { signal }),
    enabled: opened && canSegment,
    staleTime: 60_000,
  });
  const elevated = useIsElevated();
  const clientMode = useSession().clientMode;
  const canContracts = useHasPermission('Contratos') && elevated && !clientMode;
  const contracts = useContractOptions(opened && canContracts);
  const [tab, setTab] = useState<string | null>('general');
  const [audienceTab, setAudienceTab] = useState<'position' | 'segmentation'>('position');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [itemKind, setItemKind] = useState<SectionItemKind>('midia');
  const candidates = useItemOptions(itemKind, debounced, opened && tab === 'items');
  const [images, setImages] = useState<Record<SectionImageRole, Picked | null>>({ Card: null, Banner: null });
  const form = useForm<Values>({ initialValues: EMPTY, validate: (values) => validateBody(bodyOf(values)) });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    const values: Values = section
      ? {
          nome: section.nome,
          observacao: section.observacao ?? '',
          exibirDescricao: section.exibirDescricao,
          tipo: section.tipo,
          dtPublicacaoInicial: toLocal(section.dtPublicacaoInicial),
          dtPublicacaoFinal: toLocal(section.dtPublicacaoFinal),
          ambiente: section.ambiente,
          orientacaoDosCards: section.orientacaoDosCards,
          link: section.link ?? '',
          linkDeRedirecionamento: section.linkDeRedirecionamento ?? '',
          linkDeRedirecionamentoNewTab: section.linkDeRedirecionamentoNewTab,
          publico: section.publico,
          ativo: section.ativo,
          cargosIds: [...section.cargosIds],
          departamentosIds: [...section.departamentosIds],
          unidadesDeNegociosIds: [...section.unidadesDeNegociosIds],
          segmentacoesIds: [...section.segmentacoesIds],
          itensDaSecao: section.itensDaSecao.map(({ tipo, id, nome }) => ({ tipo, id, nome })),
          contratosIds: [...section.contratosIds],
        }
      : EMPTY;
    setValues(values);
    resetDirty(values);
    clearErrors();
    setTab('general');
    setAudienceTab(section && section.segmentacoesIds.length > 0 ? 'segmentation' : 'position');
    setImages({ Card: null, Banner: null });
    setSearch('');
  }, [opened, section, setValues, resetDirty, clearErrors]);

  /** Choosing one kind of audience clears the other (3-admin §5). */
  const chooseAudience = (next: 'position' | 'segmentation') => {
    const v = form.values;
    const other = next === 'segmentation' ? v.cargosIds.length + v.departamentosIds.length + v.unidadesDeNegociosIds.length : v.segmentacoesIds.length;
    if (next === 'segmentation') {
      form.setFieldValue('cargosIds', []);
      form.setFieldValue('departamentosIds', []);
      form.setFieldValue('unidadesDeNegociosIds', []);
    } else form.setFieldValue('segmentacoesIds', []);
    if (other > 0) notifyWarning(t('audience.cleared'));
    setAudienceTab(next);
  };

  const submit = form.onSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync({ id: section?.id, body: bodyOf(values) });
        notifySuccess(t(section ? 'messages:records.updated' : 'messages:records.created'));
        // the section is saved: a failed upload or contract link is reported on its own (3-admin §8)
        for (const role of ['Card', 'Banner'] as const) {
          const picked = images[role];
          if (picked)
            await uploadSectionImage(saved.id, role, picked.file).catch((error: unknown) =>
              notifyError(error, t('messages:sections.uploadError'), { title: t('messages:sections.uploadError') }),
            );
        }
        const before = [...(section?.contratosIds ?? [])].sort().join(',');
        if (canContracts && [...values.contratosIds].sort().join(',') !== before)
          await updateSectionContracts(saved.id, values.contratosIds).catch((error: unknown) =>
            notifyError(error, t('messages:sections.contractsError'), { title: t('messages:sections.contractsError') }),
          );
        await queryClient.invalidateQueries({ queryKey: SECTIONS_KEY });
        onClose();
      } catch (error) {
        applyApiErrors(form, error, 'nome');
        notifyError(error);
      }
    },
    (errors) => {
      const general = ['nome', 'observacao', 'dtPublicacaoInicial', 'dtPublicacaoFinal', 'link', 'linkDeRedirecionamento'];
      if (Object.keys(errors).some((k) => general.includes(k))) setTab('general');
      else if (Object.keys(errors).some((k) => k.startsWith('itensDaSecao'))) setTab('items');
      else setTab('audience');
    },
  );

  const select = (field: keyof Values) => ({
    searchable: true,
    clearable: true,
    hidePickedOptions: true,
    nothingFoundMessage: t('nothingFound'),
    maxDropdownHeight: 240,
    comboboxProps: { shadow: 'md' },
    ...form.getInputProps(field),
  });

  const items = form.values.itensDaSecao;
  const choices = (candidates.data ?? []).filter((m) => !items.some((i) => i.tipo === itemKind && i.id === m.id));
  const move = (from: number, step: -1 | 1) => {
    const to = from + step;
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    [next[from], next[to]] = [next[to], next[from]];
    form.setFieldValue('itensDaSecao', next);
  };

  const segmentationData = useMemo(() => (segmentations.data ?? []).map((s) => ({ value: s.id, label: s.nome })), [segmentations.data]);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      icon={<IconLayoutList size={20} />}
      title={t(section ? 'editTitle' : 'createTitle')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t(section ? 'actions.save' : 'actions.create')}
      size={860}
      testId="section-form"
    >
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="general" data-testid="section-tab-general">
            {t('steps.general')}
          </Tabs.Tab>
          <Tabs.Tab value="audience" data-testid="section-tab-audience">
            {t('steps.audience')}
          </Tabs.Tab>
          <Tabs.Tab value="items" data-testid="section-tab-items" rightSection={items.length ? <Badge size="xs">{items.length}</Badge> : undefined}>
            {t('steps.items')}
          </Tabs.Tab>
          <Tabs.Tab value="images" data-testid="section-tab-images">
            {t('steps.images')}
          </Tabs.Tab>
          {canContracts && (
            <Tabs.Tab value="contracts" data-testid="section-tab-contracts">
              {t('steps.contracts')}
            </Tabs.Tab>
          )}
        </Tabs.List>

        <Tabs.Panel value="general">
          <Stack gap="sm">
            <CountedTextInput label={t('fields.nome')} placeholder={t('namePlaceholder')} withAsterisk maxLength={SECTION_NAME_MAX} data-autofocus {...form.getInputProps('nome')} data-testid="section-nome" />
            <CountedTextarea label={t('fields.observacao')} maxLength={SECTION_NOTES_MAX} autosize minRows={2} maxRows={5} {...form.getInputProps('observacao')} data-testid="section-observacao" />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select label={t('fields.tipo')} data={SECTION_TYPES.map((v) => ({ value: v, label: t(`tipo.${v}`) }))} allowDeselect={false} {...form.getInputProps('tipo')} data-testid="section-tipo" />
              <Select
                label={t('fields.ambiente')}
                data={SECTION_ENVIRONMENTS.map((v) => ({ value: v, label: t(`ambiente.${v}`) }))}
                allowDeselect={false}
                {...form.getInputProps('ambiente')}
                data-testid="section-ambiente"
              />
              <LocalDateTimeField label={t('fields.inicio')} clearable {...form.getInputProps('dtPublicacaoInicial')} data-testid="section-inicio" />
              <LocalDateTimeField label={t('fields.fim')} clearable {...form.getInputProps('dtPublicacaoFinal')} data-testid="section-fim" />
              <TextInput label={t('fields.link')} placeholder="https://" {...form.getInputProps('link')} data-testid="section-link" />
              <TextInput label={t('fields.linkDeRedirecionamento')} placeholder="https://" {...form.getInputProps('linkDeRedirecionamento')} data-testid="section-redirect" />
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('fields.orientacao')}
              </Text>
              <SegmentedControl
                data={SECTION_CARD_ORIENTATIONS.map((v) => ({ value: v, label: t(`orientacao.${v}`) }))}
                value={form.values.orientacaoDosCards}
                onChange={(v) => form.setFieldValue('orientacaoDosCards', v as SectionCardOrientation)}
                data-testid="section-orientacao"
              />
            </Stack>
            <Group gap="lg">
              <Switch label={t('fields.exibirDescricao')} {...form.getInputProps('exibirDescricao', { type: 'checkbox' })} data-testid="section-exibir-descricao" />
              <Switch label={t('fields.newTab')} {...form.getInputProps('linkDeRedirecionamentoNewTab', { type: 'checkbox' })} data-testid="section-new-tab" />
              <Switch label={t('fields.ativo')} {...form.getInputProps('ativo', { type: 'checkbox' })} data-testid="section-ativo" />
            </Group>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="audience">
          <Stack gap="sm">
            <Switch label={t('fields.publico')} {...form.getInputProps('publico', { type: 'checkbox' })} data-testid="section-publico" />
            <AudienceFields
              kind={audienceTab}
              onKindChange={chooseAudience}
              labels={{
                byPosition: t('audience.byPosition'),
                bySegmentation: t('audience.bySegmentation'),
                exclusiveHint: t('audience.exclusiveHint'),
                cargos: t('fields.cargos'),
                departamentos: t('fields.departamentos'),
                unidades: t('fields.unidades'),
                segmentacoes: t('fields.segmentacoes'),
              }}
              options={{ cargos: jobTitles.data ?? [], departamentos: departments.data ?? [], unidades: units.data ?? [], segmentacoes: segmentationData }}
              fields={{
                cargos: select('cargosIds'),
                departamentos: select('departamentosIds'),
                unidades: select('unidadesDeNegociosIds'),
                segmentacoes: { ...select('segmentacoesIds'), error: form.errors.segmentacoesIds },
              }}
              testIdPrefix="section"
            />
            {form.errors.segmentacoesIds && audienceTab === 'position' && (
              <Text size="xs" c="red">
                {form.errors.segmentacoesIds}
              </Text>
            )}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="items">
          <Stack gap="sm">
            <SegmentedControl
              value={itemKind}
              onChange={(v) => {
                setItemKind(v as SectionItemKind);
                setSearch('');
              }}
              data={SECTION_ITEM_KINDS.map((k) => ({ value: k, label: t(`items.kind.${k}`) }))}
              data-testid="section-items-kind"
            />
            <Select
              label={t('items.search')}
              placeholder={t('select')}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options }) => options}
              data={choices.map((m) => ({ value: m.id, label: m.nome }))}
              value={null}
              nothingFoundMessage={t('nothingFound')}
              onChange={(id) => {
                const m = choices.find((x) => x.id === id);
                if (m) form.setFieldValue('itensDaSecao', [...items, { tipo: itemKind, id: m.id, nome: m.nome }]);
                setSearch('');
              }}
              data-testid="section-items-search"
            />
            {form.errors.itensDaSecao && (
              <Text size="xs" c="red">
                {form.errors.itensDaSecao}
              </Text>
            )}
            {items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('items.empty')}
              </Text>
            ) : (
              <Stack gap={4} data-testid="section-items">
                {items.map((item, index) => (
                  <Paper key={`${item.tipo}:${item.id}`} withBorder radius="sm" px="sm" py={6} data-testid="section-item">
                    <Group justify="space-between" wrap="nowrap">
                      <Group gap="xs" wrap="nowrap">
                        <Badge variant="light" size="sm" w={28} p={0}>
                          {index + 1}
                        </Badge>
                        <Text size="sm" truncate>
                          {item.nome}
                        </Text>
                        <Badge variant="outline" size="xs" color="gray">
                          {t(`items.kind.${item.tipo}`)}
                        </Badge>
                      </Group>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon variant="subtle" aria-label={t('actions.up')} disabled={index === 0} onClick={() => move(index, -1)} data-testid="section-item-up">
                          <IconArrowUp size={16} />
                        </ActionIcon>
                        <ActionIcon variant="subtle" aria-label={t('actions.down')} disabled={index === items.length - 1} onClick={() => move(index, 1)} data-testid="section-item-down">
                          <IconArrowDown size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('actions.remove')}
                          onClick={() => form.setFieldValue('itensDaSecao', items.filter((_, i) => i !== index))}
                          data-testid="section-item-remove"
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="images">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(['Card', 'Banner'] as const).map((role) => (
              <ImagePicker
                key={role}
                role={role}
                current={role === 'Card' ? (section?.imagemDoCard ?? null) : (section?.imagemDoBanner ?? null)}
                picked={images[role]}
                onPick={(p) => setImages((all) => ({ ...all, [role]: p }))}
              />
            ))}
          </SimpleGrid>
        </Tabs.Panel>

        {canContracts && (
          <Tabs.Panel value="contracts">
            <MultiSelect
              label={t('fields.contratos')}
              description={t('contractsHint')}
              data={(contracts.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.nomeEmpresa} — ${c.nome}` }))}
              {...select('contratosIds')}
              data-testid="section-contratos"
            />
          </Tabs.Panel>
        )}
      </Tabs>
    </FormModal>
  );
}
