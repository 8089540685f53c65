import { VisuallyHidden } from '@mantine/core';
import { readableTextColor, type BannerRow } from '@plataforma/shared/settings';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../../components/terms-viewer/index.ts';
import { markdownToHtml } from '../markdown.ts';
import classes from './banner-slide.module.css';

/** What a slide shows (a stored row, or a row being edited with local previews of its chosen files). */
export type SlideView = Pick<
  BannerRow,
  'tipoRecurso' | 'tipoPlanoDeFundo' | 'planoDeFundoUrl' | 'bannerUrl' | 'markdownConteudo' | 'backgroundConteudo' | 'linkRedirecionamentoBanner' | 'newTab'
>;

type Props = {
  view: SlideView;
  /** Videos play only while the slide is shown and motion is allowed. */
  playing?: boolean;
  /** The link is followed only in the learner's banner (not in the editor's preview). */
  interactive?: boolean;
  testId?: string;
};

/**
 * One background or banner slide (1-shell §3): the background image or silent video behind, then the text (markdown
 * over its colour or transparent) or the banner image; the whole slide is the redirect link when one is set.
 */
export function BannerSlide({ view, playing = false, interactive = false, testId }: Props) {
  const { t } = useTranslation('settingsBanners');
  // the markdown is made into escaped HTML, then sanitised
  const color = view.backgroundConteudo && view.backgroundConteudo !== 'transparent' ? view.backgroundConteudo : null;
  const linked = Boolean(interactive && view.linkRedirecionamentoBanner);
  let html = view.tipoRecurso === 'Texto' ? markdownToHtml(view.markdownConteudo) : '';
  // links inside a linked slide would nest anchors: their text stays
  if (linked) html = html.replace(/<a [^>]*>(.*?)<\/a>/g, '$1');

  const body = (
    <>
      {view.planoDeFundoUrl &&
        (view.tipoPlanoDeFundo === 'Video' ? (
          <video
            className={classes.background}
            src={view.planoDeFundoUrl}
            muted
            loop
            playsInline
            autoPlay={playing}
            aria-hidden
            ref={(video) => {
              if (!video) return;
              if (playing) void video.play().catch(() => undefined);
              else video.pause();
            }}
          />
        ) : (
          <img className={classes.background} src={view.planoDeFundoUrl} alt="" />
        ))}
      {view.tipoRecurso === 'Banner' && view.bannerUrl && <img className={classes.bannerImage} src={view.bannerUrl} alt={t('carousel.bannerAlt')} />}
      {view.tipoRecurso === 'Texto' && html && (
        <div
          className={clsx(classes.text, !color && classes.transparent)}
          style={color ? { background: color, color: readableTextColor(color) } : undefined}
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
        />
      )}
      {linked && view.newTab && <VisuallyHidden>{t('carousel.newTab')}</VisuallyHidden>}
    </>
  );

  if (linked)
    return (
      <a
        className={clsx(classes.slide, classes.link)}
        href={view.linkRedirecionamentoBanner!}
        target={view.newTab ? '_blank' : undefined}
        rel={view.newTab ? 'noopener noreferrer' : undefined}
        data-testid={testId}
      >
        {body}
      </a>
    );
  return (
    <div className={classes.slide} data-testid={testId}>
      {body}
    </div>
  );
}
