import { Group, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

type ModalTitleProps = {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  iconColor?: MantineColor;
  /** Shown beside the title (badges). */
  extra?: ReactNode;
};

/** The header of the admin dialogs: the record's icon, the title (with badges beside it) and a dimmed description. */
export function ModalTitle({ title, description, icon, iconColor, extra }: ModalTitleProps) {
  const heading = (
    <Text fw={700} fz="lg" lh={1.3}>
      {title}
    </Text>
  );
  return (
    <Group gap="sm" wrap="nowrap">
      {icon && (
        <ThemeIcon size={36} radius="md" variant="light" color={iconColor}>
          {icon}
        </ThemeIcon>
      )}
      <div>
        {extra ? (
          <Group gap="xs">
            {heading}
            {extra}
          </Group>
        ) : (
          heading
        )}
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
    </Group>
  );
}
