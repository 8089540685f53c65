import { Alert, Button, Drawer, Group, ScrollArea, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock, IconShieldLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PERMISSION_ADMIN_FUNCTIONALITIES,
  PERMISSION_GROUP_DESCRIPTION_MAX,
  PERMISSION_GROUP_NAME_MAX,
  createPermissionGroupRequestSchema,
  missingMenuAccess,
  type PermissionGroup,
} from '@plataforma/shared/permissions';
import { CountedTextInput, CountedTextarea } from '../../../components/counted-input.tsx';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePermissions } from '../../../lib/session.ts';
import { zodFormValidator } from '../../../lib/zod-form.ts';
import { useSavePermissionGroupMutation } from '../api/permission-groups.ts';
import { FunctionalityChecklist } from './functionality-checklist.tsx';

type GroupValues = { nome: string; descricao: string; ativo: boolean; funcionalidades: string[] };
const EMPTY: GroupValues = { nome: '', descricao: '', ativo: true, funcionalidades: [] };

type PermissionGroupDrawerProps = {
  opened: boolean;
  onClose: () => void;
  group: PermissionGroup | null;
  /** The group the signed-in user belongs to (not in client mode): it keeps its access to this screen. */
  ownGroupId: string | null;
};

/** Create or edit a permission group in a drawer: name, description, active flag and the functionalities by module. */
export function PermissionGroupDrawer({ opened, onClose, group, ownGroupId }: PermissionGroupDrawerProps) {
  const { t } = useTranslation('permissions');
  const save = useSavePermissionGroupMutation();
  const held = usePermissions();
  const form = useForm<GroupValues>({
    initialValues: EMPTY,
    validate: (values) => {
      const errors = zodFormValidator(createPermissionGroupRequestSchema)(values);
      // the server's rule: the /conta and /settings functionalities come with their menu access
      const [orphans] = missingMenuAccess(values.funcionalidades);
      if (orphans && !errors.funcionalidades) {
        const names = orphans.funcionalidades.map((n) => t(`functionalities.${n}`, { defaultValue: n })).join(', ');
        errors.funcionalidades = t('messages:permissions.menuAccessRequired', { names, module: t(`modules.${orphans.modulo}`) });
      }
      return errors;
    },
  });
  const { setValues, resetDirty, clearErrors } = form;
  const own = Boolean(group && group.id === ownGroupId);

  useEffect(() => {
    if (!opened) return;
    const values = group ? { nome: group.nome, descricao: group.descricao ?? '', ativo: group.ativo, funcionalidades: [...group.funcionalidades] } : EMPTY;
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [opened, group, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit(
    async (values) => {
      try {
        await save.mutateAsync({ id: group?.id, body: values });
        notifySuccess(t(group ? 'messages:records.updated' : 'messages:records.created'));
        onClose();
      } catch (error) {
        applyApiErrors(form, error, 'nome');
        notifyError(error);
      }
    },
    () => notifyError(undefined, t('messages:form.checkErrors')),
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(680px, 100%)"
      padding={0}
      closeOnClickOutside={!save.isPending}
      scrollAreaComponent={ScrollArea.Autosize}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light">
            <IconShieldLock size={20} />
          </ThemeIcon>
          <div>
            <Text fw={700} fz="lg" lh={1.3}>
              {t(group ? 'editTitle' : 'createTitle')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('drawerDescription')}
            </Text>
          </div>
        </Group>
      }
      styles={{ header: { padding: 'var(--mantine-spacing-md) var(--mantine-spacing-lg)', borderBottom: '1px solid var(--mantine-color-default-border)' } }}
      attributes={{ content: { 'data-testid': 'permission-group-drawer' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md" p="lg" pb={96}>
          {own && (
            <Alert variant="light" color="blue" icon={<IconLock size={18} />} title={t('ownGroup.title')} data-testid="own-group-alert">
              {t('ownGroup.text')}
            </Alert>
          )}
          <CountedTextInput
            label={t('fields.nome')}
            placeholder={t('namePlaceholder')}
            withAsterisk
            maxLength={PERMISSION_GROUP_NAME_MAX}
            data-autofocus
            {...form.getInputProps('nome')}
            data-testid="group-nome"
          />
          <CountedTextarea
            label={t('fields.descricao')}
            placeholder={t('descriptionPlaceholder')}
            autosize
            minRows={2}
            maxRows={4}
            maxLength={PERMISSION_GROUP_DESCRIPTION_MAX}
            {...form.getInputProps('descricao')}
            data-testid="group-descricao"
          />
          <Switch
            label={t('status.active')}
            description={t('activeHint')}
            disabled={own && form.values.ativo}
            {...form.getInputProps('ativo', { type: 'checkbox' })}
            data-testid="group-ativo"
          />
          <FunctionalityChecklist
            value={form.values.funcionalidades}
            onChange={(next) => {
              form.setFieldValue('funcionalidades', next);
              form.clearFieldError('funcionalidades');
            }}
            error={form.errors.funcionalidades}
            locked={own ? PERMISSION_ADMIN_FUNCTIONALITIES : []}
            lockedHint={t('ownGroup.locked')}
            held={held}
            stored={group?.funcionalidades}
          />
        </Stack>
        <Group
          justify="flex-end"
          gap="sm"
          p="md"
          px="lg"
          pos="sticky"
          bottom={0}
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 2 }}
        >
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="permission-group-submit">
            {t(group ? 'actions.save' : 'actions.create')}
          </Button>
        </Group>
      </form>
    </Drawer>
  );
}
