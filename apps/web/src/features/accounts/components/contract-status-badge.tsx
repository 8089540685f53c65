import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StatusProjeto, SubscriptionStatus } from '@plataforma/shared/accounts';

const PROJECT_COLOR: Record<StatusProjeto, string> = { experimentation: 'violet', inProduction: 'teal', blocked: 'orange', canceled: 'gray' };
const SUBSCRIPTION_COLOR: Record<SubscriptionStatus, string> = { active: 'teal', trial: 'violet', blocked: 'orange', canceled: 'gray', expired: 'red' };

/** statusProjeto as a soft badge. */
export function ProjectStatusBadge({ status, size = 'sm' }: { status: StatusProjeto; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('accounts');
  return (
    <Badge variant="light" color={PROJECT_COLOR[status]} radius="sm" tt="none" fw={600} size={size} data-testid="project-status" data-status={status}>
      {t(`contracts.status.${status}`)}
    </Badge>
  );
}

/** The subscription state of a contract (Meu Contrato). */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('accounts');
  return (
    <Badge variant="filled" color={SUBSCRIPTION_COLOR[status]} radius="sm" tt="none" fw={600} size="lg" data-testid="subscription-status" data-status={status}>
      {t(`myContract.subscription.${status}`)}
    </Badge>
  );
}
