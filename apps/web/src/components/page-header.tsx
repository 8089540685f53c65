import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** An icon shown in a soft square before the title. */
  icon?: ReactNode;
  /** Small text above the title (e.g. the menu group: "Contas"). */
  eyebrow?: ReactNode;
  /** Buttons at the right. */
  actions?: ReactNode;
};

/** The heading of an admin page: icon, group, title, a line of description and the page's main actions. */
export function PageHeader({ title, description, icon, eyebrow, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg" wrap="wrap">
      <Group gap="md" wrap="nowrap" align="center">
        {icon && (
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
        )}
        <Stack gap={2}>
          {eyebrow && (
            <Text size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.6}>
              {eyebrow}
            </Text>
          )}
          <Title order={1} fz={26} lh={1.2}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" maw={640}>
              {description}
            </Text>
          )}
        </Stack>
      </Group>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
