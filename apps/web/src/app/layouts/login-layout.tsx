import { Anchor, Box, Group, Popover, Stack, Text, ThemeIcon, Title, useComputedColorScheme } from '@mantine/core';
import { IconAward, IconBook2, IconCertificate, IconHelpCircle, IconShieldCheck, IconTrophy } from '@tabler/icons-react';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import { Suspense, lazy, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle.tsx';
import { LanguagePicker } from '../../components/language-picker.tsx';
import { useClientSettings, useDocumentTitle } from '../../features/settings/index.ts';
import { brandShades } from '../../lib/theme.ts';
import { LOGIN_CAROUSEL_MIN_WIDTH, loginMediaKind, loginSlides } from '@plataforma/shared/settings';

/** The carousel (embla) is only downloaded by clients that configured slides. */
const LoginCarousel = lazy(() => import('./login-carousel.tsx').then((module) => ({ default: module.LoginCarousel })));
import classes from './login-layout.module.css';

/** Background of the visual side: the first configured background image, else a gradient of the primary colour. */
const backgroundStyle = (image: string | undefined, primary: string): CSSProperties => {
  const shades = brandShades(primary);
  return {
    '--login-gradient': `linear-gradient(140deg, ${shades[9]} 0%, ${shades[7]} 38%, ${shades[5]} 72%, ${shades[3]} 100%)`,
    '--login-background': image ? `url("${image.replace(/"/g, '%22')}")` : 'none',
  } as CSSProperties;
};

/**
 * Layout of sign-in and the other public pages (1-shell §2): the form on the side given by `login.align` (right by
 * default); at 1024 px and wider the other side shows the login carousel, or the background (image or a gradient of
 * the primary colour) when there are no slides; narrower screens show the background only. Theme toggle, language
 * picker, certificate-validation link and support link (unless hidden) around the form. The background is the first of
 * `login.backgrounds`, an image or a muted looping video; the carousel is only mounted on wide screens, so narrow ones
 * never download its slides. The form always sits on its own surface, readable over any image.
 */
export function LoginLayout() {
  useDocumentTitle();
  const { t } = useTranslation('auth');
  const settings = useClientSettings();
  const scheme = useComputedColorScheme('light');
  const reducedMotion = useReducedMotion();
  const wide = useMediaQuery(`(min-width: ${LOGIN_CAROUSEL_MIN_WIDTH / 16}em)`, undefined, { getInitialValueInEffect: false });
  const slides = loginSlides(settings.login);
  const showCarousel = wide && slides.length > 0;
  const background = settings.login.backgrounds[0];
  const backgroundKind = background ? (loginMediaKind(background) ?? 'image') : null;
  const backgroundVideo =
    background && backgroundKind === 'video' && !showCarousel ? (
      <video
        key={background}
        className={classes.backgroundVideo}
        src={background}
        autoPlay={!reducedMotion}
        muted
        loop
        playsInline
        aria-hidden
        data-testid="login-background-video"
      />
    ) : null;
  const align = settings.login.align ?? 'right';
  const logo = scheme === 'dark' ? (settings.logos.loginDark ?? settings.logos.loginLight) : (settings.logos.loginLight ?? settings.logos.loginDark);
  const title = settings.page.title;

  return (
    <Box
      className={classes.root}
      data-align={align}
      style={backgroundStyle(backgroundKind === 'image' ? background : undefined, settings.colors.interface.primary)}
      data-testid="login-layout"
      data-background={background ? backgroundKind : undefined}
    >
      {!wide && backgroundVideo}
      <Box className={classes.visual} aria-hidden={!showCarousel || undefined}>
        {showCarousel ? (
          <Suspense fallback={null}>
            <LoginCarousel slides={slides} />
          </Suspense>
        ) : (
          <>
            {wide && backgroundVideo}
            <Box className={classes.backdrop}>
              {!background && <DecorativeCards />}
              <Box className={classes.hero}>
                <Title order={2} className={classes.heroTitle}>
                  {t('layout.heroTitle')}
                </Title>
                <Text className={classes.heroText}>{settings.page.description || t('layout.heroText')}</Text>
              </Box>
            </Box>
          </>
        )}
      </Box>

      <Box component="main" className={classes.panel}>
        <Group justify="space-between" wrap="nowrap" className={classes.panelHeader}>
          <Anchor component={Link} to="/login" underline="never" c="inherit" aria-label={title}>
            <BrandMark logo={logo} title={title} height={logo ? 48 : 38} />
          </Anchor>
          <Group gap={4} wrap="nowrap">
            <LanguagePicker compact />
            <ColorSchemeToggle />
          </Group>
        </Group>

        <Box className={classes.content}>
          <Box className={classes.inner}>
            <Outlet />
          </Box>
        </Box>

        <Group component="footer" className={classes.footer} justify="space-between" gap="xs">
          <Group gap="md">
            <Anchor component={Link} to="/cert" size="sm" c="dimmed" className={classes.footerLink}>
              <IconCertificate size={16} stroke={1.7} /> {t('layout.certificate')}
            </Anchor>
            {!settings.hideSupport && (
              <Popover width={280} position="top" withArrow shadow="md">
                <Popover.Target>
                  <Anchor component="button" type="button" size="sm" c="dimmed" className={classes.footerLink}>
                    <IconHelpCircle size={16} stroke={1.7} /> {t('layout.support')}
                  </Anchor>
                </Popover.Target>
                <Popover.Dropdown>
                  <Stack gap={4}>
                    <Text fw={600} size="sm">
                      {t('layout.supportTitle')}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('layout.supportText')}
                    </Text>
                  </Stack>
                </Popover.Dropdown>
              </Popover>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('layout.rights', { year: new Date().getFullYear(), title })}
          </Text>
        </Group>
      </Box>
    </Box>
  );
}

/** Glass cards suggesting courses, certificates and achievements on the gradient background. */
function DecorativeCards() {
  const cards = [
    { icon: IconBook2, className: classes.cardA, bars: [80, 56] },
    { icon: IconAward, className: classes.cardB, bars: [64, 40] },
    { icon: IconTrophy, className: classes.cardC, bars: [72, 48] },
    { icon: IconShieldCheck, className: classes.cardD, bars: [50, 34] },
  ];
  return (
    <Box className={classes.cards} aria-hidden>
      <span className={classes.orbA} />
      <span className={classes.orbB} />
      {cards.map(({ icon: Icon, className, bars }) => (
        <Box key={className} className={`${classes.glassCard} ${className}`}>
          <ThemeIcon variant="white" color="dark" radius="md" size={40} className={classes.glassIcon}>
            <Icon size={22} stroke={1.7} />
          </ThemeIcon>
          <Stack gap={8} style={{ flex: 1 }}>
            {bars.map((width) => (
              <span key={width} className={classes.glassBar} style={{ width: `${width}%` }} />
            ))}
            <span className={classes.glassProgress}>
              <span style={{ width: `${bars[0]}%` }} />
            </span>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
