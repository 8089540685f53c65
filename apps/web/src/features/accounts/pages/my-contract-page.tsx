import { Alert, Anchor, Badge, Button, Card, Grid, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconBuilding,
  IconCalendarEvent,
  IconDatabase,
  IconFileCertificate,
  IconLink,
  IconPackage,
  IconRefresh,
  IconServer2,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASSIFICACOES_CLIENTE, daysBetween, isoDateIn, parseProducts, quotaFree, storageUsageOf, usageOf } from '@plataforma/shared/accounts';
import { formatBytes } from '@plataforma/shared';
import { PageHeader } from '../../../components/page-header.tsx';
import { ResultState } from '../../../components/result-state.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useMyContract } from '../api/contracts.ts';
import { ProjectStatusBadge, SubscriptionStatusBadge } from '../components/contract-status-badge.tsx';
import { formatIsoDay } from '../components/format-day.ts';

const LEVEL_COLOR = { ok: 'teal', warning: 'yellow', full: 'red' } as const;

function InfoCard({ icon, title, children, testId }: { icon: ReactNode; title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" data-testid={testId}>
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" radius="md" size={34}>
          {icon}
        </ThemeIcon>
        <Text fw={700}>{title}</Text>
      </Group>
      {children}
    </Card>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" py={6} style={{ borderBottom: '1px dashed light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-4))' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** /conta/meu-contrato: a read-only summary of the active tenant's contract (3-admin §2): company, term, state, products, usage. */
export function MyContractPage() {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  const { tenant, contratoId, subscription, usage } = useMyContract();
  const loading = tenant.isPending || (contratoId !== null && subscription.isPending) || usage.isPending;
  const failure = tenant.error ?? subscription.error ?? usage.error;

  const header = (
    <PageHeader icon={<IconFileCertificate size={26} stroke={1.6} />} eyebrow={t('group')} title={t('myContract.title')} description={t('myContract.description')} />
  );

  if (failure && !loading) {
    return (
      <>
        {header}
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={t('messages:contracts.infoError')} maw={640} data-testid="my-contract-error">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(failure)}</Text>
            <Button
              size="xs"
              variant="white"
              color="red"
              leftSection={<IconRefresh size={14} />}
              onClick={() => {
                void tenant.refetch();
                void subscription.refetch();
                void usage.refetch();
              }}
            >
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      </>
    );
  }

  if (!loading && contratoId === null) {
    return (
      <>
        {header}
        <Paper withBorder radius="lg" p="xl">
          <ResultState icon={<IconFileCertificate size={36} />} title={t('myContract.noContract')} color="gray" data-testid="my-contract-none" />
        </Paper>
      </>
    );
  }

  if (loading || !subscription.data || !usage.data) {
    return (
      <>
        {header}
        <Stack gap="lg" data-testid="my-contract-loading">
          <Skeleton h={120} radius="lg" />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Skeleton h={220} radius="lg" />
            <Skeleton h={220} radius="lg" />
          </SimpleGrid>
        </Stack>
      </>
    );
  }

  const s = subscription.data;
  const { usuariosAtivos, usuariosContratados } = usage.data;
  const { percent, level } = usageOf(usuariosAtivos, usuariosContratados);
  const today = isoDateIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const days = s.dataDeValidade ? daysBetween(today, s.dataDeValidade) : null;
  const products = parseProducts(s.produtos);
  const free = Math.max(usuariosContratados - usuariosAtivos, 0);
  const limit = (value: number) => (value > 0 ? formatNumber(value, language) : t('myContract.unlimited'));
  const classification = s.classificacaoCliente
    ? (CLASSIFICACOES_CLIENTE as readonly string[]).includes(s.classificacaoCliente)
      ? t(`contracts.classificacoes.${s.classificacaoCliente}`)
      : s.classificacaoCliente
    : '—';
  const access = s.urlDeAcessoPersonalizado ?? s.urlDeAcessoPadrao ?? s.subdominio;
  const storageUsed = usage.data.espacoEmDiscoUtilizadoBytes;
  const storageLimit = usage.data.espacoEmDiscoContratadoBytes;
  const storage = storageUsageOf(storageUsed, storageLimit);
  const storageLeft = quotaFree(storageUsed, storageLimit);

  return (
    <>
      {header}
      <Stack gap="lg" data-testid="my-contract">
        <Paper withBorder radius="lg" p="lg">
          <Group justify="space-between" align="center" gap="md" wrap="wrap">
            <Group gap="md" wrap="nowrap">
              <ThemeIcon size={56} radius="md" variant="light">
                <IconBuilding size={30} stroke={1.6} />
              </ThemeIcon>
              <Stack gap={2}>
                <Title order={2} fz={22} data-testid="my-contract-company">
                  {s.nomeEmpresa}
                </Title>
                <Text size="sm" c="dimmed">
                  {s.nome}
                  {s.codigoContaAGB ? ` · ${t('myContract.code')} ${s.codigoContaAGB}` : ''}
                </Text>
              </Stack>
            </Group>
            <Group gap="xs">
              {s.isDistribuidor && (
                <Badge variant="outline" color="indigo" radius="sm" size="lg" tt="none">
                  {t('myContract.distributor')}
                </Badge>
              )}
              <SubscriptionStatusBadge status={s.status} />
            </Group>
          </Group>
        </Paper>

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <InfoCard icon={<IconUsers size={20} />} title={t('myContract.usage')} testId="my-contract-usage">
              <Group align="flex-end" gap="xs" mb="sm">
                <Text fz={44} fw={800} lh={1} data-testid="my-contract-active">
                  {formatNumber(usuariosAtivos, language)}
                </Text>
                <Text size="lg" c="dimmed" pb={4} data-testid="my-contract-contracted">
                  {usuariosContratados > 0 ? t('myContract.usageOf', { total: formatNumber(usuariosContratados, language) }) : t('myContract.noneContracted')}
                </Text>
              </Group>
              <Progress.Root size={14} radius="xl" mb="xs">
                <Progress.Section aria-label={t('myContract.usage')} value={percent === null ? (usuariosAtivos > 0 ? 100 : 0) : Math.min(percent, 100)} color={LEVEL_COLOR[level]} data-testid="my-contract-bar" data-level={level} />
              </Progress.Root>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {percent !== null ? t('myContract.usagePercent', { percent: formatNumber(percent, language, { maximumFractionDigits: 1 }) }) : '—'}
                </Text>
                {usuariosContratados > 0 && (
                  <Text size="sm" fw={600} c={free === 0 ? 'red' : undefined}>
                    {t('myContract.available', { count: free })}
                  </Text>
                )}
              </Group>
              {level !== 'ok' && (
                <Alert mt="md" variant="light" color={LEVEL_COLOR[level]} icon={<IconAlertTriangle size={18} />} py="xs" data-testid="my-contract-limit">
                  <Text size="sm">{t(level === 'full' ? 'myContract.full' : 'myContract.warning')}</Text>
                </Alert>
              )}
            </InfoCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <InfoCard icon={<IconCalendarEvent size={20} />} title={t('myContract.period')} testId="my-contract-period">
              <Row label={t('myContract.since')} value={formatIsoDay(s.dataDeContrato, language) || '—'} />
              <Row label={t('myContract.until')} value={s.dataDeValidade ? formatIsoDay(s.dataDeValidade, language) : t('myContract.noExpiry')} />
              <Row label={t('myContract.projectStatus')} value={<ProjectStatusBadge status={s.statusProjeto} />} />
              {days !== null && (
                <Text size="sm" mt="md" fw={600} c={days < 0 ? 'red' : days <= 30 ? 'orange' : 'teal'}>
                  {days < 0 ? t('myContract.expiredAgo', { count: -days }) : t('myContract.expiresIn', { count: days })}
                </Text>
              )}
            </InfoCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12 }}>
            <InfoCard icon={<IconServer2 size={20} />} title={t('myContract.storage')} testId="my-contract-storage">
              <Group align="flex-end" gap="xs" mb="sm">
                <Text fz={32} fw={800} lh={1} data-testid="my-contract-storage-used">
                  {formatBytes(storageUsed, language)}
                </Text>
                <Text size="lg" c="dimmed" pb={2} data-testid="my-contract-storage-limit">
                  {storageLimit !== null ? t('myContract.storageOf', { total: formatBytes(storageLimit, language) }) : t('myContract.storageNoLimit')}
                </Text>
              </Group>
              {storageLimit !== null && (
                <>
                  <Progress.Root size={14} radius="xl" mb="xs">
                    <Progress.Section
                      aria-label={t('myContract.storage')}
                      value={Math.min(storage.percent ?? 0, 100)}
                      color={LEVEL_COLOR[storage.level]}
                      data-testid="my-contract-storage-bar"
                      data-level={storage.level}
                      data-percent={storage.percent ?? 0}
                    />
                  </Progress.Root>
                  <Group justify="space-between">
                    <Text size="sm" c="dimmed" data-testid="my-contract-storage-percent">
                      {t('myContract.usagePercent', { percent: formatNumber(storage.percent ?? 0, language, { maximumFractionDigits: 1 }) })}
                    </Text>
                    <Text size="sm" fw={600} c={storageLeft === 0 ? 'red' : undefined}>
                      {t('myContract.storageFree', { free: formatBytes(storageLeft ?? 0, language) })}
                    </Text>
                  </Group>
                </>
              )}
              {storage.level !== 'ok' && (
                <Alert mt="md" variant="light" color={LEVEL_COLOR[storage.level]} icon={<IconAlertTriangle size={18} />} py="xs" data-testid="my-contract-storage-limit-alert">
                  <Text size="sm">{t(storage.level === 'full' ? 'myContract.storageFull' : 'myContract.storageWarning')}</Text>
                </Alert>
              )}
            </InfoCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <InfoCard icon={<IconPackage size={20} />} title={t('myContract.products')} testId="my-contract-products">
              {products.length > 0 ? (
                <Group gap={6} mb="md">
                  {products.map((p) => (
                    <Badge key={p} variant="light" radius="sm" size="lg" tt="none" fw={600}>
                      {p}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text size="sm" c="dimmed" mb="md">
                  {t('myContract.noProducts')}
                </Text>
              )}
              <Row label={t('myContract.classification')} value={classification} />
            </InfoCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <InfoCard icon={<IconDatabase size={20} />} title={t('myContract.limits')} testId="my-contract-limits">
              <Row label={t('myContract.disk')} value={s.espacoEmDiscoContratado > 0 ? `${formatNumber(s.espacoEmDiscoContratado, language)} GB` : t('myContract.unlimited')} />
              <Row label={t('myContract.courses')} value={limit(s.limiteDeRegistrosDeCursos)} />
              <Row label={t('myContract.trails')} value={limit(s.limiteDeRegistroDeFormacoes)} />
            </InfoCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <InfoCard icon={<IconUser size={20} />} title={t('myContract.responsible')} testId="my-contract-responsible">
              <Text size="sm" fw={600}>
                {s.nomeDoResponsavel ?? '—'}
              </Text>
              {s.emailDoResponsavel && (
                <Anchor size="sm" href={`mailto:${s.emailDoResponsavel}`}>
                  {s.emailDoResponsavel}
                </Anchor>
              )}
              {access && (
                <Group gap={6} mt="md" wrap="nowrap">
                  <IconLink size={16} color="var(--mantine-color-dimmed)" />
                  <Text size="sm" c="dimmed" truncate>
                    {t('myContract.access')}: {access}
                  </Text>
                </Group>
              )}
            </InfoCard>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
