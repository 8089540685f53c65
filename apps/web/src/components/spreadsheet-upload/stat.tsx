import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/language.ts';

/** One number of a summary (rows, valid rows, enrolled, failures...), coloured when above zero. */
export function Stat({ label, value, color, testId }: { label: string; value: number; color?: string; testId: string }) {
  const language = useLanguage();
  return (
    <Paper withBorder radius="md" px="sm" py={8} data-testid={testId} data-value={value}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
        {label}
      </Text>
      <Text fz={22} fw={700} lh={1.3} c={value > 0 ? color : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatNumber(value, language)}
      </Text>
    </Paper>
  );
}

/** A row of Stat boxes: two a row on a phone, `cols` from the small breakpoint. */
export function StatGrid({ children, cols, testId }: { children: ReactNode; cols: number; testId: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: cols }} spacing="sm" data-testid={testId}>
      {children}
    </SimpleGrid>
  );
}
