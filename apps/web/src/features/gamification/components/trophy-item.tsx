import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { translate } from '@plataforma/shared';
import type { Trophy } from '@plataforma/shared/gamification';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';

/** A trophy (2-learner §3): date, content, environment, rule and points. */
export function TrophyItem({ trophy }: { trophy: Trophy }) {
  const { t } = useTranslation('gamification');
  const language = useLanguage();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="trophy">
      <ThemeIcon variant="light" color="yellow" radius="xl" size={36} aria-hidden>
        <IconTrophy size={20} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={600} lineClamp={2}>
          {translate(`gamification.rule${trophy.rule}`, language)}
          {trophy.contentName ? ` · ${trophy.contentName}` : ''}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {formatDate(trophy.date, language)} · {t(`environments.${trophy.environment}`)} · {trophy.challengeName}
        </Text>
      </Stack>
      <Badge variant="light" color="yellow" radius="sm" style={{ flexShrink: 0 }}>
        +{t('points', { value: formatNumber(trophy.score, language) })}
      </Badge>
    </Group>
  );
}
