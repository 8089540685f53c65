import { Box, Loader, Stack, Text } from '@mantine/core';
import classes from './full-screen-loading.module.css';

type FullScreenLoadingProps = { label?: string; 'data-testid'?: string };

/** Full-screen loading overlay (client settings, session start, sign-out). */
export function FullScreenLoading({ label, 'data-testid': testId = 'full-screen-loading' }: FullScreenLoadingProps) {
  return (
    <Box className={classes.root} role="status" aria-live="polite" aria-busy="true" data-testid={testId}>
      <Stack align="center" gap="md">
        <Loader size="lg" type="dots" />
        {label && (
          <Text c="dimmed" size="sm">
            {label}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
