import { ActionIcon, Alert, Badge, Button, Center, Checkbox, Group, Loader, Modal, Paper, Select, Stack, Switch, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconArrowDown,
  IconArrowUp,
  IconCalendarEvent,
  IconCertificate,
  IconCircleCheck,
  IconClockHour4,
  IconRobot,
  IconSchool,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InscricaoAutomatizada, InscricaoTipo } from '@plataforma/shared/enrolment';
import { confirmAction } from '../../../components/confirm.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  useAutomatedRule,
  useContentOptions,
  useDeleteAutomatedRuleMutation,
  useSaveAutomatedRuleMutation,
  type AutomatedTarget,
  type ContentOption,
} from '../api/enrolment.ts';
import { dayToInstant, instantToDay, todayDay } from './dates.ts';

const keyOf = (item: { tipo: InscricaoTipo; id: string }) => `${item.tipo}:${item.id}`;

type FormState = { itens: ContentOption[]; dataInicio: string | null; notificarPorEmail: boolean; ativo: boolean };

const stateOf = (rule: InscricaoAutomatizada | null): FormState =>
  rule
    ? {
        itens: [...rule.itens].sort((a, b) => a.ordem - b.ordem).map((i) => ({ tipo: i.tipo, id: i.id, titulo: i.titulo })),
        dataInicio: instantToDay(rule.dataInicio),
        notificarPorEmail: rule.notificarPorEmail,
        ativo: rule.ativo,
      }
    : { itens: [], dataInicio: todayDay(), notificarPorEmail: false, ativo: true };

/** Whether the rule has been applied (when), or when it will start. */
function AppliedState({ rule }: { rule: InscricaoAutomatizada | null }) {
  const { t } = useTranslation('enrolment');
  const language = useLanguage();
  if (!rule)
    return (
      <Badge variant="light" color="gray" radius="sm" tt="none" size="lg" fw={500} data-testid="automated-state" data-state="new">
        {t('automated.notSaved')}
      </Badge>
    );
  if (rule.aplicadaEm)
    return (
      <Badge variant="light" color="teal" radius="sm" tt="none" size="lg" fw={500} leftSection={<IconCircleCheck size={14} />} data-testid="automated-state" data-state="applied">
        {t('automated.applied', { date: formatDateTime(rule.aplicadaEm, language) })}
      </Badge>
    );
  return (
    <Badge variant="light" color="orange" radius="sm" tt="none" size="lg" fw={500} leftSection={<IconClockHour4 size={14} />} data-testid="automated-state" data-state="pending">
      {t('automated.pending', { date: formatDate(rule.dataInicio, language) })}
    </Badge>
  );
}

function ItemsEditor({ items, onChange, error }: { items: ContentOption[]; onChange: (items: ContentOption[]) => void; error: string | null }) {
  const { t } = useTranslation('enrolment');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const options = useContentOptions(debounced, true);
  const chosen = new Set(items.map(keyOf));
  const groups = useMemo(() => {
    const free = (options.data ?? []).filter((o) => !chosen.has(keyOf(o)));
    return (['curso', 'formacao'] as const)
      .map((tipo) => ({ group: t(`automated.kind.${tipo}`), items: free.filter((o) => o.tipo === tipo).map((o) => ({ value: keyOf(o), label: o.titulo })) }))
      .filter((g) => g.items.length > 0);
    // chosen is derived from items
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.data, items, t]);

  const add = (value: string | null) => {
    const option = (options.data ?? []).find((o) => keyOf(o) === value);
    if (option) onChange([...items, option]);
    setSearch('');
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    onChange(next);
  };

  return (
    <Stack gap={6}>
      <Select
        label={t('automated.items')}
        description={t('automated.itemsHint')}
        placeholder={t('automated.itemsPlaceholder')}
        data={groups}
        value={null}
        onChange={add}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={options.isFetching ? '…' : t('enrol.nothingFound')}
        withAsterisk
        error={error}
        maxDropdownHeight={260}
        comboboxProps={{ zIndex: 310 }}
        data-testid="automated-items-picker"
      />
      <Paper withBorder radius="md" p={4} data-testid="automated-items">
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="sm">
            {t('automated.itemsEmpty')}
          </Text>
        ) : (
          <Stack gap={2}>
            {items.map((item, index) => (
              <Group key={keyOf(item)} gap="xs" wrap="nowrap" px="xs" py={4} data-testid="automated-item" data-kind={item.tipo}>
                <Badge variant="default" radius="sm" w={26} px={0} style={{ flexShrink: 0 }}>
                  {index + 1}
                </Badge>
                {item.tipo === 'curso' ? <IconSchool size={18} style={{ flexShrink: 0 }} /> : <IconCertificate size={18} style={{ flexShrink: 0 }} />}
                <Text size="sm" fw={600} truncate style={{ flex: 1 }} data-testid="automated-item-title">
                  {item.titulo}
                </Text>
                <Badge size="xs" variant="light" color={item.tipo === 'curso' ? 'blue' : 'grape'} radius="sm" style={{ flexShrink: 0 }}>
                  {t(`automated.kind.${item.tipo}`)}
                </Badge>
                <Group gap={0} wrap="nowrap" style={{ flexShrink: 0 }}>
                  <ActionIcon variant="subtle" color="gray" aria-label={t('automated.up')} disabled={index === 0} onClick={() => move(index, -1)} data-testid="automated-item-up">
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="gray" aria-label={t('automated.down')} disabled={index === items.length - 1} onClick={() => move(index, 1)} data-testid="automated-item-down">
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={t('automated.removeItem')} onClick={() => onChange(items.filter((_, i) => i !== index))} data-testid="automated-item-remove">
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

type Props = { target: AutomatedTarget | null; onClose: () => void };

/**
 * 'Inscrição automatizada' of a job title or a unit (3-admin §3 'Automated enrolment', §7 inscricaoautomatizada): the
 * ordered courses and trails, the start date (dd/MM/yyyy), notify by e-mail and active; shows whether the rule has
 * been applied; saves (POST or PUT) and deletes with confirmation. One rule per job title or unit.
 */
export function AutomatedEnrolmentModal({ target, onClose }: Props) {
  const { t } = useTranslation('enrolment');
  const rule = useAutomatedRule(target);
  const save = useSaveAutomatedRuleMutation();
  const remove = useDeleteAutomatedRuleMutation();
  const [form, setForm] = useState<FormState>(() => stateOf(null));
  const [errors, setErrors] = useState<{ itens: string | null; dataInicio: string | null }>({ itens: null, dataInicio: null });
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const current = rule.data ?? null;

  // the form starts from the saved rule (or empty) once it has been read
  const loadKey = target && rule.isSuccess ? `${target.tipo}:${target.id}:${current?.id ?? 'new'}` : null;
  useEffect(() => {
    if (loadKey && loadKey !== loadedFor) {
      setForm(stateOf(current));
      setErrors({ itens: null, dataInicio: null });
      setLoadedFor(loadKey);
    }
  }, [loadKey, loadedFor, current]);
  useEffect(() => {
    if (!target) setLoadedFor(null);
  }, [target]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target) return;
    const next = { itens: form.itens.length === 0 ? t('automated.itemsRequired') : null, dataInicio: form.dataInicio ? null : t('automated.dataInicioRequired') };
    setErrors(next);
    if (next.itens || next.dataInicio) return;
    try {
      const saved = await save.mutateAsync({
        id: current?.id ?? null,
        body: {
          tipo: target.tipo,
          cargoId: target.tipo === 'Cargo' ? target.id : null,
          unidadeDeNegocioId: target.tipo === 'Unidade' ? target.id : null,
          itens: form.itens.map((i) => ({ tipo: i.tipo, id: i.id })),
          dataInicio: dayToInstant(form.dataInicio!),
          notificarPorEmail: form.notificarPorEmail,
          ativo: form.ativo,
        },
      });
      notifySuccess(saved.inscritos > 0 ? `${t('automated.saved')} ${t('enrol.done', { count: saved.inscritos })}` : t('automated.saved'));
    } catch (failure) {
      notifyError(failure);
    }
  };

  const deleteRule = async () => {
    if (!current) return;
    const ok = await confirmAction({
      title: t('automated.removeTitle'),
      message: t('automated.removeMessage'),
      confirmLabel: t('actions.remove'),
      tone: 'danger',
      testId: 'confirm-delete',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(current.id);
      notifySuccess(t('automated.removed'));
    } catch (failure) {
      notifyError(failure);
    }
  };

  const ready = rule.isSuccess && loadedFor !== null;

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      centered
      radius="lg"
      size={640}
      closeOnClickOutside={!save.isPending}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light">
            <IconRobot size={20} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" lh={1.3}>
              {t('automated.title')}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={1} data-testid="automated-subject">
              {target ? t(`automated.subject.${target.tipo}`, { name: target.nome }) : ''}
            </Text>
          </div>
        </Group>
      }
      attributes={{ content: { 'data-testid': 'automated-modal' } }}
    >
      {rule.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('automated.loadError')} data-testid="automated-error">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(rule.error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void rule.refetch()}>
              {t('actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !ready ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {target ? t(`automated.description.${target.tipo}`) : ''}
            </Text>
            <Group>
              <AppliedState rule={current} />
            </Group>
            <ItemsEditor
              items={form.itens}
              onChange={(itens) => {
                setForm((f) => ({ ...f, itens }));
                setErrors((e) => ({ ...e, itens: null }));
              }}
              error={errors.itens}
            />
            <DateField
              label={t('automated.dataInicio')}
              leftSection={<IconCalendarEvent size={16} />}
              value={form.dataInicio}
              onChange={(value) => {
                setForm((f) => ({ ...f, dataInicio: value }));
                setErrors((e) => ({ ...e, dataInicio: null }));
              }}
              error={errors.dataInicio}
              withAsterisk
              maw={240}
              popoverProps={{ zIndex: 310 }}
              data-testid="automated-dataInicio"
            />
            <Checkbox
              checked={form.notificarPorEmail}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setForm((f) => ({ ...f, notificarPorEmail: checked }));
              }}
              label={t('automated.notify')}
              description={t('automated.notifyHint')}
              data-testid="automated-notify"
            />
            <Switch
              checked={form.ativo}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setForm((f) => ({ ...f, ativo: checked }));
              }}
              label={t('automated.ativo')}
              data-testid="automated-ativo"
            />
            <Group justify="space-between" gap="sm" mt="sm">
              {current ? (
                <Tooltip label={t('automated.removeMessage')} withArrow multiline maw={280}>
                  <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => void deleteRule()} loading={remove.isPending} data-testid="automated-delete">
                    {t('actions.remove')}
                  </Button>
                </Tooltip>
              ) : (
                <span />
              )}
              <Group gap="sm">
                <Button variant="default" onClick={onClose} disabled={save.isPending}>
                  {t('actions.close')}
                </Button>
                <Button type="submit" loading={save.isPending} data-testid="automated-submit">
                  {t('actions.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
