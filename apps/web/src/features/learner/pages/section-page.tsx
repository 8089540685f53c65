import { Anchor, Badge, Box, Center, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLayoutGrid } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LEARNER_ITEMS_PAGE_SIZE } from '@plataforma/shared/learner';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useActiveTenant } from '../../../lib/session.ts';
import { sectionItemsQuery, sectionQuery } from '../api/learner.ts';
import { CardsGrid } from '../components/cards-grid.tsx';
import { ItemDialogHost } from '../components/item-dialog.tsx';
import { EmptyBox, ErrorBox, PageLoader } from '../components/states.tsx';
import { useItemDialog } from '../hooks/use-item-dialog.ts';
import { fromCardItem } from '../utils/card-view.ts';
import classes from '../components/learner.module.css';

/**
 * /catalog/{id} (2-learner §2): one section — its banner, its description when exibirDescricao, and its items in a
 * grid, 8 per page with paging (Secao/{id}/ActivesItemsPaged). The page number is kept in `?page=`.
 */
export function SectionPage() {
  const { t } = useTranslation('learner');
  const { id = '' } = useParams();
  const tenant = useActiveTenant();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { open } = useItemDialog();
  const section = useQuery(sectionQuery(id, tenant));
  const items = useQuery(sectionItemsQuery(id, page, {}, LEARNER_ITEMS_PAGE_SIZE));
  const missing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);
  const notFound = (section.isSuccess && section.data === null) || missing(section.error) || missing(items.error);

  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('page', String(next));
      return copy;
    });

  return (
    <Stack gap="lg" pb="xl" data-testid="learner-section">
      <Anchor component={Link} to="/catalog" size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {t('section.back')}
        </Group>
      </Anchor>
      {section.isPending ? (
        <PageLoader />
      ) : notFound ? (
        <EmptyBox icon={<IconLayoutGrid size={32} stroke={1.5} />} title={t('section.notFound')} testId="section-not-found" />
      ) : section.isError ? (
        <ErrorBox error={section.error} fallback={t('feedback.sectionItemsError')} onRetry={() => void section.refetch()} />
      ) : section.data ? (
        <>
          <Box className={classes.hero} px={{ base: 'lg', sm: 40 }} py={{ base: 'lg', sm: 32 }} data-testid="section-header">
            {(section.data.imagemDoBanner ?? section.data.imagemDoCard) && <img src={section.data.imagemDoBanner ?? section.data.imagemDoCard ?? ''} alt="" className={classes.heroImage} />}
            <Stack gap={6} className={classes.heroContent}>
              <Group gap="sm">
                <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="section-title">
                  {section.data.nome}
                </Title>
                <Badge variant="white" color="dark" radius="sm">
                  {t('section.items', { count: items.data?.totalItems ?? section.data.totalDeItens })}
                </Badge>
              </Group>
              {section.data.exibirDescricao && section.data.observacao && (
                <Text maw={820} opacity={0.92} data-testid="section-description">
                  {section.data.observacao}
                </Text>
              )}
            </Stack>
          </Box>
          {items.isPending ? (
            <PageLoader />
          ) : items.isError ? (
            <ErrorBox error={items.error} fallback={t('feedback.sectionItemsError')} onRetry={() => void items.refetch()} />
          ) : items.data.data.length === 0 ? (
            <EmptyBox icon={<IconLayoutGrid size={32} stroke={1.5} />} title={t('section.empty')} testId="section-empty" />
          ) : (
            <Stack gap="lg" style={{ opacity: items.isPlaceholderData ? 0.6 : 1 }}>
              <CardsGrid cards={items.data.data.map(fromCardItem)} orientation={section.data.orientacaoDosCards} onOpen={open} testId="section-items" />
              {items.data.totalPages > 1 && (
                <Center>
                  <Pagination value={items.data.pageNumber} total={items.data.totalPages} onChange={setPage} data-testid="section-pagination" />
                </Center>
              )}
            </Stack>
          )}
        </>
      ) : null}
      <ItemDialogHost />
    </Stack>
  );
}
