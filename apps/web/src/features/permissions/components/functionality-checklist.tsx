import { Alert, Badge, Box, Button, Checkbox, Group, Input, Paper, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PERMISSION_MODULES,
  PERMISSION_NAMES,
  missingMenuAccess,
  moduleSelection,
  normaliseFunctionalities,
  toggleModule,
  unheldFunctionalities,
  type PermissionModule,
} from '@plataforma/shared/permissions';
import classes from './functionality-checklist.module.css';

type FunctionalityChecklistProps = {
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
  /** Functionalities that may not be unchecked (the caller's own group keeps its access), with the reason. */
  locked?: readonly string[];
  lockedHint?: string;
  /**
   * The signed-in user's functionalities: nobody adds to a group one they do not hold (the server answers 403), so
   * the others are disabled unless the group already has them. Undefined: no restriction.
   */
  held?: readonly string[];
  /** The group's functionalities as stored (kept ones need not be held). */
  stored?: readonly string[];
};

const MODULES = Object.entries(PERMISSION_MODULES) as [PermissionModule, readonly string[]][];
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * The functionalities of a group as a checklist grouped by module (catalogue order): a module checkbox selects or
 * clears the whole module (indeterminate when partly selected); a filter narrows the list; the module's own entry
 * opens its menu group.
 */
export function FunctionalityChecklist({ value, onChange, error, locked = [], lockedHint, held, stored = [] }: FunctionalityChecklistProps) {
  const { t } = useTranslation('permissions');
  const [filter, setFilter] = useState('');
  const label = (name: string) => t(`functionalities.${name}`, { defaultValue: name });
  /** What the user may not add: not held, and not already in the group. */
  const unavailable = useMemo(() => new Set(held ? unheldFunctionalities(held, PERMISSION_NAMES).filter((n) => !stored.includes(n)) : []), [held, stored]);
  const grantable = (names: readonly string[]) => names.filter((n) => !unavailable.has(n));
  /** The /conta and /settings functionalities selected without their menu access (the server refuses them). */
  const orphans = new Map(missingMenuAccess(value).map((m) => [m.modulo, m.funcionalidades]));

  const visible = useMemo(() => {
    const wanted = fold(filter.trim());
    return MODULES.map(([modulo, names]) => {
      if (!wanted || fold(t(`modules.${modulo}`)).includes(wanted)) return { modulo, names: [...names] };
      return { modulo, names: names.filter((n) => fold(t(`functionalities.${n}`, { defaultValue: n })).includes(wanted) || fold(n).includes(wanted)) };
    }).filter((m) => m.names.length > 0);
  }, [filter, t]);

  const keepLocked = (next: string[]) => normaliseFunctionalities([...next, ...locked.filter((n) => value.includes(n))]);
  const toggle = (name: string, on: boolean) => onChange(keepLocked(on ? normaliseFunctionalities([...value, name]) : value.filter((n) => n !== name)));

  return (
    <Input.Wrapper
      label={t('fields.funcionalidades')}
      withAsterisk
      error={error}
      inputWrapperOrder={['label', 'description', 'error', 'input']}
      description={t('checklist.selected', { count: value.length, total: PERMISSION_NAMES.length })}
      data-testid="functionality-checklist"
    >
      <Stack gap="sm" mt="xs">
        <Group gap="xs" wrap="nowrap">
          <TextInput
            size="xs"
            flex={1}
            leftSection={<IconSearch size={14} />}
            placeholder={t('checklist.filter')}
            aria-label={t('checklist.filter')}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            data-testid="functionality-filter"
          />
          <Button size="compact-xs" variant="subtle" onClick={() => onChange(normaliseFunctionalities([...value, ...grantable(PERMISSION_NAMES)]))} data-testid="functionality-all">
            {t('checklist.selectAll')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onChange(keepLocked([]))} data-testid="functionality-none">
            {t('checklist.clearAll')}
          </Button>
        </Group>
        {visible.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('checklist.noMatch')}
          </Text>
        )}
        {visible.map(({ modulo, names }) => {
          const all = PERMISSION_MODULES[modulo];
          const state = moduleSelection(all, value);
          const held = all.filter((n) => value.includes(n)).length;
          return (
            <Paper key={modulo} withBorder radius="md" className={classes.module} data-selected={state !== 'none' || undefined} data-testid={`module-${modulo}`}>
              <Group justify="space-between" className={classes.moduleHeader} wrap="nowrap">
                <Checkbox
                  label={t(`modules.${modulo}`)}
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
                  onChange={(event) => {
                    // a module the user cannot hold whole: a click adds what they may grant, the next one clears it
                    const on = event.currentTarget.checked && !grantable(all).every((n) => value.includes(n));
                    onChange(keepLocked(toggleModule(on ? grantable(all) : all, value, on)));
                  }}
                  classNames={{ label: classes.moduleLabel }}
                  data-testid={`module-toggle-${modulo}`}
                />
                <Badge size="sm" radius="sm" variant={held > 0 ? 'light' : 'outline'} color={held > 0 ? 'brand' : 'gray'}>
                  {held}/{all.length}
                </Badge>
              </Group>
              {orphans.has(modulo) && (
                <Alert variant="light" color="orange" radius={0} py={6} icon={<IconAlertTriangle size={16} />} data-testid={`menu-access-hint-${modulo}`}>
                  <Text size="xs">
                    {t('messages:permissions.menuAccessRequired', { names: (orphans.get(modulo) ?? []).map(label).join(', '), module: t(`modules.${modulo}`) })}
                  </Text>
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={8} className={classes.items}>
                {names.map((name) => {
                  const isLocked = locked.includes(name) && value.includes(name);
                  const notHeld = unavailable.has(name) && !value.includes(name);
                  const box = (
                    <Checkbox
                      size="sm"
                      checked={value.includes(name)}
                      disabled={isLocked || notHeld}
                      onChange={(event) => toggle(name, event.currentTarget.checked)}
                      label={
                        <span>
                          {label(name)}
                          {name === modulo && (
                            <Text span size="xs" c="dimmed">
                              {' '}
                              · {t('checklist.menuAccess')}
                            </Text>
                          )}
                        </span>
                      }
                      data-testid={`functionality-${name}`}
                    />
                  );
                  const hint = isLocked ? lockedHint : notHeld ? t('messages:permissions.notHeldHint') : undefined;
                  return hint ? (
                    <Tooltip key={name} label={hint} withArrow multiline maw={260}>
                      <Box data-testid={notHeld ? `not-held-${name}` : undefined}>{box}</Box>
                    </Tooltip>
                  ) : (
                    <Box key={name}>{box}</Box>
                  );
                })}
              </SimpleGrid>
            </Paper>
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}
