import { Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

type ResultStateProps = {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  color?: MantineColor;
  children?: ReactNode;
  'data-testid'?: string;
};

/** Centred outcome of a flow (sent, success, invalid link...): a round icon, a title, a text and actions. */
export function ResultState({ icon, title, description, color = 'brand', children, 'data-testid': testId }: ResultStateProps) {
  return (
    <Stack align="center" gap="md" ta="center" data-testid={testId}>
      <ThemeIcon size={72} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Stack gap={6} align="center">
        <Title order={2} fz={24}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" maw={380}>
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
