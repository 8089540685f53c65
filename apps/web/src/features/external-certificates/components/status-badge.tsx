import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CertificateStatus } from '../utils/certificate-form.ts';

/** Colour of each request status (2-learner §4 'External certificate request'). */
export const CERTIFICATE_STATUS_COLOR: Record<CertificateStatus, MantineColor> = {
  pending: 'orange',
  approved: 'green',
  denied: 'red',
};

export function CertificateStatusBadge({ status, size = 'sm' }: { status: CertificateStatus; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('external-certificates');
  return (
    <Badge color={CERTIFICATE_STATUS_COLOR[status]} variant="light" size={size} data-testid="certificate-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
