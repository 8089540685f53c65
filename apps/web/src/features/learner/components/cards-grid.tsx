import { SimpleGrid } from '@mantine/core';
import type { CardOrientation, CardView } from '../utils/card-view.ts';
import type { ItemRef } from '../utils/type-and-id.ts';
import { ContentCard } from './content-card.tsx';

/** Cards in a responsive grid (section page, favourites, search). Vertical cards fit more per line. */
export function CardsGrid({ cards, orientation = 'horizontal', onOpen, testId }: { cards: CardView[]; orientation?: CardOrientation; onOpen: (ref: ItemRef) => void; testId?: string }) {
  const cols = orientation === 'vertical' ? { base: 2, sm: 3, md: 4, lg: 5, xl: 6 } : { base: 1, xs: 2, md: 3, xl: 4 };
  return (
    <SimpleGrid cols={cols} spacing="lg" verticalSpacing="lg" data-testid={testId}>
      {cards.map((card) => (
        <ContentCard key={`${card.ref.kind}:${card.ref.id}`} card={card} orientation={orientation} onOpen={onOpen} />
      ))}
    </SimpleGrid>
  );
}
