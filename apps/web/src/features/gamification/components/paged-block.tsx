import { Alert, Loader } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type PagedBlockProps<R extends { data: unknown[] }> = {
  query: UseQueryResult<R>;
  /** The error's message (the spec's wording for the ranking or the achievements). */
  error: string;
  errorTestId?: string;
  emptyTestId: string;
  children: (reply: R) => ReactNode;
};

/**
 * A ranking or achievements list in its states (2-learner §3): a loader, the error, 'no data' when the page is empty,
 * or the list. The drawer and the journey page show theirs through this one piece.
 */
export function PagedBlock<R extends { data: unknown[] }>({ query, error, errorTestId, emptyTestId, children }: PagedBlockProps<R>) {
  const { t } = useTranslation('gamification');
  if (query.isPending) return <Loader size="sm" />;
  if (query.isError)
    return (
      <Alert variant="light" color="red" icon={<IconAlertTriangle size={18} />} data-testid={errorTestId}>
        {error}
      </Alert>
    );
  if (query.data.data.length === 0)
    return (
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} data-testid={emptyTestId}>
        {t('noData')}
      </Alert>
    );
  return children(query.data);
}
