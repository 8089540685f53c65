import { Badge, type MantineColor } from '@mantine/core';
import type { TentativaStatus } from '@plataforma/shared/assessments';
import { useTranslation } from 'react-i18next';

/** Colour of each attempt status (2-learner §3 'Attempt statuses'). */
export const ATTEMPT_STATUS_COLOR: Record<TentativaStatus, MantineColor> = {
  Aprovado: 'green',
  Reprovado: 'red',
  Pendente: 'blue',
  NovaTentativa: 'cyan',
  Desistencia: 'gray',
  NaoRespondido: 'gray',
  PendenteDeCorrecao: 'orange',
};

export function AttemptStatusBadge({ status, size = 'sm' }: { status: TentativaStatus; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('assessments');
  return (
    <Badge color={ATTEMPT_STATUS_COLOR[status]} variant="light" size={size} data-testid="attempt-status" data-status={status}>
      {t(`correction.status.${status}`)}
    </Badge>
  );
}
