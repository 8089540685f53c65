import { Alert, Button, Center, Group, Loader, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/notify.ts';

/** A failed list: the first server message (or the fallback) and a retry button. */
export function ErrorBox({ error, fallback, onRetry, testId }: { error: unknown; fallback: string; onRetry?: () => void; testId?: string }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid={testId ?? 'learner-error'}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorMessage(error, fallback)}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/** An empty list: a round icon, a title, a line and an optional action. */
export function EmptyBox({ icon, title, description, children, testId }: { icon: ReactNode; title: string; description?: string; children?: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" data-testid={testId}>
      <Stack align="center" gap="sm" py="lg" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Text fw={700} fz="lg">
          {title}
        </Text>
        {description && (
          <Text c="dimmed" size="sm" maw={460}>
            {description}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** Placeholders of a row of cards while it loads. */
export function RowSkeleton({ count = 4, width = 280, height = 230 }: { count?: number; width?: number; height?: number }) {
  return (
    <Group gap="md" wrap="nowrap" style={{ overflow: 'hidden' }} aria-busy>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} w={width} h={height} radius="lg" style={{ flexShrink: 0 }} />
      ))}
    </Group>
  );
}

export function PageLoader() {
  return (
    <Center h={240}>
      <Loader />
    </Center>
  );
}
