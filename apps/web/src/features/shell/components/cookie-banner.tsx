import { Anchor, Box, Button, Group, Paper, Text, ThemeIcon, Transition } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconCookie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PRIVACY_POLICY_URL } from '@plataforma/shared/settings';
import { useClientSettings } from '../../settings';
import classes from './cookie-banner.module.css';

export const COOKIE_CONSENT_KEY = 'plataforma.cookieConsent';

/** Cookie/privacy banner at the bottom until accepted (kept in this browser), linking the privacy policy. */
export function CookieBanner() {
  const { t } = useTranslation('shell');
  const settings = useClientSettings();
  const [accepted, setAccepted] = useLocalStorage<boolean>({ key: COOKIE_CONSENT_KEY, defaultValue: false, getInitialValueInEffect: false });
  const policyUrl = settings.general.privacyPolicyUrl || DEFAULT_PRIVACY_POLICY_URL;

  return (
    <Transition mounted={!accepted} transition="slide-up" duration={250}>
      {(style) => (
        <Box className={classes.wrapper} style={style}>
          <Paper className={classes.banner} shadow="xl" radius="lg" withBorder role="region" aria-label={t('cookies.policy')} data-testid="cookie-banner">
            <Group wrap="nowrap" gap="md" align="flex-start" className={classes.body}>
              <ThemeIcon size={40} radius="xl" variant="light" aria-hidden className={classes.icon}>
                <IconCookie size={22} stroke={1.7} />
              </ThemeIcon>
              <Text size="sm">
                {t('cookies.text')}{' '}
                <Anchor href={policyUrl} target="_blank" rel="noopener noreferrer" fw={600} data-testid="cookie-policy-link">
                  {t('cookies.policy')}
                </Anchor>
              </Text>
            </Group>
            <Button onClick={() => setAccepted(true)} className={classes.accept} data-testid="cookie-accept">
              {t('cookies.accept')}
            </Button>
          </Paper>
        </Box>
      )}
    </Transition>
  );
}
