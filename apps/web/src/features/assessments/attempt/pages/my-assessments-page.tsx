import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { TENTATIVA_STATUS, type AssessmentResult, type TentativaStatus } from '@plataforma/shared/assessments';
import { IconBook2, IconClipboardList, IconEye, IconRoute } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AdminDataTable, useListState, type DataTableColumn, type DataTableRowAction } from '../../../../components/data-table/index.ts';
import { PageHeader } from '../../../../components/page-header.tsx';
import { formatDate, formatDateTime, formatTime } from '../../../../lib/format.ts';
import { LANGUAGE_LOCALES, useLanguage } from '../../../../lib/language.ts';
import { useMyAssessments } from '../../api/attempt.ts';
import { AttemptStatusBadge } from '../../../assessments/correction/components/attempt-status-badge.tsx';
import { formatScore } from '../utils/result.ts';

const reviewPath = (id: string) => `/gestao/minhas-avaliacoes/${id}`;

/** Acertos / Erros / Pendentes of a row, in one compact column. */
const COUNTS = [
  { key: 'hit', label: 'attempt.result.hits', color: 'teal' },
  { key: 'miss', label: 'attempt.result.misses', color: 'red' },
  { key: 'pending', label: 'attempt.result.pending', color: 'orange' },
] as const;

/**
 * 'Minhas avaliações' (2-learner §2 /gestao/minhas-avaliacoes): the caller's attempts (GET Avaliacao/student) with the
 * assessment, the course or trail, the date, the status, the score, Acertos / Erros / Pendentes and the row's own
 * attempt number (attempt N of M); a row opens its review.
 */
export function MyAssessmentsPage() {
  const { t } = useTranslation('assessments');
  const language = useLanguage();
  const locale = LANGUAGE_LOCALES[language];
  const navigate = useNavigate();
  const list = useListState({ filterKeys: ['title', 'status'] });
  const { page, pageSize, filters } = list.state;
  const status = TENTATIVA_STATUS.includes(filters.status as TentativaStatus) ? (filters.status as TentativaStatus) : undefined;
  const query = useMyAssessments({ pageNumber: page, pageSize, search: filters.title || undefined, status });

  const columns = useMemo<DataTableColumn<AssessmentResult>[]>(
    () => [
      {
        // the assessment with its course or trail beneath: one column, so the counts and the attempt stay on screen
        key: 'title',
        title: t('attempt.mine.assessment'),
        filter: { type: 'text', placeholder: t('attempt.mine.search') },
        width: 260,
        render: (row) => {
          const trail = !row.cursoId && Boolean(row.formacaoId);
          const name = row.cursoTitulo ?? row.formacaoTitulo ?? null;
          const KindIcon = trail ? IconRoute : IconBook2;
          return (
            <Stack gap={2} maw={260}>
              <Anchor component={Link} to={reviewPath(row.userTestId)} fw={600} size="sm" truncate title={row.title} data-testid="my-assessment-title">
                {row.title}
              </Anchor>
              {(row.cursoId || row.formacaoId) && (
                <Group gap={6} wrap="nowrap" c="dimmed" data-testid="my-assessment-content">
                  <KindIcon size={14} aria-label={t(trail ? 'attempt.mine.trail' : 'attempt.mine.course')} />
                  <Text size="xs" c="dimmed" truncate title={name ?? undefined}>
                    {name ?? t(trail ? 'attempt.mine.trail' : 'attempt.mine.course')}
                  </Text>
                </Group>
              )}
            </Stack>
          );
        },
        exportValue: (row) => row.title,
      },
      {
        key: 'content',
        title: t('attempt.mine.content'),
        hidden: true,
        exportValue: (row) => row.cursoTitulo ?? row.formacaoTitulo ?? null,
      },
      {
        key: 'date',
        title: t('attempt.mine.date'),
        noWrap: true,
        render: (row) => (
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {formatDate(row.date, language)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatTime(row.date, language)}
            </Text>
          </Stack>
        ),
        exportValue: (row) => formatDateTime(row.date, language),
      },
      {
        key: 'status',
        title: t('attempt.mine.status'),
        filter: { type: 'select', options: TENTATIVA_STATUS.map((s) => ({ value: s, label: t(`correction.status.${s}`) })) },
        render: (row) => <AttemptStatusBadge status={row.status} />,
      },
      {
        key: 'score',
        title: t('attempt.mine.score'),
        textAlign: 'right',
        render: (row) => (
          <Text size="sm" fw={600} data-testid="my-assessment-score">
            {formatScore(row.score, locale)}
          </Text>
        ),
      },
      {
        key: 'attempt',
        title: t('attempt.mine.attempt'),
        textAlign: 'center',
        noWrap: true,
        render: (row) => (
          <Badge variant="outline" color="gray" data-testid="my-assessment-attempt">
            {t('attempt.mine.attemptValue', { used: row.attempt, allowed: row.maxRetries })}
          </Badge>
        ),
      },
      {
        key: 'answers',
        title: t('attempt.mine.answers'),
        textAlign: 'center',
        render: (row) => (
          <Group gap={4} justify="center" wrap="nowrap">
            {COUNTS.map(({ key, label, color }) => (
              <Tooltip key={key} label={t(label)} withArrow>
                <Badge variant="light" color={color} aria-label={`${t(label)}: ${row[key]}`} data-testid={`my-assessment-${key}`}>
                  {row[key]}
                </Badge>
              </Tooltip>
            ))}
          </Group>
        ),
        exportValue: (row) => `${row.hit} / ${row.miss} / ${row.pending}`,
      },
    ],
    [t, language, locale],
  );

  const actions = useMemo<DataTableRowAction<AssessmentResult>[]>(
    () => [{ key: 'open', label: t('attempt.mine.open'), icon: <IconEye size={18} />, onClick: (row) => void navigate(reviewPath(row.userTestId)) }],
    [t, navigate],
  );

  return (
    <>
      <PageHeader icon={<IconClipboardList size={26} stroke={1.6} />} eyebrow={t('attempt.mine.eyebrow')} title={t('attempt.mine.title')} description={t('attempt.mine.description')} />
      <AdminDataTable
        title={t('attempt.mine.title')}
        list={list}
        columns={columns}
        records={query.data?.data}
        totalRecords={query.data?.totalItems ?? 0}
        fetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        idAccessor="userTestId"
        rowActions={actions}
        testId="my-assessments-table"
      />
    </>
  );
}
