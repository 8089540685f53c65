import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { ActionIcon } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slideMedia, type LoginSlide } from '@plataforma/shared/settings';
import classes from './login-layout.module.css';

export type { LoginSlide };

const AUTOPLAY_MS = 7000;

const videoSources = (slide: LoginSlide) => {
  const video = slide.video;
  if (!video) return [];
  const sources = [
    video.mp4 && { src: video.mp4, type: 'video/mp4' },
    video.webm && { src: video.webm, type: 'video/webm' },
    video.ogv && { src: video.ogv, type: 'video/ogg' },
    video.url && { src: video.url, type: undefined },
    video.avi && { src: video.avi, type: 'video/x-msvideo' },
  ].filter((source): source is { src: string; type: string | undefined } => Boolean(source));
  return sources.filter((source, index) => sources.findIndex((other) => other.src === source.src) === index);
};

/**
 * Login carousel (widths of 1024 px and more): image or muted looping video slides without controls, advancing every
 * 7 s. The slides are decorative (empty alternative text). With prefers-reduced-motion nothing moves or plays by
 * itself; the pause button stops (and restarts) both the advance and the videos.
 */
export function LoginCarousel({ slides }: { slides: LoginSlide[] }) {
  const { t } = useTranslation('auth');
  const reducedMotion = useReducedMotion();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  // null until the visitor chooses: then reduced motion decides
  const [paused, setPaused] = useState<boolean | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const playing = paused === null ? !reducedMotion : !paused;

  useEffect(() => {
    if (!embla || slides.length < 2 || !playing) return;
    const timer = window.setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, slides.length, playing]);

  useEffect(() => {
    for (const video of root.current?.querySelectorAll('video') ?? []) {
      if (playing) void video.play().catch(() => undefined);
      else video.pause();
    }
  }, [playing]);

  return (
    <div ref={root} className={classes.carouselRoot} role="region" aria-roledescription="carousel" aria-label={t('layout.slides')}>
      <Carousel
        className={classes.carousel}
        height="100%"
        withIndicators={slides.length > 1}
        withControls={slides.length > 1}
        emblaOptions={{ loop: true, duration: reducedMotion ? 0 : 25 }}
        getEmblaApi={setEmbla}
        classNames={{ indicator: classes.indicator, indicators: classes.indicators, viewport: classes.carouselViewport, container: classes.carouselContainer }}
        data-testid="login-carousel"
      >
        {slides.map((slide, index) => {
          const sources = videoSources(slide);
          const media = slideMedia(slide);
          const image = slide.image ?? slide.file ?? undefined;
          return (
            <Carousel.Slide
              key={`${media?.url ?? 'slide'}-${index}`}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('layout.slide', { index: index + 1 })}
              data-testid="login-slide"
            >
              {sources.length > 0 ? (
                <video className={classes.slideMedia} autoPlay={playing} muted loop playsInline poster={image} aria-hidden>
                  {sources.map((source) => (
                    <source key={source.src} src={source.src} type={source.type} />
                  ))}
                </video>
              ) : (
                <img className={classes.slideMedia} src={image} alt="" />
              )}
            </Carousel.Slide>
          );
        })}
      </Carousel>
      {(slides.length > 1 || hasVideo(slides)) && (
        <ActionIcon
          className={classes.pause}
          variant="filled"
          color="dark"
          radius="xl"
          size="lg"
          onClick={() => setPaused(playing)}
          aria-label={playing ? t('layout.pause') : t('layout.play')}
          aria-pressed={!playing}
          data-testid="login-carousel-pause"
        >
          {playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
        </ActionIcon>
      )}
    </div>
  );
}

/** Any slide with a video (a single video slide still gets the pause button). */
const hasVideo = (slides: LoginSlide[]) => slides.some((slide) => slideMedia(slide)?.kind === 'video');
