import { Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usageOf } from '@plataforma/shared/accounts';

const COLOR = { ok: 'teal', warning: 'yellow', full: 'red' } as const;

/** 'ativos / contratados' with a thin bar coloured by the usage level (the contracts list column). */
export function UsageMeter({ active, contracted }: { active: number; contracted: number }) {
  const { t } = useTranslation('accounts');
  const { percent, level } = usageOf(active, contracted);
  return (
    <Tooltip
      label={contracted > 0 ? t('contracts.usageTooltip', { active, total: contracted }) : t('contracts.usageUnlimited', { active })}
      withArrow
      openDelay={300}
    >
      <Stack gap={4} miw={120} data-testid="usage-meter" data-level={level}>
        <Group gap={4} justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600} data-testid="usage-text">
            {active} / {contracted}
          </Text>
          {percent !== null && (
            <Text size="xs" c="dimmed">
              {Math.round(percent)}%
            </Text>
          )}
        </Group>
        <Progress value={percent === null ? (active > 0 ? 100 : 0) : Math.min(percent, 100)} color={COLOR[level]} size={6} radius="xl" aria-hidden />
      </Stack>
    </Tooltip>
  );
}
