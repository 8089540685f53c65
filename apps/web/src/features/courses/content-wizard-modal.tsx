import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Divider,
  Grid,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconCertificate, IconClipboardCheck, IconClock, IconInfoCircle, IconPlus, IconSchool, IconSearch, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@plataforma/shared';
import { durationSeconds } from '@plataforma/shared/assessments';
import type { MidiaTipo } from '@plataforma/shared/content';
import {
  CURSO_CODE_MAX,
  CURSO_TEXT_MAX,
  CURSO_TITLE_MAX,
  DAYS_LIMIT_MAX,
  ETAPA_NAME_MAX,
  MODOS_LIBERACAO,
  duplicateStepIndex,
  formatWorkload,
  workloadOfSteps,
  type CardKind,
  type Curso,
  type CursoItemTipo,
  type Formacao,
} from '@plataforma/shared/courses';
import { LocalDateTimeField } from '../../components/date-field.tsx';
import { confirmAction } from '../../components/confirm.tsx';
import { WizardModal, type WizardStep } from '../../components/wizard/index.ts';
import { applyApiErrors } from '../../lib/form-errors.ts';
import { useLanguage } from '../../lib/language.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useBasicCategories, useBasicSkills } from '../categories-skills';
import { CertificateSelect } from '../certificates';
import { ImagePicker, KIND_COLOR, KindIcon, moveItem } from '../content';
import { saveCourse, saveTrail, uploadCard, useAssessmentSearch, useContent, useContentOptions, useMidiaSearch, useRefreshContents, useTermOptions } from './api.ts';
import {
  courseItemKey,
  courseToValues,
  courseValuesToRequest,
  durationText,
  emptyCourseValues,
  emptyTrailValues,
  formPath,
  itemsWorkload,
  newStepKey,
  parseWorkload,
  trailToValues,
  trailValuesToRequest,
  validateCourseValues,
  validateTrailValues,
  type ContentKind,
  type CourseFormValues,
  type CourseItemRow,
  type StepItemRow,
  type TrailFormValues,
} from './content-form.ts';

/** The colour of assessment items (objects use their kind's). */
const ASSESSMENT_COLOR = 'grape';

/** One form for both: a course uses `itens`, a trail `etapas`. */
type Values = CourseFormValues & TrailFormValues;
type Form = UseFormReturnType<Values>;
type Cards = Partial<Record<CardKind, File | null>>;

const emptyValues = (): Values => ({ ...emptyCourseValues(), ...emptyTrailValues() });
const toValues = (kind: ContentKind, record: Curso | Formacao): Values =>
  kind === 'curso' ? { ...emptyValues(), ...courseToValues(record as Curso) } : { ...emptyValues(), ...trailToValues(record as Formacao) };

/** Asks before removing an item or step: it cannot be undone (3-admin §8). */
const confirmRemove = (title: string, name: string, warning: string) =>
  confirmAction({
    title,
    message: (
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Text size="sm">{warning}</Text>
      </Stack>
    ),
    tone: 'danger',
    testId: 'confirm-remove-item',
  });

/** Step 1: title, code, texts, classification, flags and workload (hh:mm). */
function GeneralStep({ form, kind }: { form: Form; kind: ContentKind }) {
  const { t } = useTranslation('courses');
  const categories = useBasicCategories();
  const skills = useBasicSkills();
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label={t('fields.titulo')} withAsterisk maxLength={CURSO_TITLE_MAX} {...form.getInputProps('titulo')} data-testid="content-titulo" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={t('fields.codigo')} description={t('hints.codigo')} maxLength={CURSO_CODE_MAX} {...form.getInputProps('codigo')} data-testid="content-codigo" />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea label={t('fields.sinopse')} autosize minRows={2} maxRows={4} maxLength={CURSO_TEXT_MAX} {...form.getInputProps('sinopse')} data-testid="content-sinopse" />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea label={t('fields.descricao')} autosize minRows={2} maxRows={6} maxLength={CURSO_TEXT_MAX} {...form.getInputProps('descricao')} data-testid="content-descricao" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('fields.category')}
          data={categories.data ?? []}
          clearable
          searchable={(categories.data?.length ?? 0) > 4}
          maxDropdownHeight={240}
          {...form.getInputProps('categoriaId')}
          data-testid="content-category"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <MultiSelect
          label={t('fields.skills')}
          data={skills.data ?? []}
          searchable
          clearable
          hidePickedOptions
          maxDropdownHeight={240}
          {...form.getInputProps('competenciasIds')}
          data-testid="content-skills"
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <CertificateSelect tipo={kind === 'curso' ? 'Curso' : 'Formacao'} {...form.getInputProps('certificadoId')} data-testid="content-certificate" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('fields.cargaHoraria')}
          description={t('hints.cargaHoraria')}
          placeholder="hh:mm"
          leftSection={<IconClock size={16} />}
          {...form.getInputProps('cargaHoraria')}
          data-testid="content-cargaHoraria"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <SimpleGrid cols={2} spacing="sm" mt={{ base: 0, sm: 28 }}>
          <Switch label={t('fields.active')} description={t('hints.active')} {...form.getInputProps('active', { type: 'checkbox' })} data-testid="content-active" />
          <Switch label={t('fields.obrigatorio')} {...form.getInputProps('obrigatorio', { type: 'checkbox' })} data-testid="content-obrigatorio" />
        </SimpleGrid>
      </Grid.Col>
    </Grid>
  );
}

/** Step 2: completion rules, terms of use, prerequisites and release. */
function RulesStep({ form, kind, selfId }: { form: Form; kind: ContentKind; selfId: string | null }) {
  const { t } = useTranslation('courses');
  const courses = useContentOptions('curso');
  const trails = useContentOptions('formacao');
  const terms = useTermOptions();
  const courseOptions = (courses.data?.data ?? []).filter((c) => !(kind === 'curso' && c.id === selfId)).map((c) => ({ value: c.id, label: c.titulo }));
  const trailOptions = (trails.data?.data ?? []).filter((c) => !(kind === 'formacao' && c.id === selfId)).map((c) => ({ value: c.id, label: c.titulo }));
  const termOptions = (terms.data ?? []).map((term) => ({ value: term.id, label: term.nome }));
  const noTerms = termOptions.length === 0;
  const days = Number(form.values.limiteDeDiasParaConclusao) || 0;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Switch
          label={t('fields.sequenciaObrigatoria')}
          description={t('hints.sequenciaObrigatoria')}
          {...form.getInputProps('sequenciaObrigatoria', { type: 'checkbox' })}
          data-testid="content-sequencial"
        />
        <Switch
          label={t('fields.materialComplementar')}
          description={t('hints.materialComplementar')}
          {...form.getInputProps('temMaterialComplementar', { type: 'checkbox' })}
          data-testid="content-material"
        />
        <NumberInput
          label={t('fields.limiteDeDias')}
          description={t('hints.limiteDeDias')}
          min={0}
          max={DAYS_LIMIT_MAX}
          allowDecimal={false}
          allowNegative={false}
          rightSectionWidth={days === 0 ? 150 : undefined}
          rightSection={
            days === 0 ? (
              <Badge size="sm" variant="light" color="gray" radius="sm" data-testid="content-no-limit">
                {t('hints.noLimit')}
              </Badge>
            ) : undefined
          }
          {...form.getInputProps('limiteDeDiasParaConclusao')}
          data-testid="content-limiteDeDias"
        />
        <NumberInput
          label={t('fields.aproveitamento')}
          description={t('hints.aproveitamento')}
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          suffix="%"
          {...form.getInputProps('aproveitamentoRequerido')}
          data-testid="content-aproveitamento"
        />
        <Select
          label={t('fields.termoIntroducao')}
          description={noTerms ? t('hints.noTerms') : t('hints.terms')}
          data={termOptions}
          disabled={noTerms}
          clearable
          searchable
          {...form.getInputProps('termoDeUsoIntroducaoId')}
          data-testid="content-termoIntroducao"
        />
        <Select
          label={t('fields.termoConclusao')}
          description={noTerms ? t('hints.noTerms') : t('hints.terms')}
          data={termOptions}
          disabled={noTerms}
          clearable
          searchable
          {...form.getInputProps('termoDeUsoConclusaoId')}
          data-testid="content-termoConclusao"
        />
      </SimpleGrid>
      <Divider label={t('hints.preRequisitos')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MultiSelect
          label={t('fields.preRequisitoCursos')}
          leftSection={<IconSchool size={16} />}
          data={courseOptions}
          searchable
          clearable
          hidePickedOptions
          maxDropdownHeight={240}
          {...form.getInputProps('preRequisitoCursoIds')}
          data-testid="content-prereq-cursos"
        />
        <MultiSelect
          label={t('fields.preRequisitoFormacoes')}
          leftSection={<IconCertificate size={16} />}
          data={trailOptions}
          searchable
          clearable
          hidePickedOptions
          maxDropdownHeight={240}
          {...form.getInputProps('preRequisitoFormacaoIds')}
          data-testid="content-prereq-formacoes"
        />
      </SimpleGrid>
      <Divider label={t('fields.liberacao')} labelPosition="left" />
      <Group align="flex-end" gap="md">
        <SegmentedControl
          data={MODOS_LIBERACAO.map((value) => ({ value, label: t(`release.${value}`) }))}
          value={form.values.modoLiberacao}
          onChange={(value) => {
            form.setFieldValue('modoLiberacao', value as Values['modoLiberacao']);
            form.clearFieldError('dataHoraLiberacao');
          }}
          data-testid="content-liberacao"
        />
        {form.values.modoLiberacao === 'DataHora' && (
          <LocalDateTimeField label={t('fields.dataHoraLiberacao')} withAsterisk {...form.getInputProps('dataHoraLiberacao')} data-testid="content-dataHoraLiberacao" />
        )}
      </Group>
    </Stack>
  );
}

/** Up, down and remove buttons of an ordered row. */
function RowButtons({ index, total, onMove, onRemove, testId }: { index: number; total: number; onMove: (step: -1 | 1) => void; onRemove: () => void; testId: string }) {
  const { t } = useTranslation('courses');
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon variant="subtle" color="gray" aria-label={t('objects.up')} disabled={index === 0} onClick={() => onMove(-1)} data-testid={`${testId}-up`}>
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" aria-label={t('objects.down')} disabled={index === total - 1} onClick={() => onMove(1)} data-testid={`${testId}-down`}>
        <IconArrowDown size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={t('objects.remove')} onClick={onRemove} data-testid={`${testId}-remove`}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** The icon of an item: an object's kind, an assessment, or a course. */
function ItemIcon({ tipo, midiaTipo, size = 18 }: { tipo: StepItemRow['tipo']; midiaTipo: MidiaTipo | null; size?: number }) {
  if (tipo === 'avaliacao') return <IconClipboardCheck size={size} stroke={1.7} />;
  if (tipo === 'curso' || !midiaTipo) return <IconSchool size={size} stroke={1.7} />;
  return <KindIcon tipo={midiaTipo} size={size} />;
}

/** The badge of an item that is not an object (a course or an assessment of a trail step, an assessment of a course). */
function ItemBadge({ tipo }: { tipo: StepItemRow['tipo'] }) {
  const { t } = useTranslation('courses');
  if (tipo === 'midia') return null;
  return (
    <Badge size="xs" variant="outline" radius="sm" color={tipo === 'avaliacao' ? ASSESSMENT_COLOR : undefined} data-testid={`item-badge-${tipo}`}>
      {tipo === 'avaliacao' ? t('assessments.badge') : t('trailSteps.course')}
    </Badge>
  );
}

/** A search box's text and its debounced value. */
function useSearchText() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  return { search, setSearch, debounced };
}

/** A result of a picker: what it shows and how it is added. */
type ItemPick = { id: string; nome: string; tipo: StepItemRow['tipo']; midiaTipo: MidiaTipo | null; duration: number | null; add: () => void };

/** The repository objects as picks (GET midia?search=). */
function useMidiaPicks(search: string, add: (m: { id: string; nome: string; tipo: MidiaTipo; duration: number | null }) => void = () => undefined) {
  const query = useMidiaSearch(search);
  const picks: ItemPick[] = (query.data?.data ?? []).map((m) => ({ id: m.id, nome: m.nome, tipo: 'midia', midiaTipo: m.tipo, duration: m.duration, add: () => add(m) }));
  return { picks, fetching: query.isFetching };
}

/** The company's active assessments as picks (GET Avaliacao?active=true&search=); the duration is the timer. */
function useAssessmentPicks(search: string, add: (a: { id: string; titulo: string; duracao: number | null }) => void = () => undefined) {
  const query = useAssessmentSearch(search);
  const picks: ItemPick[] = (query.data?.data ?? []).map((a) => {
    const duracao = durationSeconds(a.duration);
    return { id: a.id, nome: a.title, tipo: 'avaliacao', midiaTipo: null, duration: duracao, add: () => add({ id: a.id, titulo: a.title, duracao }) };
  });
  return { picks, fetching: query.isFetching };
}

/** A search with its results, each with its kind, duration and an Add button (`testId`: objects or assessments). */
function SearchList({
  label,
  hint,
  empty,
  text,
  picks,
  fetching,
  taken,
  testId,
}: {
  label: string;
  hint: string;
  empty: string;
  text: ReturnType<typeof useSearchText>;
  picks: ItemPick[];
  fetching: boolean;
  taken: ReadonlySet<string>;
  testId: string;
}) {
  const { t } = useTranslation('courses');
  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        placeholder={hint}
        leftSection={<IconSearch size={16} />}
        rightSection={fetching ? <Loader size={14} /> : null}
        value={text.search}
        onChange={(event) => text.setSearch(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        data-testid={`${testId}-search`}
      />
      <Paper withBorder radius="md">
        {/* a native vertical scroll as wide as the list (ScrollArea.Autosize grows to its content's width, which pushed
            the Adicionar buttons out of the dialog on narrow screens): long titles truncate, the buttons stay whole */}
        <Box mah={220} style={{ overflowY: 'auto', overflowX: 'hidden' }} data-testid={`${testId}-results`}>
          {picks.length === 0 ? (
            <Text size="sm" c="dimmed" p="sm">
              {empty}
            </Text>
          ) : (
            picks.map((m) => {
              const added = taken.has(m.id);
              return (
                <Group key={m.id} justify="space-between" wrap="nowrap" px="sm" py={6} data-testid={`${testId}-result`} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                  <Group gap={8} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                    <ItemIcon tipo={m.tipo} midiaTipo={m.midiaTipo} />
                    <Text size="sm" truncate>
                      {m.nome}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {durationText(m.duration)}
                    </Text>
                  </Group>
                  <Button
                    size="compact-xs"
                    variant={added ? 'subtle' : 'light'}
                    disabled={added}
                    leftSection={added ? undefined : <IconPlus size={14} />}
                    onClick={m.add}
                    data-testid={`${testId}-add`}
                  >
                    {added ? t('objects.added') : t('objects.add')}
                  </Button>
                </Group>
              );
            })
          )}
        </Box>
      </Paper>
    </Stack>
  );
}

/** The repository search of a course's items. */
function MidiaSearch({ taken, onAdd }: { taken: ReadonlySet<string>; onAdd: (m: { id: string; nome: string; tipo: MidiaTipo; duration: number | null }) => void }) {
  const { t } = useTranslation('courses');
  const text = useSearchText();
  const { picks, fetching } = useMidiaPicks(text.debounced, onAdd);
  return <SearchList label={t('objects.search')} hint={t('objects.searchHint')} empty={t('objects.noResults')} text={text} picks={picks} fetching={fetching} taken={taken} testId="objects" />;
}

/** The assessments search of a course's items. */
function AssessmentSearch({ taken, onAdd }: { taken: ReadonlySet<string>; onAdd: (a: { id: string; titulo: string; duracao: number | null }) => void }) {
  const { t } = useTranslation('courses');
  const text = useSearchText();
  const { picks, fetching } = useAssessmentPicks(text.debounced, onAdd);
  return (
    <SearchList label={t('assessments.search')} hint={t('assessments.searchHint')} empty={t('assessments.noResults')} text={text} picks={picks} fetching={fetching} taken={taken} testId="assessments" />
  );
}

const idsOf = (itens: readonly CourseItemRow[], key: 'midiaId' | 'avaliacaoId') => new Set(itens.flatMap((i) => (i[key] ? [i[key]] : [])));

/** Step 3 of a course: its objects and assessments in order, and the sum of their durations against the workload. */
function CourseObjectsStep({ form }: { form: Form }) {
  const { t } = useTranslation('courses');
  const [source, setSource] = useState<CursoItemTipo>('midia');
  const itens = form.values.itens;
  const sum = itemsWorkload(itens);
  const workload = parseWorkload(form.values.cargaHoraria);
  const over = typeof workload === 'number' && sum > workload;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="xs">
          <SegmentedControl
            fullWidth
            size="xs"
            value={source}
            onChange={(value) => setSource(value as CursoItemTipo)}
            data={[
              { value: 'midia', label: t('assessments.objectsSource') },
              { value: 'avaliacao', label: t('assessments.source') },
            ]}
            data-testid="course-item-source"
          />
          {source === 'midia' ? (
            <MidiaSearch
              taken={idsOf(itens, 'midiaId')}
              onAdd={(m) => form.insertListItem('itens', { tipo: 'midia', midiaId: m.id, avaliacaoId: null, titulo: m.nome, midiaTipo: m.tipo, duracao: m.duration, obrigatorio: true })}
            />
          ) : (
            <AssessmentSearch
              taken={idsOf(itens, 'avaliacaoId')}
              onAdd={(a) => form.insertListItem('itens', { tipo: 'avaliacao', midiaId: null, avaliacaoId: a.id, titulo: a.titulo, midiaTipo: null, duracao: a.duracao, obrigatorio: true })}
            />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {t('objects.list')}
            </Text>
            <Badge variant="light" color={over ? 'orange' : 'gray'} radius="sm" tt="none" data-testid="objects-sum">
              {t('objects.sum', { sum: formatWorkload(sum), workload: typeof workload === 'number' ? formatWorkload(workload) : '—' })}
            </Badge>
          </Group>
          {over && (
            <Text size="xs" c="orange.8">
              {t('objects.sumOver')}
            </Text>
          )}
          {form.errors.itens && (
            <Text size="xs" c="red">
              {form.errors.itens}
            </Text>
          )}
          {itens.length === 0 ? (
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
              {t('objects.none')}
            </Alert>
          ) : (
            <Paper withBorder radius="md">
              {itens.map((item, index) => (
                <Group
                  key={courseItemKey(item)}
                  justify="space-between"
                  wrap="nowrap"
                  px="sm"
                  py={6}
                  data-testid="course-item"
                  style={{ borderBottom: index < itens.length - 1 ? '1px solid var(--mantine-color-default-border)' : undefined }}
                >
                  <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed" w={18} ta="right">
                      {index + 1}
                    </Text>
                    <ThemeIcon size={26} radius="sm" variant="light" color={item.midiaTipo ? KIND_COLOR[item.midiaTipo] : ASSESSMENT_COLOR}>
                      <ItemIcon tipo={item.tipo} midiaTipo={item.midiaTipo} size={16} />
                    </ThemeIcon>
                    <Text size="sm" truncate data-testid="course-item-title">
                      {item.titulo}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {durationText(item.duracao)}
                    </Text>
                    <ItemBadge tipo={item.tipo} />
                  </Group>
                  <RowButtons
                    index={index}
                    total={itens.length}
                    onMove={(step) => form.setFieldValue('itens', moveItem(form.getValues().itens, index, step))}
                    onRemove={async () => {
                      if (await confirmRemove(t('objects.removeTitle'), item.titulo, t('messages:cursos.removeWarning'))) form.removeListItem('itens', index);
                    }}
                    testId="course-item"
                  />
                </Group>
              ))}
            </Paper>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** A step of a trail: name, workload and its courses, objects and assessments in order. */
function TrailStepCard({ form, index, selfId }: { form: Form; index: number; selfId: string | null }) {
  const { t } = useTranslation('courses');
  const etapa = form.values.etapas[index];
  const taken = new Set(form.values.etapas.flatMap((e) => e.itens.map((i) => `${i.tipo}:${i.id}`)));
  const add = (item: StepItemRow) => form.insertListItem(`etapas.${index}.itens`, item);
  const itemsError = form.errors[`etapas.${index}.itens`];
  return (
    <Paper withBorder radius="md" p="md" data-testid="trail-step">
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <Badge variant="light" radius="sm" mt={30} style={{ flexShrink: 0 }}>
            {t('trailSteps.step', { n: index + 1 })}
          </Badge>
          <TextInput style={{ flex: 1 }} label={t('trailSteps.name')} withAsterisk maxLength={ETAPA_NAME_MAX} {...form.getInputProps(`etapas.${index}.nome`)} data-testid="trail-step-name" />
          <TextInput
            w={150}
            label={t('trailSteps.workload')}
            placeholder="hh:mm"
            leftSection={<IconClock size={16} />}
            {...form.getInputProps(`etapas.${index}.cargaHoraria`)}
            data-testid="trail-step-workload"
          />
          <Box mt={26}>
            <RowButtons
              index={index}
              total={form.values.etapas.length}
              onMove={(step) => form.setFieldValue('etapas', moveItem(form.getValues().etapas, index, step))}
              onRemove={async () => {
                if (await confirmRemove(t('trailSteps.removeStepTitle'), etapa.nome, t('messages:cursos.removeWarning'))) form.removeListItem('etapas', index);
              }}
              testId="trail-step"
            />
          </Box>
        </Group>
        {etapa.itens.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('trailSteps.empty')}
          </Text>
        ) : (
          <Paper withBorder radius="sm">
            {etapa.itens.map((item, itemIndex) => (
              <Group key={`${item.tipo}:${item.id}`} justify="space-between" wrap="nowrap" px="sm" py={4} data-testid="trail-step-item">
                <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
                  <ItemIcon tipo={item.tipo} midiaTipo={item.midiaTipo} />
                  <Text size="sm" truncate>
                    {item.titulo}
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {item.tipo === 'curso' ? (item.cargaHoraria === null ? '—' : formatWorkload(item.cargaHoraria)) : durationText(item.duracao)}
                  </Text>
                  <ItemBadge tipo={item.tipo} />
                </Group>
                <RowButtons
                  index={itemIndex}
                  total={etapa.itens.length}
                  onMove={(step) => form.setFieldValue(`etapas.${index}.itens`, moveItem(form.getValues().etapas[index].itens, itemIndex, step))}
                  onRemove={async () => {
                    if (await confirmRemove(t('objects.removeTitle'), item.titulo, t('messages:cursos.removeWarning'))) form.removeListItem(`etapas.${index}.itens`, itemIndex);
                  }}
                  testId="trail-step-item"
                />
              </Group>
            ))}
          </Paper>
        )}
        {itemsError && (
          <Text size="xs" c="red">
            {itemsError}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <CourseSelect taken={taken} selfId={selfId} onAdd={add} />
          <MidiaSelect taken={taken} onAdd={add} />
          <AssessmentSelect taken={taken} onAdd={add} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** A searchable select that adds the chosen option and clears itself. */
function PickSelect({
  label,
  placeholder,
  icon,
  text,
  options,
  onPick,
  testId,
}: {
  label: string;
  placeholder: string;
  icon: ReactNode;
  text: ReturnType<typeof useSearchText>;
  options: { value: string; label: string }[];
  onPick: (id: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('courses');
  return (
    <Select
      label={label}
      placeholder={placeholder}
      leftSection={icon}
      data={options}
      value={null}
      searchable
      searchValue={text.search}
      onSearchChange={text.setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('objects.noResults')}
      onChange={(id) => {
        if (id) onPick(id);
        text.setSearch('');
      }}
      data-testid={testId}
    />
  );
}

/** The company's courses (GET curso?search=), without the trail itself and those already in it. */
function CourseSelect({ taken, selfId, onAdd }: { taken: ReadonlySet<string>; selfId: string | null; onAdd: (item: StepItemRow) => void }) {
  const { t } = useTranslation('courses');
  const text = useSearchText();
  const query = useContentOptions('curso', text.debounced);
  const results = (query.data?.data ?? []).filter((c) => c.id !== selfId && !taken.has(`curso:${c.id}`));
  return (
    <PickSelect
      label={t('trailSteps.addCourse')}
      placeholder={t('trailSteps.addCourse')}
      icon={<IconSchool size={16} />}
      text={text}
      options={results.map((c) => ({ value: c.id, label: c.titulo }))}
      onPick={(id) => {
        const course = results.find((c) => c.id === id);
        if (course) onAdd({ tipo: 'curso', id: course.id, titulo: course.titulo, midiaTipo: null, duracao: null, cargaHoraria: course.cargaHoraria });
      }}
      testId="trail-step-add-course"
    />
  );
}

/** Repository objects (GET midia?search=) or active assessments (GET Avaliacao?search=) not in the trail yet. */
function PicksSelect({ picks, taken, onAdd, label, placeholder, icon, text, testId }: { picks: ItemPick[]; taken: ReadonlySet<string>; onAdd: (item: StepItemRow) => void; label: string; placeholder: string; icon: ReactNode; text: ReturnType<typeof useSearchText>; testId: string }) {
  const results = picks.filter((p) => !taken.has(`${p.tipo}:${p.id}`));
  return (
    <PickSelect
      label={label}
      placeholder={placeholder}
      icon={icon}
      text={text}
      options={results.map((p) => ({ value: p.id, label: p.nome }))}
      onPick={(id) => {
        const p = results.find((r) => r.id === id);
        if (p) onAdd({ tipo: p.tipo, id: p.id, titulo: p.nome, midiaTipo: p.midiaTipo, duracao: p.duration, cargaHoraria: null });
      }}
      testId={testId}
    />
  );
}

function MidiaSelect({ taken, onAdd }: { taken: ReadonlySet<string>; onAdd: (item: StepItemRow) => void }) {
  const { t } = useTranslation('courses');
  const text = useSearchText();
  const { picks } = useMidiaPicks(text.debounced);
  return <PicksSelect picks={picks} taken={taken} onAdd={onAdd} label={t('trailSteps.addObject')} placeholder={t('objects.searchHint')} icon={<IconSearch size={16} />} text={text} testId="trail-step-add-object" />;
}

function AssessmentSelect({ taken, onAdd }: { taken: ReadonlySet<string>; onAdd: (item: StepItemRow) => void }) {
  const { t } = useTranslation('courses');
  const text = useSearchText();
  const { picks } = useAssessmentPicks(text.debounced);
  return (
    <PicksSelect
      picks={picks}
      taken={taken}
      onAdd={onAdd}
      label={t('assessments.addAssessment')}
      placeholder={t('assessments.searchHint')}
      icon={<IconClipboardCheck size={16} />}
      text={text}
      testId="trail-step-add-assessment"
    />
  );
}

/** Step 3 of a trail: add, rename, order and remove steps (unique names), each with its items. */
function TrailStepsStep({ form, selfId }: { form: Form; selfId: string | null }) {
  const { t } = useTranslation('courses');
  const language = useLanguage();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const etapas = form.values.etapas;
  const sum = workloadOfSteps(etapas.map((e) => ({ cargaHoraria: parseWorkload(e.cargaHoraria) ?? null })));
  const workload = parseWorkload(form.values.cargaHoraria);
  const addStep = () => {
    const nome = name.trim();
    if (!nome) {
      setNameError(translate('validation.required', language));
      return;
    }
    if (duplicateStepIndex([...etapas.map((e) => e.nome), nome]) >= 0) {
      setNameError(translate('formacoes.duplicateStepName', language));
      return;
    }
    form.insertListItem('etapas', { key: newStepKey(), nome, cargaHoraria: '', itens: [] });
    form.clearFieldError('etapas');
    setName('');
    setNameError(null);
  };
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="sm">
        <TextInput
          style={{ flex: 1 }}
          label={t('trailSteps.newName')}
          maxLength={ETAPA_NAME_MAX}
          value={name}
          error={nameError}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addStep();
            }
          }}
          data-testid="trail-new-step-name"
        />
        <Button mt={25} leftSection={<IconPlus size={16} />} variant="light" onClick={addStep} data-testid="trail-add-step">
          {t('trailSteps.add')}
        </Button>
        <Badge mt={32} variant="light" color="gray" radius="sm" tt="none" data-testid="trail-steps-sum">
          {t('trailSteps.sum', { sum: formatWorkload(sum), workload: typeof workload === 'number' ? formatWorkload(workload) : '—' })}
        </Badge>
      </Group>
      {typeof form.errors.etapas === 'string' && (
        <Text size="xs" c="red">
          {form.errors.etapas}
        </Text>
      )}
      {etapas.length === 0 ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t('trailSteps.none')}
        </Alert>
      ) : (
        etapas.map((etapa, index) => <TrailStepCard key={etapa.key} form={form} index={index} selfId={selfId} />)
      )}
    </Stack>
  );
}

/** Step 4: the card images (sent after the save). */
function CardsStep({ record, cards, onCard }: { record: Curso | Formacao | null; cards: Cards; onCard: (kind: CardKind, file: File | null) => void }) {
  const { t } = useTranslation('courses');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('images.description')}
      </Text>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <ImagePicker
            label={t('images.cardHorizontal')}
            hint={t('images.cardHorizontalHint')}
            currentUrl={record?.cardHorizontalUrl ?? null}
            file={cards.CardHorizontal ?? null}
            onFile={(file) => onCard('CardHorizontal', file)}
            ratio={16 / 9}
            testId="content-card-horizontal"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, sm: 4 }}>
          <ImagePicker
            label={t('images.cardVertical')}
            hint={t('images.cardVerticalHint')}
            currentUrl={record?.cardVerticalUrl ?? null}
            file={cards.CardVertical ?? null}
            onFile={(file) => onCard('CardVertical', file)}
            ratio={3 / 4}
            testId="content-card-vertical"
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

type ContentWizardModalProps = { kind: ContentKind; opened: boolean; recordId: string | null; onClose: () => void };

/**
 * Create or edit a course or a trail (3-admin §2, §3): general data, general rules, associate objects (a course's
 * ordered objects, a trail's steps) and personalization (card images, uploaded after the save).
 */
export function ContentWizardModal({ kind, opened, recordId, onClose }: ContentWizardModalProps) {
  const { t } = useTranslation('courses');
  const language = useLanguage();
  const query = useContent(kind, opened ? recordId : null);
  const record = recordId ? (query.data ?? null) : null;
  const refresh = useRefreshContents();
  const [cards, setCards] = useState<Cards>({});
  const [saving, setSaving] = useState(false);
  const [active, setActive] = useState(0);

  const form = useForm<Values>({
    initialValues: emptyValues(),
    validate: (values) => (kind === 'curso' ? validateCourseValues(values, language, t('hints.workloadFormat')) : validateTrailValues(values, language, t('hints.workloadFormat'))),
  });
  const { setValues, resetDirty, clearErrors } = form;

  const loadedFor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!opened) {
      loadedFor.current = undefined;
      return;
    }
    if (recordId && !record) return;
    const key = recordId ?? null;
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    const values = record ? toValues(kind, record) : emptyValues();
    setValues(values);
    resetDirty(values);
    clearErrors();
    setCards({});
    setActive(0);
  }, [opened, recordId, record, kind, setValues, resetDirty, clearErrors]);

  const editing = Boolean(record);

  const finish = async () => {
    const values = form.getValues();
    setSaving(true);
    try {
      const saved = kind === 'curso' ? await saveCourse(record?.id ?? null, courseValuesToRequest(values)) : await saveTrail(record?.id ?? null, trailValuesToRequest(values));
      for (const card of ['CardHorizontal', 'CardVertical'] as const) {
        const file = cards[card];
        if (!file) continue;
        try {
          await uploadCard(kind, saved.id, card, file);
        } catch (error) {
          notifyError(error);
        }
      }
      notifySuccess(t(record ? 'messages:records.updated' : 'messages:records.created'));
      void refresh();
      onClose();
    } catch (error) {
      applyApiErrors({ setFieldError: (path, message) => form.setFieldError(formPath(path), message) }, error, 'codigo');
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  const selfId = record?.id ?? null;
  const steps: WizardStep[] = [
    {
      key: 'general',
      title: t('steps.general'),
      description: t('steps.generalHint'),
      fields: ['titulo', 'codigo', 'sinopse', 'descricao', 'categoriaId', 'competenciasIds', 'active', 'obrigatorio', 'cargaHoraria'],
      content: <GeneralStep form={form} kind={kind} />,
    },
    {
      key: 'rules',
      title: t('steps.rules'),
      description: t('steps.rulesHint'),
      fields: [
        'sequenciaObrigatoria',
        'limiteDeDiasParaConclusao',
        'aproveitamentoRequerido',
        'temMaterialComplementar',
        'termoDeUsoIntroducaoId',
        'termoDeUsoConclusaoId',
        'preRequisitoCursoIds',
        'preRequisitoFormacaoIds',
        'modoLiberacao',
        'dataHoraLiberacao',
      ],
      content: <RulesStep form={form} kind={kind} selfId={selfId} />,
    },
    {
      key: 'objects',
      title: t('steps.objects'),
      description: t(kind === 'curso' ? 'steps.objectsHint' : 'steps.stepsHint'),
      fields: kind === 'curso' ? ['itens'] : ['etapas'],
      content: kind === 'curso' ? <CourseObjectsStep form={form} /> : <TrailStepsStep form={form} selfId={selfId} />,
    },
    {
      key: 'personalization',
      title: t('steps.personalization'),
      description: t('steps.personalizationHint'),
      content: <CardsStep record={record} cards={cards} onCard={(card, file) => setCards((current) => ({ ...current, [card]: file }))} />,
    },
  ];

  return (
    <WizardModal
      opened={opened}
      onClose={onClose}
      size={1000}
      icon={kind === 'curso' ? <IconSchool size={20} /> : <IconCertificate size={20} />}
      title={t(editing ? `${kind}.editTitle` : `${kind}.createTitle`)}
      description={record ? record.titulo : t(`${kind}.createDescription`)}
      testId="content-form"
      editingId={record?.id}
      loading={Boolean(recordId && !record)}
      loadError={query.error ? t('loadError') : null}
      form={form}
      steps={steps}
      active={active}
      onActiveChange={setActive}
      onFinish={finish}
      submitting={saving}
      finishLabel={t(editing ? 'actions.save' : 'actions.create')}
      cancelLabel={editing ? t('actions.close') : undefined}
      wizardTestId="content-wizard"
    />
  );
}

