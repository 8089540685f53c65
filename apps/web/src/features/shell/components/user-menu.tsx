import { Avatar, Badge, Box, Group, Kbd, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconBuildingSkyscraper,
  IconChevronDown,
  IconFileText,
  IconKey,
  IconLifebuoy,
  IconLogout,
  IconSettings,
  IconSpeakerphone,
  IconSwitchHorizontal,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openChangePasswordDialog } from '../../../components/change-password-dialog/index.ts';
import { openConfirm } from '../../../components/confirm.tsx';
import { initialsOf } from '../../../lib/format.ts';
import { useCanOpen } from '../../../lib/use-can-open.ts';
import { useIsElevated, useSession } from '../../../lib/session.ts';
import { openMyCommunications } from '../../communications';
import { useClientSettings } from '../../settings';
import { useUserAccounts } from '../../tenancy';
import { useIdentity, type Identity } from '../hooks/use-identity.ts';
import classes from './top-bar.module.css';

type UserMenuProps = {
  /** Shows name and e-mail beside the avatar (wide screens). */
  withDetails: boolean;
  onOpenTerms: () => void;
  onEnterClientMode: () => void;
};

/**
 * The person's menu (1-shell §2, §6): Perfil (disabled in client mode), Configurações (with a subscription), Termos e
 * condições (when the client defines terms), Comunicações (the person's communications, not in client mode), Trocar empresa (several accounts; disabled in client mode), Entrar em
 * modo cliente (elevated users), Alterar minha senha, Ajuda/suporte (unless hidden), Sair (after confirmation).
 */
export function UserMenu({ withDetails, onOpenTerms, onEnterClientMode }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const session = useSession();
  const settings = useClientSettings();
  const elevated = useIsElevated();
  const identity = useIdentity();
  const accounts = useUserAccounts();
  const inClientMode = Boolean(session.clientMode);
  const hasSeveralAccounts = (accounts.data?.length ?? 0) > 1;
  // the settings (subscription) entry: only with a subscription (2-learner §2), once its screen exists
  const canOpenSettings = useCanOpen('/user-settings');
  const hasSubscription = Boolean(session.user?.usuarioAssinatura) && canOpenSettings;
  const hasTerms = Boolean(settings.general.termOfUse);
  const name = identity?.name ?? '';
  const email = identity?.email ?? '';

  const confirmLogout = () =>
    openConfirm({
      title: t('logout.title'),
      message: t('logout.message'),
      confirmLabel: t('logout.confirm'),
      tone: 'danger',
      testId: 'logout-dialog',
      onConfirm: () => void navigate('/logout'),
    });

  return (
    <Menu position="bottom-end" width={290} shadow="lg" radius="md" offset={8} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} data-testid="user-menu">
          {/* the name is 'User menu' and then the visible name and e-mail (not an aria-label that hides them) */}
          <VisuallyHidden>{t('userMenu.open')}</VisuallyHidden>
          <Avatar src={identity?.photo ?? undefined} radius="xl" size={36} color="brand" variant="filled" aria-hidden>
            {initialsOf(name) || <IconUserCircle size={20} />}
          </Avatar>
          {withDetails && (
            <Box className={classes.userText}>
              <Text size="sm" fw={600} lh={1.25} truncate data-testid="user-menu-name">
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.25} truncate>
                {email}
              </Text>
            </Box>
          )}
          <IconChevronDown size={14} className={classes.userChevron} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="user-menu-dropdown">
        <Group gap="sm" wrap="nowrap" px="sm" py="xs">
          <Avatar src={identity?.photo ?? undefined} radius="xl" size={44} color="brand" variant="filled">
            {initialsOf(name)}
          </Avatar>
          <Box style={{ minWidth: 0 }}>
            <Text size="sm" fw={700} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {email}
            </Text>
            {(inClientMode || elevated) && (
              <Badge size="xs" mt={4} variant="light" color={inClientMode ? 'orange' : 'brand'} radius="sm">
                {inClientMode ? t('userMenu.clientModeTag') : t('userMenu.adminMode')}
              </Badge>
            )}
          </Box>
        </Group>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconUserCircle size={17} stroke={1.7} />}
          disabled={inClientMode}
          title={inClientMode ? t('userMenu.clientModeDisabled') : undefined}
          onClick={() => identity && openProfile(identity, t)}
          data-testid="user-menu-profile"
        >
          {t('userMenu.profile')}
        </Menu.Item>
        {hasSubscription && (
          <Menu.Item leftSection={<IconSettings size={17} stroke={1.7} />} onClick={() => void navigate('/user-settings')} data-testid="user-menu-settings">
            {t('userMenu.settings')}
          </Menu.Item>
        )}
        {hasTerms && (
          <Menu.Item leftSection={<IconFileText size={17} stroke={1.7} />} onClick={onOpenTerms} data-testid="user-menu-terms">
            {t('userMenu.terms')}
          </Menu.Item>
        )}
        {!inClientMode && (
          <Menu.Item leftSection={<IconSpeakerphone size={17} stroke={1.7} />} onClick={openMyCommunications} data-testid="user-menu-communications">
            {t('userMenu.communications')}
          </Menu.Item>
        )}
        {hasSeveralAccounts && (
          <Menu.Item
            leftSection={<IconSwitchHorizontal size={17} stroke={1.7} />}
            disabled={inClientMode}
            title={inClientMode ? t('userMenu.clientModeDisabled') : undefined}
            onClick={() => void navigate('/partner')}
            data-testid="user-menu-change-company"
          >
            {t('userMenu.changeCompany')}
          </Menu.Item>
        )}
        {elevated && (
          <Menu.Item leftSection={<IconBuildingSkyscraper size={17} stroke={1.7} />} onClick={onEnterClientMode} data-testid="user-menu-client-mode">
            {t('userMenu.enterClientMode')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconKey size={17} stroke={1.7} />} onClick={() => openChangePasswordDialog({ mode: 'self' })} data-testid="user-menu-change-password">
          {t('userMenu.changePassword')}
        </Menu.Item>
        {!settings.hideSupport && (
          <Menu.Item leftSection={<IconLifebuoy size={17} stroke={1.7} />} onClick={() => openSupport(t)} data-testid="user-menu-support">
            {t('userMenu.support')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={17} stroke={1.7} />} onClick={confirmLogout} data-testid="user-menu-logout">
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

type Translate = ReturnType<typeof useTranslation<'shell'>>['t'];

/** The profile card: photo, name, e-mail and job title (the full profile modal of 2-learner §2 comes with gamification). */
function openProfile(identity: Identity, t: Translate) {
  const user = identity.user;
  modals.open({
    title: (
      <Text fw={700} fz="lg">
        {t('profile.title')}
      </Text>
    ),
    centered: true,
    radius: 'lg',
    size: 460,
    children: (
      <Stack gap="md" data-testid="profile-modal">
        <Group gap="md" wrap="nowrap">
          <Avatar src={identity.photo ?? undefined} radius="xl" size={64} color="brand" variant="filled">
            {initialsOf(identity.name)}
          </Avatar>
          <Box style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" truncate>
              {identity.name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {identity.email}
            </Text>
            {user?.cargoNome && (
              <Text size="sm" c="dimmed">
                {t('profile.jobTitle')}: {user.cargoNome}
              </Text>
            )}
          </Box>
        </Group>
      </Stack>
    ),
  });
}

function openSupport(t: Translate) {
  modals.open({
    title: (
      <Text fw={700} fz="lg">
        {t('support.title')}
      </Text>
    ),
    centered: true,
    radius: 'lg',
    size: 460,
    children: (
      <Stack gap="md" data-testid="support-modal">
        <Text size="sm">{t('support.text')}</Text>
        <Box>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6} lts={0.4}>
            {t('support.shortcutsTitle')}
          </Text>
          <Group gap="xs">
            <Kbd>Ctrl</Kbd>
            <Kbd>K</Kbd>
            <Text size="sm">{t('support.searchShortcut')}</Text>
          </Group>
        </Box>
      </Stack>
    ),
  });
}
