import { Box, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What a page's place shows while its code (and texts) arrive: a heading and a few blocks in the page's frame, so the
 * layout around it (sidebar, top bar, or the login side) is already there and nothing flashes white.
 */
export function RouteSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-busy="true" aria-label={t('feedback.loading')} data-testid="route-loading" w="100%">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Skeleton height={48} width={48} radius="md" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={12} width="20%" radius="sm" />
            <Skeleton height={22} width="45%" radius="sm" />
          </Stack>
        </Group>
        <Skeleton height={14} width="70%" radius="sm" />
        <Skeleton height={160} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    </Box>
  );
}
