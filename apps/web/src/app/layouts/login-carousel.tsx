import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Box } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientSettings } from '@plataforma/shared/settings';
import classes from './login-layout.module.css';

export type LoginSlide = ClientSettings['login']['carousels'][number]['slides'][number];

const AUTOPLAY_MS = 7000;

const videoSources = (slide: LoginSlide) => {
  const video = slide.video;
  if (!video) return [];
  return [
    video.mp4 && { src: video.mp4, type: 'video/mp4' },
    video.webm && { src: video.webm, type: 'video/webm' },
    video.ogv && { src: video.ogv, type: 'video/ogg' },
    video.url && { src: video.url, type: undefined },
    video.avi && { src: video.avi, type: 'video/x-msvideo' },
  ].filter((source): source is { src: string; type: string | undefined } => Boolean(source));
};

/** Login carousel (widths of 1024 px and more): image or muted looping video slides, advancing every 7 s. */
export function LoginCarousel({ slides }: { slides: LoginSlide[] }) {
  const { t } = useTranslation('auth');
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);

  useEffect(() => {
    if (!embla || slides.length < 2) return;
    const timer = window.setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, slides.length]);

  return (
    <Carousel
      className={classes.carousel}
      height="100%"
      withIndicators={slides.length > 1}
      withControls={slides.length > 1}
      emblaOptions={{ loop: true }}
      getEmblaApi={setEmbla}
      classNames={{ indicator: classes.indicator, indicators: classes.indicators, viewport: classes.carouselViewport, container: classes.carouselContainer }}
      data-testid="login-carousel"
    >
      {slides.map((slide, index) => {
        const sources = videoSources(slide);
        const image = slide.image ?? slide.file ?? undefined;
        return (
          <Carousel.Slide key={`${image ?? sources[0]?.src ?? 'slide'}-${index}`} className={classes.slide} aria-label={t('layout.slide', { index: index + 1 })}>
            {sources.length > 0 ? (
              <video className={classes.slideMedia} autoPlay muted loop playsInline poster={image}>
                {sources.map((source) => (
                  <source key={source.src} src={source.src} type={source.type} />
                ))}
              </video>
            ) : (
              <Box className={classes.slideMedia} style={{ backgroundImage: `url("${(image ?? '').replace(/"/g, '%22')}")` }} role="img" />
            )}
          </Carousel.Slide>
        );
      })}
    </Carousel>
  );
}
