import { Alert, Button, Center, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ClassroomInfo, LockReason } from '@plataforma/shared/classroom';
import { IconAlertTriangle, IconCalendarTime, IconConfetti, IconFileText, IconHourglassEmpty, IconListCheck, IconLock, IconSearch, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';

function Panel({ icon, color, title, children, testId, reason }: { icon: ReactNode; color: string; title: string; children: ReactNode; testId: string; reason?: string }) {
  return (
    <Center py="xl">
      <Paper withBorder radius="lg" p="xl" maw={560} w="100%" data-testid={testId} data-reason={reason}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Title order={3} fz="lg">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

/** 403 classroom.notEnrolled: offers the enrolment, then the classroom loads. */
export function EnrolPanel({ title, busy, onEnrol }: { title: string | null; busy: boolean; onEnrol: () => void }) {
  const { t } = useTranslation('classroom');
  return (
    <Panel icon={<IconUserPlus size={32} />} color="blue" title={t('enrol.title')} testId="classroom-enrol">
      <Text c="dimmed" size="sm">
        {title ? t('enrol.description', { title }) : t('enrol.descriptionNoTitle')}
      </Text>
      <Button mt="sm" leftSection={<IconUserPlus size={18} />} loading={busy} onClick={onEnrol} data-testid="classroom-enrol-button">
        {t('enrol.action')}
      </Button>
    </Panel>
  );
}

/** States 3 (not found or error) and -1 (failure) of the classroom load. */
export function LoadFailurePanel({ notFound, invalidLink, onRetry, onHome }: { notFound: boolean; invalidLink?: boolean; onRetry?: () => void; onHome: () => void }) {
  const { t } = useTranslation('classroom');
  return (
    <Panel
      icon={notFound ? <IconSearch size={32} /> : <IconAlertTriangle size={32} />}
      color={notFound ? 'gray' : 'red'}
      title={notFound ? t('load.notFoundTitle') : t('load.failureTitle')}
      testId="classroom-load-error"
    >
      <Text c="dimmed" size="sm">
        {invalidLink ? t('load.invalidLink') : notFound ? t('load.notFound') : t('load.failure')}
      </Text>
      <Group mt="sm">
        {onRetry && !notFound && (
          <Button variant="light" onClick={onRetry}>
            {t('load.retry')}
          </Button>
        )}
        <Button variant={notFound ? 'filled' : 'default'} onClick={onHome}>
          {t('load.home')}
        </Button>
      </Group>
    </Panel>
  );
}

/**
 * Why the content (or this item) cannot be opened: release date ahead, prerequisites pending, intro term to accept,
 * enrolment expired (read-only), or the sequence.
 */
export function LockPanel({ reason, info, onOpenTerm }: { reason: LockReason; info: ClassroomInfo; onOpenTerm?: () => void }) {
  const { t } = useTranslation('classroom');
  const language = useLanguage();
  switch (reason) {
    case 'release':
      return (
        <Panel icon={<IconCalendarTime size={32} />} color="indigo" title={t('blocked.releaseTitle')} testId="classroom-blocked" reason={reason}>
          <Text size="sm" c="dimmed">
            {info.dataHoraLiberacao ? t('blocked.release', { date: formatDateTime(info.dataHoraLiberacao, language) }) : t('lock.releaseNoDate')}
          </Text>
        </Panel>
      );
    case 'prerequisite':
      return (
        <Panel icon={<IconListCheck size={32} />} color="orange" title={t('blocked.prerequisiteTitle')} testId="classroom-blocked" reason={reason}>
          <Text size="sm" c="dimmed">
            {t('blocked.prerequisite')}
          </Text>
          <Stack gap="xs" w="100%" mt="xs">
            {info.prerequisitosPendentes.map((p) => (
              <Paper key={`${p.tipo}:${p.id}`} withBorder radius="md" p="sm" ta="left" data-testid="classroom-prerequisite">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={600} lineClamp={1}>
                    {p.titulo}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t(`kind.${p.tipo}`)}
                  </Text>
                </Group>
                <Group gap="xs" mt={6} wrap="nowrap">
                  <Progress value={p.percentual} size="sm" radius="xl" style={{ flex: 1 }} />
                  <Text size="xs" c="dimmed">
                    {t('blocked.prerequisiteProgress', { percent: p.percentual })}
                  </Text>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Panel>
      );
    case 'term':
      return (
        <Panel icon={<IconFileText size={32} />} color="blue" title={t('blocked.termTitle')} testId="classroom-blocked" reason={reason}>
          <Text size="sm" c="dimmed">
            {t('blocked.term')}
          </Text>
          {onOpenTerm && (
            <Button mt="sm" onClick={onOpenTerm} data-testid="classroom-open-term">
              {t('blocked.termAction')}
            </Button>
          )}
        </Panel>
      );
    case 'expired':
      return (
        <Panel icon={<IconHourglassEmpty size={32} />} color="orange" title={t('blocked.expiredTitle')} testId="classroom-blocked" reason={reason}>
          <Text size="sm" c="dimmed">
            {info.dataExpiracao ? t('blocked.expired', { date: formatDate(info.dataExpiracao, language) }) : t('blocked.expiredNoDate')}
          </Text>
        </Panel>
      );
    default:
      return (
        <Panel icon={<IconLock size={32} />} color="gray" title={t('player.lockedTitle')} testId="classroom-blocked" reason={reason}>
          <Text size="sm" c="dimmed">
            {t('lock.sequence')}
          </Text>
        </Panel>
      );
  }
}

/** The content reached 100: a banner with 'see again' (and the conclusion term when it waits for acceptance). */
export function CompletedBanner({ termPending, onSeeAgain, onOpenTerm }: { termPending: boolean; onSeeAgain: () => void; onOpenTerm: () => void }) {
  const { t } = useTranslation('classroom');
  return (
    <Alert color="teal" variant="light" radius="md" icon={<IconConfetti />} title={t('completed.title')} mb="md" data-testid="classroom-completed">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{termPending ? t('completed.termPending') : t('completed.description')}</Text>
        <Group gap="xs">
          {termPending && (
            <Button size="xs" onClick={onOpenTerm} data-testid="classroom-open-conclusion-term">
              {t('completed.termAction')}
            </Button>
          )}
          <Button size="xs" variant="light" color="teal" onClick={onSeeAgain} data-testid="classroom-see-again">
            {t('completed.seeAgain')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}

/** Expired enrolment: the content opens read-only. */
export function ReadOnlyNotice({ info }: { info: ClassroomInfo }) {
  const { t } = useTranslation('classroom');
  const language = useLanguage();
  return (
    <Alert color="orange" variant="light" radius="md" icon={<IconHourglassEmpty />} title={t('blocked.expiredTitle')} mb="md" data-testid="classroom-read-only">
      {info.dataExpiracao ? t('blocked.expired', { date: formatDate(info.dataExpiracao, language) }) : t('blocked.expiredNoDate')}
    </Alert>
  );
}
