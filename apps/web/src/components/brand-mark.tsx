import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';

type BrandMarkProps = { logo?: string | null; title: string; height?: number; withTitle?: boolean };

/** The client's logo, or a neutral mark with the page title (two lines at most, then an ellipsis) when no logo is configured. */
export function BrandMark({ logo, title, height = 40, withTitle = true }: BrandMarkProps) {
  if (logo) return <Image src={logo} alt={title} h={height} w="auto" fit="contain" />;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <ThemeIcon size={height} radius="md" variant="filled" aria-hidden>
        <IconSchool size={Math.round(height * 0.6)} stroke={1.8} />
      </ThemeIcon>
      {withTitle && (
        <Text fw={700} fz="lg" lh={1.2} lineClamp={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
      )}
    </Group>
  );
}
