import { Button, MultiSelect, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListContractsResponse } from '@plataforma/shared/accounts';
import {
  COMMUNICATION_STATUSES,
  COMMUNICATION_TITLE_MAX,
  communicationInputSchema,
  type Communication,
  type CommunicationStatus,
  type CreateCommunicationRequest,
} from '@plataforma/shared/communications';
import type { BasicSegmentation } from '@plataforma/shared/segmentations';
import { CountedTextInput } from '../../../components/counted-input.tsx';
import { LocalDateTimeField } from '../../../components/date-field.tsx';
import { WizardModal, type WizardStep } from '../../../components/wizard/index.ts';
import { api } from '../../../lib/api-client.ts';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useHasPermission, useIsElevated, useSession } from '../../../lib/session.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { AudienceFields } from '../../../components/audience-fields.tsx';
import { useBasicDepartments, useBasicJobTitles, useBasicUnits } from '../../accounts';
import { COMMUNICATIONS_KEY, updateCommunicationContracts, useSaveCommunicationMutation } from '../api.ts';
import { PostEditor, type PostDraft } from './post-editor.tsx';

type Display = 'normal' | 'exibirSempre' | 'naoExibir';
type Values = {
  titulo: string;
  inicio: string;
  termino: string;
  status: CommunicationStatus;
  ativo: boolean;
  publico: boolean;
  display: Display;
  cargos: string[];
  departamentos: string[];
  unidadeDeNegocio: string[];
  segmentacoes: string[];
  postagens: PostDraft[];
  contratosIds: string[];
};

let keys = 0;
const newPost = (): PostDraft => ({ key: `novo-${(keys += 1)}`, id: null, titulo: '', conteudo: '', imagemId: null, preview: null, file: null, link: '' });

const EMPTY = (): Values => ({
  titulo: '',
  inicio: '',
  termino: '',
  status: 'rascunho',
  ativo: true,
  publico: false,
  display: 'normal',
  cargos: [],
  departamentos: [],
  unidadeDeNegocio: [],
  segmentacoes: [],
  postagens: [newPost()],
  contratosIds: [],
});

const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

const valuesOf = (c: Communication): Values => ({
  titulo: c.titulo,
  inicio: toLocal(c.inicio),
  termino: toLocal(c.termino),
  status: c.status,
  ativo: c.ativo,
  publico: c.publico,
  display: c.exibirSempre ? 'exibirSempre' : c.naoExibir ? 'naoExibir' : 'normal',
  cargos: [...c.cargos],
  departamentos: [...c.departamentos],
  unidadeDeNegocio: [...c.unidadeDeNegocio],
  segmentacoes: [...c.segmentacoes],
  postagens: c.postagens.map((p) => ({ key: p.id, id: p.id, titulo: p.titulo ?? '', conteudo: p.conteudo ?? '', imagemId: p.imagemId, preview: p.linkImagem, file: null, link: p.link ?? '' })),
  contratosIds: c.contratosComunicacoes.map((x) => x.contractId),
});

const bodyOf = (v: Values): CreateCommunicationRequest => ({
  titulo: v.titulo,
  inicio: toIso(v.inicio),
  termino: toIso(v.termino),
  status: v.status,
  ativo: v.ativo,
  publico: v.publico,
  exibirSempre: v.display === 'exibirSempre',
  naoExibir: v.display === 'naoExibir',
  cargos: v.cargos,
  departamentos: v.departamentos,
  unidadeDeNegocio: v.unidadeDeNegocio,
  segmentacoes: v.segmentacoes,
  postagens: v.postagens.map((p) => ({ id: p.id, titulo: p.titulo || null, conteudo: p.conteudo || null, imagemId: p.imagemId, link: p.link || null })),
});

const validateBody = zodFormValidator(communicationInputSchema);

/** Moves the item at `from` to `to`. */
const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

type Props = { opened: boolean; onClose: () => void; communication: Communication | null };

/** Create or edit a communication in steps: general data, audience, posts (ordered by drag and drop) and contracts. */
export function CommunicationWizard({ opened, onClose, communication }: Props) {
  const { t } = useTranslation('communications');
  const save = useSaveCommunicationMutation();
  const queryClient = useQueryClient();
  const jobTitles = useBasicJobTitles();
  const departments = useBasicDepartments();
  const units = useBasicUnits();
  const canSegment = useHasPermission('Segmentações');
  const segmentations = useQuery({
    queryKey: ['comunicacao', 'segmentations'],
    queryFn: ({ signal }) => api.get<BasicSegmentation[]>('/api/v1/Segment', { signal }),
    enabled: opened && canSegment,
    staleTime: 60_000,
  });
  const elevated = useIsElevated();
  const clientMode = useSession().clientMode;
  const platform = useHasPermission('Contratos') && elevated && !clientMode;
  const distributor = useQuery({
    queryKey: ['comunicacao', 'distribuidor'],
    queryFn: ({ signal }) => api.get<{ isDistribuidor: boolean }>('/api/v1/Contrato/IsDistribuidor', { signal }),
    enabled: opened && !clientMode && !platform,
    staleTime: 300_000,
  });
  const canContracts = platform || Boolean(distributor.data?.isDistribuidor);
  const contracts = useQuery({
    queryKey: ['comunicacao', 'contracts'],
    queryFn: ({ signal }) => api.get<ListContractsResponse>('/api/v1/Contrato', { query: { pageSize: 50 }, signal }),
    enabled: opened && canContracts,
    staleTime: 60_000,
    retry: false,
  });
  const [audienceKind, setAudienceKind] = useState<'position' | 'segmentation'>('position');
  const [dragKey, setDragKey] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: EMPTY(), validate: (values) => validateBody(bodyOf(values)) });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    const values = communication ? valuesOf(communication) : EMPTY();
    setValues(values);
    resetDirty(values);
    clearErrors();
    setAudienceKind(communication && communication.segmentacoes.length > 0 ? 'segmentation' : 'position');
  }, [opened, communication, setValues, resetDirty, clearErrors]);

  const chooseAudience = (next: 'position' | 'segmentation') => {
    const v = form.values;
    const other = next === 'segmentation' ? v.cargos.length + v.departamentos.length + v.unidadeDeNegocio.length : v.segmentacoes.length;
    if (next === 'segmentation') form.setValues({ cargos: [], departamentos: [], unidadeDeNegocio: [] });
    else form.setFieldValue('segmentacoes', []);
    if (other > 0) notifyWarning(t('audience.cleared'));
    setAudienceKind(next);
  };

  const finish = async () => {
    const values = form.values;
    try {
      const saved = await save.mutateAsync({ id: communication?.id, body: bodyOf(values) });
      notifySuccess(t(communication ? 'messages:records.updated' : 'messages:records.created'));
      const before = [...(communication?.contratosComunicacoes.map((x) => x.contractId) ?? [])].sort().join(',');
      if (canContracts && [...values.contratosIds].sort().join(',') !== before)
        await updateCommunicationContracts(saved.id, values.contratosIds).catch((error: unknown) =>
          notifyError(error, t('messages:communications.contractsError'), { title: t('messages:communications.contractsError') }),
        );
      await queryClient.invalidateQueries({ queryKey: COMMUNICATIONS_KEY });
      onClose();
    } catch (error) {
      applyApiErrors(form, error, 'titulo');
      notifyError(error);
    }
  };

  const select = (field: 'cargos' | 'departamentos' | 'unidadeDeNegocio' | 'segmentacoes' | 'contratosIds') => ({
    searchable: true,
    clearable: true,
    hidePickedOptions: true,
    nothingFoundMessage: t('nothingFound'),
    maxDropdownHeight: 240,
    comboboxProps: { shadow: 'md' },
    ...form.getInputProps(field),
  });

  const posts = form.values.postagens;
  const setPosts = (next: PostDraft[]) => form.setFieldValue('postagens', next);
  const dragHandlers = (index: number, post: PostDraft) => ({
    dragging: dragKey === post.key,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', post.key);
      setDragKey(post.key);
    },
    onDragOver: (e: DragEvent) => {
      if (dragKey) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      const from = posts.findIndex((p) => p.key === dragKey);
      if (from >= 0 && from !== index) setPosts(move(posts, from, index));
      setDragKey(null);
    },
    onDragEnd: () => setDragKey(null),
  });

  const segmentationData = useMemo(() => (segmentations.data ?? []).map((s) => ({ value: s.id, label: s.nome })), [segmentations.data]);
  const postsError = typeof form.errors.postagens === 'string' ? form.errors.postagens : null;

  const steps: WizardStep[] = [
    {
      key: 'general',
      title: t('steps.general'),
      fields: ['titulo', 'inicio', 'termino', 'status', 'naoExibir', 'display'],
      content: (
        <Stack gap="sm">
          <CountedTextInput
            label={t('fields.titulo')}
            placeholder={t('titlePlaceholder')}
            withAsterisk
            maxLength={COMMUNICATION_TITLE_MAX}
            data-autofocus
            {...form.getInputProps('titulo')}
            data-testid="communication-titulo"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LocalDateTimeField label={t('fields.inicio')} clearable {...form.getInputProps('inicio')} data-testid="communication-inicio" />
            <LocalDateTimeField label={t('fields.termino')} clearable {...form.getInputProps('termino')} data-testid="communication-termino" />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('fields.status')}
            </Text>
            <SegmentedControl
              data={COMMUNICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              value={form.values.status}
              onChange={(v) => form.setFieldValue('status', v as CommunicationStatus)}
              data-testid="communication-status"
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('fields.exibicao')}
            </Text>
            <SegmentedControl
              data={(['normal', 'exibirSempre', 'naoExibir'] as const).map((d) => ({ value: d, label: t(`display.${d}`) }))}
              value={form.values.display}
              onChange={(v) => form.setFieldValue('display', v as Display)}
              data-testid="communication-display"
            />
            <Text size="xs" c="dimmed">
              {t('displayHint')}
            </Text>
          </Stack>
          <Switch label={t('fields.ativo')} {...form.getInputProps('ativo', { type: 'checkbox' })} data-testid="communication-ativo" />
        </Stack>
      ),
    },
    {
      key: 'audience',
      title: t('steps.audience'),
      fields: ['cargos', 'departamentos', 'unidadeDeNegocio', 'segmentacoes'],
      content: (
        <Stack gap="sm">
          <Switch label={t('fields.publico')} description={t('audience.publicHint')} {...form.getInputProps('publico', { type: 'checkbox' })} data-testid="communication-publico" />
          {!form.values.publico && (
            <>
              <AudienceFields
                kind={audienceKind}
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
                fields={{ cargos: select('cargos'), departamentos: select('departamentos'), unidades: select('unidadeDeNegocio'), segmentacoes: select('segmentacoes') }}
                testIdPrefix="communication"
              />
            </>
          )}
        </Stack>
      ),
    },
    {
      key: 'posts',
      title: t('steps.posts'),
      fields: ['postagens'],
      content: (
        <Stack gap="sm" data-testid="communication-posts">
          {posts.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('posts.empty')}
            </Text>
          )}
          {postsError && (
            <Text size="xs" c="red">
              {postsError}
            </Text>
          )}
          {posts.map((post, index) => (
            <PostEditor
              key={post.key}
              post={post}
              index={index}
              total={posts.length}
              errors={form.errors}
              onChange={(next) => setPosts(posts.map((p, i) => (i === index ? next : p)))}
              onMove={(to) => setPosts(move(posts, index, to))}
              onRemove={() => setPosts(posts.filter((_, i) => i !== index))}
              drag={dragHandlers(index, post)}
            />
          ))}
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setPosts([...posts, newPost()])} style={{ alignSelf: 'flex-start' }} data-testid="communication-add-post">
            {t('actions.addPost')}
          </Button>
        </Stack>
      ),
    },
    ...(canContracts
      ? [
          {
            key: 'contracts',
            title: t('steps.contracts'),
            content: (
              <MultiSelect
                label={t('fields.contratos')}
                description={t('contractsHint')}
                data={(contracts.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.nomeEmpresa} — ${c.nome}` }))}
                {...select('contratosIds')}
                data-testid="communication-contratos"
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <WizardModal
      opened={opened}
      onClose={onClose}
      size={900}
      icon={<IconSpeakerphone size={20} />}
      title={t(communication ? 'editTitle' : 'createTitle')}
      description={communication ? communication.titulo : t('createDescription')}
      testId="communication-form"
      wizardTestId="communication-wizard"
      editingId={communication?.id}
      form={form}
      steps={steps}
      onFinish={finish}
      submitting={save.isPending}
      finishLabel={t(communication ? 'actions.save' : 'actions.create')}
    />
  );
}
