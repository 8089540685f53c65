import { Badge, Group, Progress, Text, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InscricaoOrigem, InscricaoStatus } from '@plataforma/shared/enrolment';

const ORIGIN_COLOR: Record<InscricaoOrigem, MantineColor> = {
  manual: 'blue',
  manager: 'grape',
  'auto-position': 'cyan',
  'auto-unit': 'teal',
  import: 'orange',
};

const STATUS_COLOR: Record<InscricaoStatus | 'cancelled', MantineColor> = {
  'not-started': 'yellow',
  'on-going': 'blue',
  completed: 'indigo',
  approved: 'teal',
  failed: 'red',
  expired: 'orange',
  cancelled: 'dark',
};

/** Badges of a table cell keep their whole label (the table's automatic layout would otherwise cut it). */
const WHOLE_LABEL = { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } } as const;

/** Where an enrolment came from (manual, manager, automated by job title or unit, import). */
export function OriginBadge({ origin }: { origin: InscricaoOrigem }) {
  const { t } = useTranslation('enrolment');
  return (
    <Badge size="sm" radius="sm" variant="light" color={ORIGIN_COLOR[origin]} tt="none" fw={600} styles={WHOLE_LABEL} data-testid="enrolment-origin" data-origin={origin}>
      {t(`origins.${origin}`)}
    </Badge>
  );
}

/** The status of an enrolment; a cancelled one shows 'Cancelada' whatever its progress. */
export function EnrolmentStatusBadge({ status, active }: { status: InscricaoStatus; active: boolean }) {
  const { t } = useTranslation('enrolment');
  const shown = active ? status : 'cancelled';
  return (
    <Badge size="sm" radius="sm" variant={active ? 'light' : 'outline'} color={STATUS_COLOR[shown]} tt="none" fw={600} styles={WHOLE_LABEL} data-testid="enrolment-status" data-status={shown}>
      {t(`common:enrolmentStatus.${shown}`)}
    </Badge>
  );
}

/** Progress 0..100 as a bar with the number. */
export function ProgressCell({ value }: { value: number }) {
  const color = value >= 100 ? 'teal' : value > 0 ? 'blue' : 'gray';
  return (
    <Group gap={8} wrap="nowrap" miw={110} data-testid="enrolment-progress" data-value={value}>
      <Progress value={value} color={color} size="sm" radius="xl" style={{ flex: 1 }} aria-label={`${value}%`} />
      <Text size="xs" fw={600} w={34} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}%
      </Text>
    </Group>
  );
}
