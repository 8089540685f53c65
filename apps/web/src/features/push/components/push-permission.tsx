import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBellRinging, IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushPermissionState } from '@plataforma/shared/push';
import { useSession } from '../../../lib/session.ts';
import { currentPermissionState, enablePush } from '../hooks/push-registration.ts';

/**
 * The permission prompt states (2-learner §4, §8): default shows the enable prompt, denied and unsupported a warning,
 * granted a quiet line (the device registers once, in the background).
 */
export function PushPermission() {
  const { t } = useTranslation('push');
  const { user } = useSession();
  const [state, setState] = useState<PushPermissionState>(currentPermissionState);
  const [busy, setBusy] = useState(false);

  if (state === 'granted') {
    return (
      <Text size="xs" c="dimmed" data-testid="push-permission" data-state={state}>
        {t('permission.granted')}
      </Text>
    );
  }
  if (state === 'denied' || state === 'unsupported') {
    return (
      <Alert color="yellow" variant="light" icon={<IconBellOff size={18} />} p="xs" data-testid="push-permission" data-state={state}>
        <Text size="xs">{t(`permission.${state}`)}</Text>
      </Alert>
    );
  }
  const enable = async () => {
    if (!user) return;
    setBusy(true);
    setState(await enablePush(user.id, user.nomeCompleto));
    setBusy(false);
  };
  return (
    <Alert color="blue" variant="light" icon={<IconBellRinging size={18} />} p="xs" data-testid="push-permission" data-state={state}>
      <Group justify="space-between" gap="xs">
        <Text size="xs">{t('permission.default')}</Text>
        <Button size="compact-xs" onClick={() => void enable()} loading={busy} data-testid="push-enable">
          {t('permission.enable')}
        </Button>
      </Group>
    </Alert>
  );
}
