import { ActionIcon, Alert, Box, Button } from '@mantine/core';
import { useFullscreenElement, useIdle } from '@mantine/hooks';
import { sortChapters } from '@plataforma/shared/content';
import { IconAlertTriangle, IconPlayerPlayFilled } from '@tabler/icons-react';
import Hls, { type Level } from 'hls.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TakeNoteButton } from '../../notes';
import { MediaControls, type QualityOption } from './media-controls.tsx';
import { defaultQualityLevel, qualityHeight } from './playback.ts';
import classes from './players.module.css';
import type { PlayerProps } from './types.ts';
import { useMediaPlayback } from './use-media-playback.ts';
import { useProgressReporter } from './use-progress.ts';

type SourceError = 'streamingNotSupported' | 'loadFailed' | 'noSource';

/**
 * Video: HLS through hls.js when the ladder is ready (Safari plays HLS natively), else the stored file. Custom
 * control bar over the picture; quality menu from the HLS levels (720p, else 1080p, else the lowest; or Auto);
 * WebVTT subtitles; chapters on the bar and in a menu; fast-forward block and progress by useMediaPlayback.
 */
export function VideoPlayer(props: PlayerProps) {
  const { info } = props;
  const { t } = useTranslation('content', { keyPrefix: 'players' });
  const videoRef = useRef<HTMLVideoElement>(null);
  const { ref: frameRef, toggle: toggleFullscreen, fullscreen } = useFullscreenElement<HTMLDivElement>();
  const idle = useIdle(2_500, { initialState: false });
  const progress = useProgressReporter(props);
  const [error, setError] = useState<SourceError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sourceReady, setSourceReady] = useState(false);
  const [levels, setLevels] = useState<Level[]>([]);
  const [quality, setQuality] = useState(-1);
  const [subtitle, setSubtitle] = useState(-1);
  const hlsRef = useRef<Hls | null>(null);
  const playback = useMediaPlayback(videoRef, { disableFastForward: info.disableFastForward, progress, sourceReady });
  const chapters = useMemo(() => sortChapters(info.chapters), [info.chapters]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setError(null);
    setSourceReady(false);
    const hlsUrl = info.hlsPlaylistUrl;
    const onError = () => setError('loadFailed');
    video.addEventListener('error', onError);
    if (hlsUrl && Hls.isSupported()) {
      const hls = new Hls({ capLevelToPlayerSize: false });
      hlsRef.current = hls;
      hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
        setLevels(data.levels);
        const preferred = defaultQualityLevel(data.levels);
        if (preferred >= 0) {
          hls.currentLevel = preferred;
          setQuality(preferred);
        }
        setSourceReady(true);
      });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
        else setError('loadFailed');
      });
      hls.loadSource(hlsUrl);
      hls.attachMedia(video);
    } else if (hlsUrl && video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = hlsUrl;
      setSourceReady(true);
    } else if (info.fileUrl) {
      video.src = info.fileUrl;
      setSourceReady(true);
    } else {
      setError(hlsUrl ? 'streamingNotSupported' : 'noSource');
    }
    return () => {
      video.removeEventListener('error', onError);
      hlsRef.current?.destroy();
      hlsRef.current = null;
      video.removeAttribute('src');
      video.load();
    };
  }, [info.hlsPlaylistUrl, info.fileUrl, attempt]);

  const chooseQuality = (value: number) => {
    if (hlsRef.current) hlsRef.current.currentLevel = value;
    setQuality(value);
  };

  const chooseSubtitle = (index: number) => {
    const tracks = videoRef.current?.textTracks;
    if (tracks) for (let i = 0; i < tracks.length; i += 1) tracks[i].mode = i === index ? 'showing' : 'disabled';
    setSubtitle(index);
  };

  const qualities: QualityOption[] = levels
    .map((level, index) => ({ value: index, height: qualityHeight(level), bitrate: level.bitrate }))
    .map(({ value, height, bitrate }) => ({ value, label: height ? `${height}p` : `${Math.round(bitrate / 1000)} kb/s`, height }))
    .sort((a, b) => b.height - a.height);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    if (event.key === ' ' || event.key === 'k') {
      event.preventDefault();
      playback.toggle();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      playback.seekBy(5);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      playback.seekBy(-5);
    } else if (event.key === 'f') void toggleFullscreen();
  };

  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t(`errors.${error}`)} data-testid="player-error">
        {error === 'loadFailed' && (
          <Button mt="sm" size="xs" variant="light" color="red" onClick={() => setAttempt((n) => n + 1)}>
            {t('errors.retry')}
          </Button>
        )}
      </Alert>
    );
  }

  return (
    <Box
      ref={frameRef}
      className={classes.videoFrame}
      data-idle={idle && playback.playing}
      data-testid="video-player"
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <video
        ref={videoRef}
        className={classes.video}
        playsInline
        preload="metadata"
        poster={info.thumbnailUrl ?? undefined}
        onClick={playback.toggle}
        data-testid="video-element"
      >
        {info.subtitles.map((track) => (
          <track key={track.id} kind="subtitles" src={track.url} srcLang={track.srclang} label={track.name} />
        ))}
      </video>
      {!playback.playing && playback.currentTime === 0 && (
        <Box className={classes.centerPlay}>
          <ActionIcon size={72} radius="xl" variant="filled" color="dark" opacity={0.75} onClick={playback.toggle} aria-label={t('controls.play')}>
            <IconPlayerPlayFilled size={36} />
          </ActionIcon>
        </Box>
      )}
      <MediaControls
        variant="overlay"
        playback={playback}
        disableFastForward={info.disableFastForward}
        chapters={chapters}
        qualities={qualities}
        quality={quality}
        onQuality={chooseQuality}
        subtitles={info.subtitles.map((track, index) => ({ index, label: track.name }))}
        subtitle={subtitle}
        onSubtitle={chooseSubtitle}
        fullscreen={fullscreen}
        onFullscreen={() => void toggleFullscreen()}
        extra={props.mode !== 'public' && <TakeNoteButton videoRef={videoRef} midiaId={info.id} cursoId={props.context?.cursoId} formacaoId={props.context?.formacaoId} />}
      />
    </Box>
  );
}
