import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Checkbox,
  Divider,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLinkOff, IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchOutcome, type PermissionGroup, type UserProfile } from '@plataforma/shared/permissions';
import type { BasicUser } from '@plataforma/shared/users';
import { confirmAction } from '../../../components/confirm.tsx';
import { initialsOf } from '../../../lib/format.ts';
import { errorMessage, notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useBasicUsers, useGroupUsers, useLinkUsersMutation, useUnlinkUsersMutation } from '../api/permission-groups.ts';
import classes from './link-users-modal.module.css';

const PAGE_SIZE = 10;

type LinkUsersModalProps = { group: PermissionGroup | null; onClose: () => void };

/**
 * 'Vincular usuários': a searchable multi-select of the tenant's users (usuario/Basic) linked with one
 * AddBondPermissionUser call, and the current users of the group with unlink (one call per user). Outcomes follow the
 * spec (3-admin §4, §8): all ok, all failed, or partial ('Atenção!' naming who failed; the lists refresh).
 */
export function LinkUsersModal({ group, onClose }: LinkUsersModalProps) {
  const { t } = useTranslation('permissions');
  const opened = group !== null;
  const groupId = group?.id ?? null;

  // ------------------------------------------------------------ pick and link
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const options = useBasicUsers(debounced, opened);
  const [picked, setPicked] = useState<string[]>([]);
  const [known, setKnown] = useState<Record<string, BasicUser>>({});
  const link = useLinkUsersMutation();

  // ------------------------------------------------------------ current users
  const [memberSearch, setMemberSearch] = useState('');
  const [memberQuery] = useDebouncedValue(memberSearch.trim(), 250);
  const [page, setPage] = useState(1);
  const members = useGroupUsers(groupId, { pageNumber: page, pageSize: PAGE_SIZE, search: memberQuery || undefined });
  const [checked, setChecked] = useState<UserProfile[]>([]);
  const unlink = useUnlinkUsersMutation();

  useEffect(() => {
    if (!opened) return;
    setSearch('');
    setPicked([]);
    setMemberSearch('');
    setPage(1);
    setChecked([]);
  }, [opened, groupId]);
  useEffect(() => setPage(1), [memberQuery]);
  useEffect(() => {
    if (!options.data) return;
    setKnown((current) => ({ ...current, ...Object.fromEntries(options.data.map((u) => [u.value, u])) }));
  }, [options.data]);

  const data = useMemo(() => {
    const results = options.data ?? [];
    const chosen = picked.filter((id) => !results.some((r) => r.value === id)).flatMap((id) => (known[id] ? [known[id]] : []));
    return [...chosen, ...results].map((u) => ({ value: u.value, label: u.label }));
  }, [options.data, picked, known]);

  const nameOf = (userId: string, name: string | null) => name ?? known[userId]?.label ?? userId;

  const submitLink = async () => {
    if (!groupId || picked.length === 0) return;
    try {
      const reply = await link.mutateAsync({ permissionId: groupId, usersIds: picked });
      const outcome = batchOutcome(reply);
      if (outcome === 'success') {
        notifySuccess(t('messages:permissions.linkOk'));
        setPicked([]);
        return;
      }
      const reasons = reply.failedItems.map((f) => `${nameOf(f.userId, f.name)} (${f.message})`).join('; ');
      if (outcome === 'failure') {
        notifyError(undefined, `${t('messages:permissions.linkFail')} ${reasons}`, { autoClose: 10_000 });
        return;
      }
      notifyWarning(t('messages:permissions.linkPartial', { names: reasons }), { title: t('messages:permissions.attention'), autoClose: 12_000 });
      setPicked(reply.failedItems.map((f) => f.userId));
    } catch (error) {
      notifyError(error, t('messages:permissions.linkFail'));
    }
  };

  const runUnlink = async (users: UserProfile[]) => {
    if (!groupId || users.length === 0) return;
    const one = users.length === 1;
    const ok = await confirmAction({
      title: t(one ? 'link.unlinkTitle' : 'link.unlinkTitleMany'),
      message: one ? t('link.unlinkConfirm', { name: users[0].name }) : t('link.unlinkConfirmMany', { count: users.length }),
      confirmLabel: t('link.unlink'),
      tone: 'danger',
      testId: 'confirm-unlink',
    });
    if (!ok) return;
    const reply = await unlink.mutateAsync({ permissionId: groupId, users: users.map((u) => ({ userId: u.userId, name: u.name })) });
    const outcome = batchOutcome(reply);
    setChecked((current) => current.filter((c) => reply.failedItems.some((f) => f.userId === c.userId)));
    if (outcome === 'success') notifySuccess(t('messages:permissions.unlinkOk'));
    else if (outcome === 'failure') notifyError(reply.failedItems[0].error, t('messages:permissions.unlinkFail'));
    else {
      const names = reply.failedItems.map((f) => `${f.name} (${errorMessage(f.error)})`).join('; ');
      notifyWarning(t('messages:permissions.unlinkPartial', { names }), { title: t('messages:permissions.attention'), autoClose: 12_000 });
    }
  };

  const rows = members.data?.data ?? [];
  const total = members.data?.totalItems ?? 0;
  const selectable = rows.filter((r) => !r.blocked);
  const allChecked = selectable.length > 0 && selectable.every((r) => checked.some((c) => c.userId === r.userId));
  const someChecked = selectable.some((r) => checked.some((c) => c.userId === r.userId));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size={720}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light">
            <IconUsers size={20} />
          </ThemeIcon>
          <div>
            <Text fw={700} fz="lg" lh={1.3}>
              {t('link.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('link.subtitle', { name: group?.nome ?? '' })}
            </Text>
          </div>
        </Group>
      }
      attributes={{ content: { 'data-testid': 'link-users-modal' } }}
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md" className={classes.pickCard}>
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <MultiSelect
              flex={1}
              label={t('link.pickLabel')}
              description={t('link.pickHint')}
              placeholder={picked.length === 0 ? t('link.pickPlaceholder') : undefined}
              data={data}
              value={picked}
              onChange={setPicked}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options: all }) => all}
              nothingFoundMessage={options.isFetching ? t('common:feedback.loading') : t('link.nothingFound')}
              rightSection={options.isFetching ? <Loader size={14} /> : undefined}
              hidePickedOptions
              clearable
              maxDropdownHeight={240}
              comboboxProps={{ withinPortal: true, zIndex: 1000 }}
              renderOption={({ option }) => (
                <Group gap="sm" wrap="nowrap">
                  <Avatar size={28} radius="xl" color="brand">
                    {initialsOf(option.label)}
                  </Avatar>
                  <div>
                    <Text size="sm" lh={1.2}>
                      {option.label}
                    </Text>
                    <Text size="xs" c="dimmed" lh={1.2}>
                      {known[option.value]?.email}
                    </Text>
                  </div>
                </Group>
              )}
              data-testid="link-users-select"
            />
            <Button
              leftSection={<IconUserPlus size={18} />}
              disabled={picked.length === 0}
              loading={link.isPending}
              onClick={() => void submitLink()}
              data-testid="link-users-submit"
            >
              {t('link.submit')}
              {picked.length > 0 ? ` (${picked.length})` : ''}
            </Button>
          </Group>
        </Paper>

        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Text fw={600}>{t('link.current')}</Text>
              <Badge variant="light" radius="sm" data-testid="group-users-total">
                {t('link.currentCount', { count: total })}
              </Badge>
            </Group>
            <Group gap="xs">
              {checked.length > 0 && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconLinkOff size={14} />}
                  loading={unlink.isPending}
                  onClick={() => void runUnlink(checked)}
                  data-testid="unlink-selected"
                >
                  {t('link.unlinkSelected', { count: checked.length })}
                </Button>
              )}
              <TextInput
                size="xs"
                w={220}
                leftSection={<IconSearch size={14} />}
                placeholder={t('link.searchCurrent')}
                aria-label={t('link.searchCurrent')}
                value={memberSearch}
                onChange={(event) => setMemberSearch(event.currentTarget.value)}
                data-testid="group-users-search"
              />
            </Group>
          </Group>

          <Paper withBorder radius="md" className={classes.list} data-testid="group-users">
            {rows.length > 0 && (
              <Group className={classes.listHeader} gap="sm" wrap="nowrap">
                <Checkbox
                  size="xs"
                  aria-label={t('link.unlinkSelected', { count: selectable.length })}
                  checked={allChecked}
                  indeterminate={!allChecked && someChecked}
                  disabled={selectable.length === 0}
                  onChange={(event) =>
                    setChecked((current) =>
                      event.currentTarget.checked
                        ? [...current.filter((c) => !selectable.some((s) => s.userId === c.userId)), ...selectable]
                        : current.filter((c) => !selectable.some((s) => s.userId === c.userId)),
                    )
                  }
                />
                <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                  {t('fields.nome')}
                </Text>
              </Group>
            )}
            {rows.length === 0 && (
              <Stack align="center" gap={4} py="xl" c="dimmed">
                {members.isFetching ? <Loader size="sm" /> : <IconUsers size={28} stroke={1.4} />}
                {!members.isFetching && <Text size="sm">{memberQuery ? t('link.emptySearch') : t('link.empty')}</Text>}
              </Stack>
            )}
            {rows.map((user) => {
              const isChecked = checked.some((c) => c.userId === user.userId);
              return (
                <Group key={user.userId} className={classes.row} gap="sm" wrap="nowrap" data-testid="group-user-row">
                  <Checkbox
                    size="xs"
                    aria-label={user.name}
                    checked={isChecked}
                    disabled={user.blocked}
                    onChange={(event) =>
                      setChecked((current) => (event.currentTarget.checked ? [...current, user] : current.filter((c) => c.userId !== user.userId)))
                    }
                  />
                  <Avatar size={32} radius="xl" color="brand">
                    {initialsOf(user.name)}
                  </Avatar>
                  <div className={classes.who}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={500} truncate>
                        {user.name}
                      </Text>
                      {user.blocked && (
                        <Badge size="xs" variant="light" radius="sm">
                          {t('link.self')}
                        </Badge>
                      )}
                      {!user.active && (
                        <Badge size="xs" variant="light" color="gray" radius="sm">
                          {t('link.inactiveAccount')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed" truncate>
                      {user.email}
                    </Text>
                  </div>
                  <Tooltip label={user.blocked ? t('link.selfLocked') : t('link.unlink')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('link.unlink')}
                      data-disabled={user.blocked || undefined}
                      aria-disabled={user.blocked || undefined}
                      onClick={() => {
                        if (!user.blocked) void runUnlink([user]);
                      }}
                      data-testid="unlink-user"
                    >
                      <IconLinkOff size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              );
            })}
          </Paper>
          {total > PAGE_SIZE && (
            <Group justify="flex-end">
              <Pagination size="sm" total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
            </Group>
          )}
        </Stack>

        <Divider />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="link-users-close">
            {t('link.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
