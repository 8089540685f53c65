import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioPlayer } from './audio-player.tsx';
import { CarouselPlayer, DocumentCard, ImagePlayer, LinkPlayer, NoSource } from './simple-players.tsx';
import type { PlayerProps } from './types.ts';

// The heavy players load with their libraries only when needed (hls.js, pdf.js).
const VideoPlayer = lazy(() => import('./video-player.tsx').then((m) => ({ default: m.VideoPlayer })));
const PdfViewer = lazy(() => import('./pdf-viewer.tsx').then((m) => ({ default: m.PdfViewer })));
const ScormPlayer = lazy(() => import('./scorm-player.tsx').then((m) => ({ default: m.ScormPlayer })));

const fallback = (
  <Center h={320}>
    <Loader />
  </Center>
);

/**
 * Plays one repository object by its kind. `mode`: 'preview' (repository), 'classroom' or 'public' (no progress
 * posts). `context`: the course or trail it is played in. `onProgress` receives the percent as it rises.
 */
export function MediaPlayer(props: PlayerProps) {
  const { info } = props;
  const { t } = useTranslation('content', { keyPrefix: 'players.errors' });
  const waiting = info.processingStatus === 'pending' || info.processingStatus === 'processing';

  // A video still being converted plays its stored file; other kinds wait for their processing.
  if (info.processingStatus === 'failed' && !(info.tipo === 'video' && info.fileUrl)) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="player-error">
        {t('processingFailed')}
      </Alert>
    );
  }

  let player;
  switch (info.tipo) {
    case 'video':
      player = <VideoPlayer key={info.id} {...props} />;
      break;
    case 'audio':
      player = <AudioPlayer key={info.id} {...props} />;
      break;
    case 'imagem':
      player = <ImagePlayer key={info.id} {...props} />;
      break;
    case 'carrossel':
      player = <CarouselPlayer key={info.id} {...props} />;
      break;
    case 'link':
      player = <LinkPlayer key={info.id} {...props} />;
      break;
    case 'pdf':
      player = info.fileUrl ? <PdfViewer key={info.id} {...props} url={info.fileUrl} /> : <NoSource />;
      break;
    case 'documento':
      if (info.previewPdfUrl) player = <PdfViewer key={info.id} {...props} url={info.previewPdfUrl} />;
      else if (waiting) player = <Processing />;
      else player = <DocumentCard key={info.id} {...props} />;
      break;
    case 'scorm':
      player = !info.scormScriptUrl && waiting ? <Processing /> : <ScormPlayer key={info.id} {...props} />;
      break;
    default:
      player = <NoSource />;
  }
  return <Suspense fallback={fallback}>{player}</Suspense>;
}

function Processing() {
  const { t } = useTranslation('content', { keyPrefix: 'players.errors' });
  return (
    <Alert color="blue" variant="light" icon={<IconClockHour4 />} data-testid="player-processing">
      {t('processing')}
    </Alert>
  );
}
