import { Alert, Box, Paper, ThemeIcon } from '@mantine/core';
import { sortChapters } from '@plataforma/shared/content';
import { IconAlertTriangle, IconMusic } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaControls } from './media-controls.tsx';
import classes from './players.module.css';
import type { PlayerProps } from './types.ts';
import { useMediaPlayback } from './use-media-playback.ts';
import { useProgressReporter } from './use-progress.ts';

/** Audio: the cover (thumbnail) above a control bar; the same resume and progress rules as video. */
export function AudioPlayer(props: PlayerProps) {
  const { info } = props;
  const { t } = useTranslation('content', { keyPrefix: 'players' });
  const audioRef = useRef<HTMLAudioElement>(null);
  const progress = useProgressReporter(props);
  const [failed, setFailed] = useState(false);
  const playback = useMediaPlayback(audioRef, { disableFastForward: info.disableFastForward, progress, sourceReady: Boolean(info.fileUrl) });
  const chapters = useMemo(() => sortChapters(info.chapters), [info.chapters]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onError = () => setFailed(true);
    audio.addEventListener('error', onError);
    return () => audio.removeEventListener('error', onError);
  }, []);

  if (!info.fileUrl || failed) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="player-error">
        {t(info.fileUrl ? 'errors.loadFailed' : 'errors.noSource')}
      </Alert>
    );
  }

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} data-testid="audio-player">
      <Box className={classes.audioCover}>
        {info.thumbnailUrl ? (
          <img src={info.thumbnailUrl} alt={info.nome} />
        ) : (
          <ThemeIcon size={96} radius="xl" variant="white">
            <IconMusic size={52} />
          </ThemeIcon>
        )}
      </Box>
      <audio ref={audioRef} src={info.fileUrl} preload="metadata" data-testid="audio-element" />
      <MediaControls variant="bar" playback={playback} disableFastForward={info.disableFastForward} chapters={chapters} />
    </Paper>
  );
}
