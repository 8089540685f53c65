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

/** A long status ('Pendente de correção') wraps onto a second line in a narrow column instead of being cut. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', lineHeight: 1.25, paddingBlock: 2 },
} as const;

export function AttemptStatusBadge({ status, size = 'sm' }: { status: TentativaStatus; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('assessments');
  return (
    <Badge color={ATTEMPT_STATUS_COLOR[status]} variant="light" size={size} styles={WRAPPING} data-testid="attempt-status" data-status={status}>
      {t(`correction.status.${status}`)}
    </Badge>
  );
}
