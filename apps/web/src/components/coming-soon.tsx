import { Badge, Center, EmptyState, Stack } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ComingSoonProps = { title: string };

/** Placeholder of the pages built later: a clean empty state with the route's title. */
export function ComingSoon({ title }: ComingSoonProps) {
  const { t } = useTranslation('common');
  return (
    <Center mih="60vh" p="xl" data-testid="coming-soon">
      <Stack align="center" gap="sm">
        <EmptyState
          size="lg"
          variant="light"
          icon={<IconRocket size={34} stroke={1.6} />}
          title={title}
          description={t('comingSoon.description')}
        >
          <EmptyState.Actions>
            <Badge variant="light" size="lg" radius="sm">
              {t('comingSoon.badge')}
            </Badge>
          </EmptyState.Actions>
        </EmptyState>
      </Stack>
    </Center>
  );
}
