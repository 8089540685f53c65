import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** One headline figure of a panel: label, value already formatted, an icon. */
export function Kpi({ label, value, icon, color = 'blue', testId, hint }: { label: string; value: string; icon: ReactNode; color?: string; testId: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} data-value={value}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={color} size={38} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
            {label}
          </Text>
          <Text fz={24} fw={700} lh={1.25} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
      </Group>
    </Paper>
  );
}

/** The headline figures: two a row on a phone, `cols` from the medium breakpoint. */
export function KpiGrid({ children, cols = 4, testId }: { children: ReactNode; cols?: number; testId: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: cols }} spacing="md" mb="lg" data-testid={testId}>
      {children}
    </SimpleGrid>
  );
}
