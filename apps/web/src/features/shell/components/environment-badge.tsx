import { Badge, Tooltip } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useClientSettings } from '../../settings';
import { environmentBadge } from '../utils/environment.ts';

/** Badge of non-production environments (Homologação, Integração, Desenvolvimento); nothing in production. */
export function EnvironmentBadge({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const settings = useClientSettings();
  const badge = environmentBadge(settings.environment);
  if (!badge) return null;
  return (
    <Tooltip label={t('topBar.environmentHint')} openDelay={400} withArrow>
      <Badge
        color={badge.color}
        variant="light"
        size={compact ? 'md' : 'lg'}
        radius="sm"
        leftSection={compact ? undefined : <IconFlask size={14} />}
        data-testid="environment-badge"
        data-environment={badge.key}
        style={{ flexShrink: 0 }}
      >
        {compact ? t(`topBar.environment.${badge.key}`).slice(0, 3) : t(`topBar.environment.${badge.key}`)}
      </Badge>
    </Tooltip>
  );
}
