import { ActionIcon, Drawer, Loader, Tooltip } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { DRAWER_WIDTH } from '@plataforma/shared/gamification';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../lib/session.ts';

// The drawer's contents (and the 'gamification' texts) load when it first opens: the top bar stays light.
const GamificationDrawerContent = lazy(() => import('./gamification-drawer-content.tsx').then((m) => ({ default: m.GamificationDrawerContent })));
const DrawerTitle = lazy(() => import('./gamification-drawer-title.tsx').then((m) => ({ default: m.GamificationDrawerTitle })));

/** The top bar's trophy button (permission 'Gamificação'): opens the gamification drawer, 600 px wide (2-learner §3, §9). */
export function GamificationTrigger() {
  const { t } = useTranslation('shell');
  const allowed = useHasPermission('Gamificação');
  const [opened, setOpened] = useState(false);
  if (!allowed) return null;
  const label = t('nav.groups.gamification');
  return (
    <>
      <Tooltip label={label} openDelay={400} withArrow>
        <ActionIcon variant="subtle" color="gray" size={38} aria-label={label} aria-haspopup="dialog" onClick={() => setOpened(true)} data-testid="gamification-trigger">
          <IconTrophy size={21} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size={DRAWER_WIDTH}
        title={
          <Suspense fallback={label}>
            <DrawerTitle />
          </Suspense>
        }
      >
        {opened && (
          <Suspense fallback={<Loader size="sm" />}>
            <GamificationDrawerContent onNavigate={() => setOpened(false)} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
