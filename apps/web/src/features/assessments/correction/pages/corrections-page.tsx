import { Anchor, Badge, CloseButton, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { EVALUATOR_FILTERS, type EvaluatorRow } from '@plataforma/shared/assessments';
import { IconChecklist, IconEye, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AdminDataTable, useListState, type DataTableColumn, type DataTableRowAction } from '../../../../components/data-table/index.ts';
import { PageHeader } from '../../../../components/page-header.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/language.ts';
import { useEvaluatorAttempts } from '../../api/correction.ts';
import { AttemptStatusBadge } from '../components/attempt-status-badge.tsx';
import { assessmentOptions, contextTitle, scoreText } from '../correction-rules.ts';

type Filter = (typeof EVALUATOR_FILTERS)[number];
const isFilter = (value: string | undefined): value is Filter => EVALUATOR_FILTERS.includes(value as Filter);

/**
 * 'Correções de Avaliações' (2-learner §2, 3-admin §2 /gestao/correcoes-avaliacoes): the attempts of the assessments
 * the caller evaluates (GET Avaliacao/evaluator), Pendentes / Corrigidas / Todas, search by name or e-mail and a filter
 * by assessment built from the rows (evaluators may not hold 'Avaliações'); a row opens its correction.
 */
export function CorrectionsPage() {
  const { t } = useTranslation('assessments');
  const language = useLanguage();
  const navigate = useNavigate();
  const list = useListState({ filterKeys: ['status', 'search', 'avaliacaoId'] });
  const { filters, page, pageSize } = list.state;
  const status: Filter = isFilter(filters.status) ? filters.status : 'pending';
  const query = useEvaluatorAttempts({ status, search: filters.search, avaliacaoId: filters.avaliacaoId, pageNumber: page, pageSize });

  const [text, setText] = useState(filters.search ?? '');
  useEffect(() => setText(filters.search ?? ''), [filters.search]);
  const applySearch = useDebouncedCallback((value: string) => list.setFilter('search', value.trim()), 400);

  const [known, setKnown] = useState<{ value: string; label: string }[]>([]);
  const rows = query.data?.data;
  useEffect(() => {
    if (rows?.length) setKnown((current) => assessmentOptions(current, rows));
  }, [rows]);

  // a search still waiting for its debounce must not land on the next page's URL
  const open = useCallback(
    (row: EvaluatorRow) => {
      applySearch.cancel();
      void navigate(`/gestao/correcoes-avaliacoes/${row.id}`, { state: { usuarioId: row.usuarioId } });
    },
    [applySearch, navigate],
  );

  const columns = useMemo<DataTableColumn<EvaluatorRow>[]>(
    () => [
      {
        key: 'userName',
        title: t('correction.list.columns.person'),
        render: (row) => (
          <Stack gap={0}>
            <Anchor component={Link} to={`/gestao/correcoes-avaliacoes/${row.id}`} state={{ usuarioId: row.usuarioId }} onClick={() => applySearch.cancel()} fw={600} size="sm" data-testid="correction-row-open">
              {row.userName}
            </Anchor>
            <Text size="xs" c="dimmed">
              {row.userEmail}
            </Text>
          </Stack>
        ),
      },
      { key: 'userEmail', title: t('correction.list.columns.email'), hidden: true },
      { key: 'title', title: t('correction.list.columns.assessment') },
      {
        key: 'context',
        title: t('correction.list.columns.context'),
        render: (row) => contextTitle(row) ?? t('correction.list.noContext'),
        exportValue: (row) => contextTitle(row),
      },
      {
        key: 'finishedAt',
        title: t('correction.list.columns.finishedAt'),
        noWrap: true,
        render: (row) => formatDateTime(row.finishedAt, language),
      },
      {
        key: 'pendingAnswers',
        title: t('correction.list.columns.pendingAnswers'),
        textAlign: 'center',
        render: (row) => (
          <Badge variant={row.pendingAnswers > 0 ? 'filled' : 'light'} color={row.pendingAnswers > 0 ? 'orange' : 'gray'} size="sm" data-testid="correction-row-pending">
            {row.pendingAnswers}
          </Badge>
        ),
      },
      {
        key: 'score',
        title: t('correction.list.columns.score'),
        textAlign: 'right',
        render: (row) => (row.score === null ? '—' : t('correction.view.percent', { value: scoreText(row.score) })),
      },
      { key: 'status', title: t('correction.list.columns.status'), render: (row) => <AttemptStatusBadge status={row.status} /> },
    ],
    [t, language, applySearch],
  );

  const actions = useMemo<DataTableRowAction<EvaluatorRow>[]>(
    () => [{ key: 'open', label: t('correction.list.open'), icon: <IconEye size={18} />, onClick: open }],
    [t, open],
  );

  return (
    <>
      <PageHeader icon={<IconChecklist size={26} stroke={1.6} />} eyebrow={t('correction.group')} title={t('correction.list.title')} description={t('correction.list.description')} />

      <Paper withBorder radius="lg" p="sm" mb="md" data-testid="corrections-filter-bar">
        <Stack gap="sm">
          <SegmentedControl
            value={status}
            onChange={(value) => list.setFilter('status', value === 'pending' ? null : value)}
            data={EVALUATOR_FILTERS.map((value) => ({ value, label: t(`correction.list.tabs.${value}`) }))}
            w={{ base: '100%', sm: 'fit-content' }}
            data-testid="corrections-status"
          />
          <Group gap="sm" wrap="wrap">
            <TextInput
              style={{ flex: '2 1 280px', minWidth: 0 }}
              aria-label={t('correction.list.search')}
              placeholder={t('correction.list.search')}
              leftSection={<IconSearch size={16} />}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                applySearch(event.currentTarget.value);
              }}
              rightSection={
                text ? (
                  <CloseButton
                    size="sm"
                    aria-label={t('correction.list.clearSearch')}
                    onClick={() => {
                      setText('');
                      list.setFilter('search', null);
                    }}
                  />
                ) : null
              }
              data-testid="corrections-search"
            />
            <Select
              style={{ flex: '1 1 220px', minWidth: 0 }}
              aria-label={t('correction.list.assessmentFilter')}
              placeholder={t('correction.list.assessmentFilter')}
              data={known}
              value={filters.avaliacaoId || null}
              onChange={(value) => list.setFilter('avaliacaoId', value)}
              searchable
              clearable
              data-testid="corrections-assessment-filter"
            />
          </Group>
        </Stack>
      </Paper>

      <AdminDataTable<EvaluatorRow>
        title={t('correction.list.title')}
        list={list}
        columns={columns}
        records={rows}
        totalRecords={query.data?.totalItems ?? 0}
        fetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        rowActions={actions}
        testId="corrections-table"
      />
    </>
  );
}
