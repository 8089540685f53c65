import { Box, Group, Image, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBooks, IconHome, IconSchool, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LookValues } from '../look-form.ts';
import { previewColors, type PreviewScheme } from '../preview-colors.ts';
import classes from './shell-preview.module.css';

type ShellPreviewProps = { values: LookValues; scheme: PreviewScheme };

/**
 * A small drawing of the platform with the form's colours as they are typed: top bar, menu with the current entry,
 * a card with a primary button. Nothing in it can be used (it is an image for assistive technology).
 */
export function ShellPreview({ values, scheme }: ShellPreviewProps) {
  const { t } = useTranslation('settingsLook');
  const c = previewColors(values, scheme);
  const title = values.page.title || ' ';
  return (
    <Box
      className={classes.frame}
      style={{ background: c.body, borderColor: c.border, color: c.text }}
      role="img"
      aria-label={t('preview.label', { scheme: t(`preview.${scheme}`) })}
      data-testid={`look-preview-${scheme}`}
    >
      <Box className={classes.menu} style={{ background: c.menu.background, color: c.menu.text, borderColor: c.border }} data-testid={`look-preview-${scheme}-menu`}>
        <Box className={classes.brand}>
          {values.logos.menu ? (
            <Image src={values.logos.menu} alt="" h={26} w="auto" maw={90} fit="contain" />
          ) : (
            <Group gap={6} wrap="nowrap" miw={0}>
              <ThemeIcon size={22} radius="sm" style={{ background: c.primary, color: c.onPrimary }}>
                <IconSchool size={14} />
              </ThemeIcon>
              <Text fz={11} fw={700} truncate>
                {title}
              </Text>
            </Group>
          )}
        </Box>
        <Stack gap={2} p={6}>
          <Box className={classes.item} style={{ background: `color-mix(in srgb, ${c.menu.text} 16%, transparent)` }}>
            <IconHome size={13} />
            <span>{t('preview.home')}</span>
          </Box>
          <Box className={classes.item}>
            <IconBooks size={13} />
            <span>{t('preview.catalog')}</span>
          </Box>
          <Box className={classes.item}>
            <IconSchool size={13} />
            <span>{t('preview.courses')}</span>
          </Box>
        </Stack>
      </Box>
      <Box className={classes.main}>
        <Box className={classes.bar} style={{ background: c.bar.background, color: c.bar.text, borderColor: c.border }} data-testid={`look-preview-${scheme}-bar`}>
          <Box className={classes.search} style={{ borderColor: `color-mix(in srgb, ${c.bar.text} 30%, transparent)` }}>
            <IconSearch size={11} />
          </Box>
          <Box className={classes.avatar} style={{ background: c.primary, color: c.onPrimary }}>
            AS
          </Box>
        </Box>
        <Box p={10}>
          <Box className={classes.card} style={{ background: c.card, borderColor: c.border }}>
            <Box className={classes.cover} style={{ background: `linear-gradient(135deg, ${c.primary}, ${c.brandText})` }} />
            <Text fz={11} fw={700} lh={1.2} c={c.text}>
              {t('preview.cardTitle')}
            </Text>
            <Text fz={10} c={c.dimmed}>
              {t('preview.cardText')}
            </Text>
            <Text fz={10} fw={600} style={{ color: c.brandText }}>
              {t('preview.catalog')}
            </Text>
            <UnstyledButton tabIndex={-1} component="span" className={classes.button} style={{ background: c.primary, color: c.onPrimary }} data-testid={`look-preview-${scheme}-button`}>
              {t('preview.button')}
            </UnstyledButton>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
