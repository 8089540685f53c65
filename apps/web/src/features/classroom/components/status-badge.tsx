import { Badge, type MantineColor } from '@mantine/core';
import type { InscricaoStatus } from '@plataforma/shared/enrolment';
import { useTranslation } from 'react-i18next';

/** Colour of each enrolment status (2-learner §3: not started, on going, completed, approved, failed, expired). */
export const STATUS_COLOR: Record<InscricaoStatus, MantineColor> = {
  'not-started': 'gray',
  'on-going': 'blue',
  completed: 'teal',
  approved: 'green',
  failed: 'red',
  expired: 'orange',
};

export function StatusBadge({ status, size = 'sm' }: { status: InscricaoStatus; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('classroom');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" size={size} data-testid="enrolment-status" data-status={status}>
      {t(`common:enrolmentStatus.${status}`)}
    </Badge>
  );
}
