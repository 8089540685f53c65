import { Button, Checkbox, Group, Modal, MultiSelect, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnrolUsersResponse } from '@plataforma/shared/enrolment';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useEnrolUsersMutation, useUserOptions, type EnrolmentTarget } from '../api/enrolment.ts';
import { FailureList, Stat, StatGrid } from './enrolment-summary.tsx';

type Person = { value: string; label: string; email: string };

type Props = { target: EnrolmentTarget | null; onClose: () => void };

/**
 * 'Inscrever usuários' of a course or trail (3-admin §2 'enrol users', §7 inscreverusuarios): people searched by name
 * or e-mail, 'notify by e-mail', then the summary (enrolled, already enrolled, reactivated, failures with the reason).
 * When nothing could be done the server's 'Erro ao inscrever alunos!' is shown as a toast.
 */
export function EnrolUsersModal({ target, onClose }: Props) {
  const { t } = useTranslation('enrolment');
  const enrol = useEnrolUsersMutation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<Person[]>([]);
  const [notify, setNotify] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<EnrolUsersResponse | null>(null);
  const options = useUserOptions(debounced, target !== null);

  useEffect(() => {
    setSearch('');
    setChosen([]);
    setNotify(false);
    setError(null);
    setResult(null);
  }, [target?.id]);

  // the chosen people stay in the options (their labels) whatever the current search finds
  const data = useMemo(() => {
    const found = (options.data ?? []).filter((o) => !chosen.some((c) => c.value === o.value));
    return [...chosen, ...found].map((o) => ({ value: o.value, label: `${o.label} — ${o.email}` }));
  }, [options.data, chosen]);

  const choose = (values: string[]) => {
    const known = new Map([...chosen, ...(options.data ?? [])].map((o) => [o.value, o]));
    setChosen(values.flatMap((value) => (known.has(value) ? [known.get(value)!] : [])));
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target) return;
    if (chosen.length === 0) {
      setError(t('enrol.required'));
      return;
    }
    try {
      const reply = await enrol.mutateAsync({ target, body: { usuariosIds: chosen.map((c) => c.value), notificarPorEmail: notify } });
      setResult(reply);
      const done = reply.inscritos + reply.reativados;
      // nothing done at all: the spec's 'Erro ao inscrever alunos!'; some people left out: how many (2-learner §8)
      if (reply.falhas.length > 0 && done + reply.jaInscritos === 0) notifyError(null, t('messages:inscricoes.enrolError'));
      else if (reply.falhas.length > 0) notifyWarning(t('summary.partial', { count: reply.falhas.length }));
      else if (done > 0) notifySuccess(t('enrol.done', { count: done }));
    } catch (failure) {
      notifyError(failure, t('messages:inscricoes.enrolError'));
    }
  };

  const nameOf = (id: string) => chosen.find((c) => c.value === id)?.label ?? t('enrol.unknownUser', { id });

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      centered
      radius="lg"
      size={640}
      zIndex={300}
      closeOnClickOutside={!enrol.isPending}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light">
            <IconUserPlus size={20} />
          </ThemeIcon>
          <div>
            <Text fw={700} fz="lg" lh={1.3}>
              {t('enrol.title')}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {target?.titulo}
            </Text>
          </div>
        </Group>
      }
      attributes={{ content: { 'data-testid': 'enrol-users-modal' } }}
    >
      {result ? (
        <Stack gap="md" data-testid="enrol-users-result">
          <Group gap="xs">
            <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" />
            <Text fw={600}>{t('enrol.resultTitle')}</Text>
          </Group>
          <StatGrid cols={4} testId="enrol-users-summary">
            <Stat label={t('summary.inscritos')} value={result.inscritos} color="teal" testId="enrol-users-inscritos" />
            <Stat label={t('summary.jaInscritos')} value={result.jaInscritos} color="blue" testId="enrol-users-ja-inscritos" />
            <Stat label={t('summary.reativados')} value={result.reativados} color="indigo" testId="enrol-users-reativados" />
            <Stat label={t('summary.falhas')} value={result.falhas.length} color="red" testId="enrol-users-falhas" />
          </StatGrid>
          <FailureList
            failures={result.falhas.map((f) => ({ key: f.usuarioId, who: nameOf(f.usuarioId), motivo: f.motivo }))}
            firstColumn={t('fields.name')}
            testId="enrol-users-failures"
          />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setResult(null);
                setChosen([]);
              }}
              data-testid="enrol-users-again"
            >
              {t('actions.enrolAgain')}
            </Button>
            <Button onClick={onClose} data-testid="enrol-users-close">
              {t('actions.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('enrol.description', { title: target?.titulo ?? '' })}
            </Text>
            <MultiSelect
              label={t('enrol.people')}
              placeholder={chosen.length === 0 ? t('enrol.peoplePlaceholder') : undefined}
              description={t('enrol.peopleHint')}
              data={data}
              value={chosen.map((c) => c.value)}
              onChange={choose}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options: all }) => all}
              nothingFoundMessage={options.isFetching ? '…' : t('enrol.nothingFound')}
              clearable
              hidePickedOptions
              maxDropdownHeight={260}
              error={error}
              withAsterisk
              comboboxProps={{ zIndex: 310 }}
              data-testid="enrol-users-people"
            />
            <Text size="xs" c="dimmed" data-testid="enrol-users-count">
              {t('enrol.selected', { count: chosen.length })}
            </Text>
            <Checkbox
              checked={notify}
              onChange={(event) => setNotify(event.currentTarget.checked)}
              label={t('enrol.notify')}
              description={t('enrol.notifyHint')}
              data-testid="enrol-users-notify"
            />
            <Group justify="flex-end" gap="sm" mt="sm">
              <Button variant="default" onClick={onClose} disabled={enrol.isPending}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" loading={enrol.isPending} leftSection={<IconUserPlus size={18} />} data-testid="enrol-users-submit">
                {t('enrol.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
