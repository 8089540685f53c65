import { Alert, Badge, Box, Button, Center, Group, Image, Loader, Pagination, Paper, Progress, SegmentedControl, Select, SimpleGrid, Stack, Tabs, Text, TextInput, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { INSCRICAO_STATUS, itemActionOf, type InscricaoStatus, type InscricaoTipo } from '@plataforma/shared/enrolment';
import { formatWorkload } from '@plataforma/shared/courses';
import type { MyProgressRow } from '@plataforma/shared/learner';
import { IconAlertTriangle, IconAward, IconBook2, IconChartDonut, IconPlayerPlay, IconRoute, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { CertificatePreviewModal, MyCertificatesList, useMyCertificates, type CertificatePreviewSource } from '../../certificates';
import { errorMessage } from '../../../lib/notify.ts';
import { useMyProgress } from '../api/my-progress.ts';
import { STATUS_COLOR, StatusBadge } from '../components/status-badge.tsx';
import { classroomPath } from '../utils/classroom-steps.ts';

const PAGE_SIZE = 10;
type TypeFilter = 'all' | InscricaoTipo;

/**
 * 'Meu progresso' (2-learner §2 /gestao/progresso): the caller's enrolments (GET usuario/progresso) with totals by
 * status (a total filters the list), filters by status, type and title, progress bars and the classroom button
 * ('go to classroom' at 0, 'continue' from 1 to 99, 'see again' at 100); approved rows whose content gave a certificate
 * open its preview. The 'Certificados' tab (?aba=certificados) lists the caller's certificates (2-learner §7).
 */
export function MyProgressPage() {
  const { t } = useTranslation('classroom');
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === 'certificados' ? 'certificates' : 'progress';
  const certificates = useMyCertificates();
  const certificateOf = useMemo(
    () => new Map((certificates.data ?? []).map((c) => [c.cursoId ?? c.formacaoId ?? '', c] as const)),
    [certificates.data],
  );
  const [preview, setPreview] = useState<CertificatePreviewSource | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [tipo, setTipo] = useState<TypeFilter>('all');
  const [status, setStatus] = useState<InscricaoStatus | null>(null);
  const [page, setPage] = useState(1);
  const query = useMyProgress({
    pageNumber: page,
    pageSize: PAGE_SIZE,
    ...(tipo === 'all' ? {} : { tipo }),
    ...(status ? { status } : {}),
    ...(debounced ? { search: debounced } : {}),
  });
  const rows = query.data?.data ?? [];
  const totals = query.data?.totais;
  const filtered = Boolean(debounced || status || tipo !== 'all');
  const grand = totals ? INSCRICAO_STATUS.reduce((sum, s) => sum + (totals[s] ?? 0), 0) : null;

  const chooseStatus = (value: InscricaoStatus | null) => {
    setStatus(value);
    setPage(1);
  };
  const clear = () => {
    setSearch('');
    setTipo('all');
    chooseStatus(null);
  };

  return (
    <>
      <PageHeader icon={<IconChartDonut size={26} stroke={1.6} />} eyebrow={t('progress.group')} title={t('progress.title')} description={t('progress.description')} />

      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'certificates' ? { aba: 'certificados' } : {}, { replace: true })}
        keepMounted={false}
        data-testid="progress-tabs"
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="progress" leftSection={<IconChartDonut size={16} />} data-testid="progress-tab">
            {t('certificatesLearner:mine.progressTab')}
          </Tabs.Tab>
          <Tabs.Tab value="certificates" leftSection={<IconAward size={16} />} data-testid="progress-certificates-tab">
            {t('certificatesLearner:mine.tab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="certificates">
          <MyCertificatesList />
        </Tabs.Panel>
        <Tabs.Panel value="progress">
          <SimpleGrid cols={{ base: 2, xs: 3, md: 7 }} spacing="sm" mb="lg" data-testid="progress-totals">
            <TotalCard label={t('progress.total')} value={grand} color="dark" active={status === null} onClick={() => chooseStatus(null)} testId="progress-total-all" />
            {INSCRICAO_STATUS.map((s) => (
              <TotalCard
                key={s}
                label={t(`common:enrolmentStatus.${s}`)}
                value={totals ? (totals[s] ?? 0) : null}
                color={STATUS_COLOR[s]}
                active={status === s}
                onClick={() => chooseStatus(status === s ? null : s)}
                testId={`progress-total-${s}`}
              />
            ))}
          </SimpleGrid>

          <Group mb="lg" gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              label={t('progress.search')}
              placeholder={t('progress.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              w={{ base: '100%', sm: 300 }}
              data-testid="progress-search"
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('progress.type')}
              </Text>
              <SegmentedControl
                value={tipo}
                onChange={(value) => {
                  setTipo(value as TypeFilter);
                  setPage(1);
                }}
                data={[
                  { value: 'all', label: t('progress.allTypes') },
                  { value: 'curso', label: t('kind.curso') },
                  { value: 'formacao', label: t('kind.formacao') },
                ]}
                data-testid="progress-type"
              />
            </Stack>
            <Select
              label={t('progress.statusFilter')}
              placeholder={t('progress.allStatuses')}
              value={status}
              onChange={(value) => chooseStatus((value as InscricaoStatus | null) ?? null)}
              data={INSCRICAO_STATUS.map((s) => ({ value: s, label: t(`common:enrolmentStatus.${s}`) }))}
              clearable
              w={{ base: '100%', sm: 220 }}
              data-testid="progress-status"
            />
            {filtered && (
              <Button variant="subtle" onClick={clear}>
                {t('progress.clear')}
              </Button>
            )}
          </Group>

          {query.error ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="progress-error">
              <Group justify="space-between">
                <Text size="sm">{errorMessage(query.error)}</Text>
                <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
                  {t('load.retry')}
                </Button>
              </Group>
            </Alert>
          ) : query.isPending ? (
            <Center h={240}>
              <Loader />
            </Center>
          ) : rows.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" data-testid="progress-empty">
              <Stack align="center" gap="sm" py="xl" ta="center">
                <ThemeIcon size={64} radius="xl" variant="light">
                  <IconChartDonut size={32} stroke={1.5} />
                </ThemeIcon>
                <Text fw={700} fz="lg">
                  {filtered ? t('progress.noResults') : t('progress.emptyTitle')}
                </Text>
                {!filtered && (
                  <>
                    <Text c="dimmed" size="sm" maw={460}>
                      {t('progress.empty')}
                    </Text>
                    <Button component={Link} to="/catalog" variant="light">
                      {t('progress.catalog')}
                    </Button>
                  </>
                )}
              </Stack>
            </Paper>
          ) : (
            <Stack gap="sm" data-testid="progress-list" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              {rows.map((row) => {
                const certificate = row.status === 'approved' ? certificateOf.get(row.conteudoId) : undefined;
                return (
                  <ProgressRowCard
                    key={row.id}
                    row={row}
                    onCertificate={certificate ? () => setPreview({ certificadoId: certificate.certificadoId, contentId: row.conteudoId, title: row.titulo }) : undefined}
                  />
                );
              })}
              {(query.data?.totalPages ?? 0) > 1 && (
                <Center mt="sm">
                  <Pagination value={query.data?.pageNumber ?? page} total={query.data?.totalPages ?? 1} onChange={setPage} />
                </Center>
              )}
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
      <CertificatePreviewModal opened={preview !== null} onClose={() => setPreview(null)} source={preview} />
    </>
  );
}

function TotalCard({ label, value, color, active, onClick, testId }: { label: string; value: number | null; color: string; active: boolean; onClick: () => void; testId: string }) {
  return (
    <UnstyledButton onClick={onClick} data-testid={testId} data-active={active} aria-pressed={active}>
      <Paper
        withBorder
        radius="md"
        p="sm"
        style={{
          borderColor: active ? `var(--mantine-color-${color}-6)` : undefined,
          boxShadow: active ? `inset 0 0 0 1px var(--mantine-color-${color}-6)` : undefined,
        }}
      >
        <Text size="xs" c="dimmed" fw={600} truncate>
          {label}
        </Text>
        <Text fz={24} fw={700} c={color === 'dark' ? undefined : `${color}.7`} data-testid={`${testId}-value`}>
          {value ?? '—'}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

function ProgressRowCard({ row, onCertificate }: { row: MyProgressRow; onCertificate?: () => void }) {
  const { t } = useTranslation('classroom');
  const language = useLanguage();
  const action = itemActionOf(row.porcentagemDeConclusao);
  const done = row.porcentagemDeConclusao >= 100;
  const KindIcon = row.tipo === 'curso' ? IconBook2 : IconRoute;
  const dates = [
    t('progress.enrolledOn', { date: formatDate(row.dataInscricao, language) }),
    row.concluidoEm ? t('progress.completedOn', { date: formatDate(row.concluidoEm, language) }) : null,
    !row.concluidoEm && row.dataExpiracao
      ? t(row.expirado ? 'progress.expiredOn' : 'progress.expiresOn', { date: formatDate(row.dataExpiracao, language) })
      : null,
    row.cargaHoraria ? t('progress.workload', { value: formatWorkload(row.cargaHoraria) }) : null,
  ].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="md" data-testid="progress-row" data-conteudo-id={row.conteudoId} data-percent={row.porcentagemDeConclusao} data-status={row.status}>
      <Group wrap="nowrap" align="center" gap="md">
        <Box visibleFrom="xs" w={96} h={60} style={{ flexShrink: 0, borderRadius: 8, overflow: 'hidden' }}>
          {row.imagem ? (
            <Image src={row.imagem} alt="" w={96} h={60} fit="cover" />
          ) : (
            <Center w={96} h={60} bg="var(--mantine-color-default-hover)">
              <KindIcon size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
            </Center>
          )}
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Badge variant="outline" color="gray" size="sm" leftSection={<KindIcon size={12} />}>
              {t(`kind.${row.tipo}`)}
            </Badge>
            <StatusBadge status={row.status} />
            {row.obrigatorio && (
              <Badge variant="light" color="red" size="sm">
                {t('progress.mandatory')}
              </Badge>
            )}
          </Group>
          <Text fw={700} lineClamp={2} data-testid="progress-row-title">
            {row.titulo}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Progress value={row.porcentagemDeConclusao} color={done ? 'teal' : row.expirado ? 'orange' : 'blue'} size="md" radius="xl" style={{ flex: 1 }} aria-label={row.titulo} />
            <Text size="sm" fw={700} w={44} ta="right" data-testid="progress-row-percent">
              {t('progress.percent', { percent: row.porcentagemDeConclusao })}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {dates.join(' · ')}
          </Text>
        </Stack>
        {onCertificate && (
          <Button variant="light" color="teal" leftSection={<IconAward size={16} />} onClick={onCertificate} visibleFrom="sm" style={{ flexShrink: 0 }} data-testid="progress-row-certificate">
            {t('certificatesLearner:mine.certificate')}
          </Button>
        )}
        <Button
          component={Link}
          to={classroomPath(row.tipo, row.conteudoId, 0)}
          state={{ resume: action === 'continue' }}
          variant={done ? 'light' : 'filled'}
          leftSection={<IconPlayerPlay size={16} />}
          visibleFrom="sm"
          style={{ flexShrink: 0 }}
          data-testid="progress-row-action"
        >
          {t(`action.${action}`)}
        </Button>
      </Group>
      {onCertificate && (
        <Button variant="light" color="teal" leftSection={<IconAward size={16} />} onClick={onCertificate} hiddenFrom="sm" fullWidth mt="sm">
          {t('certificatesLearner:mine.certificate')}
        </Button>
      )}
      <Button
        component={Link}
        to={classroomPath(row.tipo, row.conteudoId, 0)}
        state={{ resume: action === 'continue' }}
        variant={done ? 'light' : 'filled'}
        leftSection={<IconPlayerPlay size={16} />}
        hiddenFrom="sm"
        fullWidth
        mt="sm"
      >
        {t(`action.${action}`)}
      </Button>
    </Paper>
  );
}
