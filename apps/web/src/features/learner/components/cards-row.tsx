import { ActionIcon, Box } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './learner.module.css';

/** A row of cards that scrolls sideways (wheel, touch or the arrows), as the home rows do. */
export function CardsRow({ children, testId }: { children: ReactNode; testId?: string }) {
  const { t } = useTranslation('learner');
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 });
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <Box className={classes.row} data-testid={testId}>
      {!edges.start && (
        <ActionIcon className={classes.rowArrow} style={{ left: -12 }} variant="default" radius="xl" size="lg" aria-label={t('paging.scrollLeft')} onClick={() => scroll(-1)}>
          <IconChevronLeft size={18} />
        </ActionIcon>
      )}
      <div ref={scroller} className={classes.rowScroller} onScroll={measure}>
        {children}
      </div>
      {!edges.end && (
        <ActionIcon className={classes.rowArrow} style={{ right: -12 }} variant="default" radius="xl" size="lg" aria-label={t('paging.scrollRight')} onClick={() => scroll(1)}>
          <IconChevronRight size={18} />
        </ActionIcon>
      )}
    </Box>
  );
}
