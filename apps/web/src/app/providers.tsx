import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '../styles/global.css';

import { Button, MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shellSurface } from '@plataforma/shared/settings';
import { useClientSettingsQuery } from '../features/settings/index.ts';
import { FullScreenLoading } from '../components/full-screen-loading.tsx';
import { StatusScreen } from '../components/status-screen.tsx';
import { useLanguage } from '../lib/language.ts';
import { localOptionsColorSchemeManager } from '../lib/local-options.ts';
import { errorMessage } from '../lib/notify.ts';
import { queryClient } from '../lib/query-client.ts';
import { buildCssVariablesResolver, buildTheme } from '../lib/theme.ts';

const colorSchemeManager = localOptionsColorSchemeManager();
const DAYJS_LOCALES = { pt: 'pt-br', en: 'en', es: 'es' } as const;

const setFavicon = (href: string | null) => {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return;
  if (!link.dataset.default) link.dataset.default = link.href;
  link.href = href ?? link.dataset.default;
  if (href) link.removeAttribute('type');
};

/** Mantine with the client's theme, modals, toasts and the settings gate. */
function ThemedApp({ children }: { children: ReactNode }) {
  const query = useClientSettingsQuery();
  const settings = query.data;
  const language = useLanguage();
  const primary = settings?.colors.interface.primary;
  const textColor = settings?.colors.interface.textColor;
  const autoFontColor = settings?.colors.interface.autoFontColor;

  const theme = useMemo(
    () => buildTheme(primary ? { primary, textColor: textColor ?? '#ffffff', autoFontColor: autoFontColor ?? true } : null),
    [primary, textColor, autoFontColor],
  );
  const topBar = settings?.colors.topBar;
  const menu = settings?.colors.menu;
  const cssVariablesResolver = useMemo(() => {
    const text = { textColor: textColor ?? '#ffffff', autoFontColor: autoFontColor ?? true };
    return buildCssVariablesResolver(primary, { topBar: shellSurface(topBar, text), menu: shellSurface(menu, text) });
  }, [primary, topBar, menu, textColor, autoFontColor]);

  useEffect(() => {
    if (!settings) return;
    // <title> is '<route> · <client title>', kept by useDocumentTitle in the layouts and the pages outside them
    document.querySelector('meta[name="description"]')?.setAttribute('content', settings.page.description);
    setFavicon(settings.logos.icon);
  }, [settings]);

  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <DatesProvider settings={{ locale: DAYJS_LOCALES[language] }}>
        <ModalsProvider>
          <Notifications position="top-right" autoClose={5000} zIndex={1000} />
          <SettingsGate query={query}>{children}</SettingsGate>
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}

type SettingsGateProps = { query: ReturnType<typeof useClientSettingsQuery>; children: ReactNode };

/** Full-screen loading until the client settings arrive; their failure (or 40 s time-out) offers a retry. */
function SettingsGate({ query, children }: SettingsGateProps) {
  const { t } = useTranslation('common');
  if (query.data) return children;
  if (query.isError && !query.isFetching) {
    return (
      <StatusScreen
        data-testid="settings-error"
        icon={<IconCloudOff size={44} stroke={1.5} />}
        color="red"
        title={t('settings.errorTitle')}
        description={errorMessage(query.error)}
        actions={
          <Button size="md" leftSection={<IconRefresh size={18} />} onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  }
  return <FullScreenLoading label={t('settings.loading')} data-testid="settings-loading" />;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp>{children}</ThemedApp>
    </QueryClientProvider>
  );
}
