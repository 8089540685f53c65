import { Anchor, Badge, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconExternalLink, IconPlus } from '@tabler/icons-react';
import type { SectionForLearner } from '@plataforma/shared/learner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fromCardItem, type CardOrientation, type CardView } from '../utils/card-view.ts';
import type { ItemRef } from '../utils/type-and-id.ts';
import { CARD_WIDTH, ContentCard } from './content-card.tsx';
import { CardsRow } from './cards-row.tsx';

type RowBlockProps = {
  title: ReactNode;
  description?: string | null;
  count?: number;
  cards: CardView[];
  orientation?: CardOrientation;
  onOpen: (ref: ItemRef) => void;
  /** 'See all' target. */
  seeAll?: string;
  /** Another page of cards at the end of the row. */
  onLoadMore?: () => void;
  loadingMore?: boolean;
  extra?: ReactNode;
  testId?: string;
};

/** A titled row of cards: the home's personal rows and every section of the home and catalog. */
export function RowBlock({ title, description, count, cards, orientation = 'horizontal', onOpen, seeAll, onLoadMore, loadingMore, extra, testId }: RowBlockProps) {
  const { t } = useTranslation('learner');
  const width = CARD_WIDTH[orientation];
  return (
    <Stack gap="xs" component="section" data-testid={testId}>
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Title order={2} fz={20} lh={1.3} lineClamp={2}>
              {title}
            </Title>
            {count !== undefined && count > 0 && (
              <Badge variant="light" radius="sm" size="sm">
                {count}
              </Badge>
            )}
          </Group>
          {description && (
            <Text size="sm" c="dimmed" lineClamp={2} maw={820}>
              {description}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {extra}
          {seeAll && (
            <Anchor component={Link} to={seeAll} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="see-all">
              <Group gap={4} wrap="nowrap">
                {t('section.seeAll')}
                <IconArrowRight size={16} />
              </Group>
            </Anchor>
          )}
        </Group>
      </Group>
      <CardsRow>
        {cards.map((card) => (
          <Box key={`${card.ref.kind}:${card.ref.id}`} w={width}>
            <ContentCard card={card} orientation={orientation} onOpen={onOpen} />
          </Box>
        ))}
        {onLoadMore && (
          <Box w={160} style={{ alignSelf: 'stretch', display: 'flex' }}>
            <Button variant="light" fullWidth h="auto" mih={120} radius="lg" onClick={onLoadMore} disabled={loadingMore} data-testid="row-load-more">
              {loadingMore ? (
                <Loader size="sm" />
              ) : (
                <Stack gap={4} align="center">
                  <IconPlus size={22} />
                  <Text size="sm" fw={600}>
                    {t('section.loadMore')}
                  </Text>
                </Stack>
              )}
            </Button>
          </Box>
        )}
      </CardsRow>
    </Stack>
  );
}

/**
 * A configured section (2-learner §3 'Section (as read by learners)'): its name, description when exibirDescricao,
 * its first items as horizontal or vertical cards (orientacaoDosCards) and 'see all' (/catalog/{id}). A section with
 * a redirect link shows it.
 */
export function SectionBlock({ section, onOpen }: { section: SectionForLearner; onOpen: (ref: ItemRef) => void }) {
  const { t } = useTranslation('learner');
  const cards = section.itensDaSecao.map(fromCardItem);
  const redirect = section.linkDeRedirecionamento ?? section.link;
  return (
    <RowBlock
      title={section.nome}
      description={section.exibirDescricao ? section.observacao : null}
      count={section.totalDeItens}
      cards={cards}
      orientation={section.orientacaoDosCards}
      onOpen={onOpen}
      seeAll={`/catalog/${section.id}`}
      extra={
        redirect ? (
          <Button
            component="a"
            href={redirect}
            target={section.linkDeRedirecionamentoNewTab ? '_blank' : undefined}
            rel="noopener noreferrer"
            size="compact-sm"
            variant="subtle"
            rightSection={<IconExternalLink size={14} />}
          >
            {t('section.openLink')}
          </Button>
        ) : null
      }
      testId={`section-${section.id}`}
    />
  );
}
