import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function GamificationDrawerTitle() {
  const { t } = useTranslation('gamification');
  return (
    <Text fw={700} size="lg" component="span">
      {t('drawer.title')}
    </Text>
  );
}
