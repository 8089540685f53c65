import { ActionIcon, Group } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { BannerRow } from '@plataforma/shared/settings';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerSlide } from './banner-slide.tsx';
import classes from './rotating-banner.module.css';

/**
 * The carousel of the learner's rotating banner (1-shell §3): the active rows of the place ('Ambos' on both), each
 * shown for its duration; rotation pauses on hover and focus, and with the pause button; with reduced motion it does
 * not rotate by itself. Loaded only when the place has rows (rotating-banner-gate.tsx).
 */
export function BannerCarousel({ rows, testId }: { rows: BannerRow[]; testId: string }) {
  return <Carousel rows={rows} testId={testId} />;
}

function Carousel({ rows, testId }: { rows: BannerRow[]; testId: string }) {
  const { t } = useTranslation('settingsBanners');
  const reduced = useReducedMotion() ?? false;
  const several = rows.length > 1;
  const [viewportRef, embla] = useEmblaCarousel({ loop: several, duration: reduced ? 10 : 25, watchDrag: several });
  const [index, setIndex] = useState(0);
  // null: as the person's motion preference says (rotating unless reduced motion); then their choice
  const [stopped, setStopped] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = stopped ?? reduced;
  const current = Math.min(index, rows.length - 1);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !several || paused || hovered || focused) return;
    const timer = window.setTimeout(() => embla.scrollNext(), rows[current].duracao * 1000);
    return () => window.clearTimeout(timer);
  }, [embla, several, paused, hovered, focused, current, rows]);

  return (
    <section
      className={classes.region}
      aria-roledescription="carousel"
      aria-label={t('carousel.region')}
      data-testid={testId}
      data-current={current}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={classes.viewport} ref={viewportRef}>
        <div className={classes.container} aria-live={paused || hovered || focused ? 'polite' : 'off'}>
          {rows.map((row, i) => (
            <div
              key={row.id}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: i + 1, total: rows.length })}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              <BannerSlide view={row} interactive playing={i === current && !paused} testId={`banner-slide-${i}`} />
            </div>
          ))}
        </div>
      </div>
      {several && (
        <div className={classes.controls}>
          <ActionIcon variant="subtle" color="gray" onClick={() => setStopped(!paused)} aria-label={paused ? t('carousel.play') : t('carousel.pause')} data-testid={`${testId}-pause`}>
            {paused ? <IconPlayerPlay size={18} /> : <IconPlayerPause size={18} />}
          </ActionIcon>
          <ActionIcon variant="subtle" color="gray" onClick={() => embla?.scrollPrev()} aria-label={t('carousel.previous')}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Group gap={0} wrap="nowrap">
            {rows.map((row, i) => (
              <button
                key={row.id}
                type="button"
                className={classes.dot}
                aria-label={t('carousel.goTo', { index: i + 1 })}
                aria-current={i === current}
                onClick={() => embla?.scrollTo(i)}
              />
            ))}
          </Group>
          <ActionIcon variant="subtle" color="gray" onClick={() => embla?.scrollNext()} aria-label={t('carousel.next')}>
            <IconChevronRight size={18} />
          </ActionIcon>
        </div>
      )}
    </section>
  );
}
