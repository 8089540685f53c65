import { Box, Container, Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './status-screen.module.css';

type StatusScreenProps = {
  /** Large faint code behind the icon (403, 404...). */
  code?: string;
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  color?: MantineColor;
  actions?: ReactNode;
  /** Top-left content, e.g. the client logo. */
  header?: ReactNode;
  'data-testid'?: string;
};

/** Full-page status (restricted area, page not found, unexpected error). */
export function StatusScreen({ code, icon, title, description, color = 'brand', actions, header, 'data-testid': testId }: StatusScreenProps) {
  return (
    <Box className={classes.root} data-testid={testId}>
      {header && <Box className={classes.header}>{header}</Box>}
      <Container size={560} className={classes.body}>
        <Stack align="center" gap="lg" ta="center">
          <Box className={classes.illustration}>
            {code && (
              <Text className={classes.code} aria-hidden>
                {code}
              </Text>
            )}
            <span className={classes.halo} aria-hidden />
            <ThemeIcon size={96} radius={48} variant="light" color={color} className={classes.icon}>
              {icon}
            </ThemeIcon>
          </Box>
          <Stack gap="xs" align="center">
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {title}
            </Title>
            <Text c="dimmed" size="lg" maw={460}>
              {description}
            </Text>
          </Stack>
          {actions}
        </Stack>
      </Container>
    </Box>
  );
}
