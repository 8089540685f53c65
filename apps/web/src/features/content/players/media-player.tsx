import { Alert, Center, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioPlayer } from './audio-player.tsx';
import { CarouselPlayer, DocumentCard, ImagePlayer, LinkPlayer, NoSource } from './simple-players.tsx';
import { officeKindOf } from './office-rules.ts';
import { isProcessing } from './processing.ts';
import type { PlayerProps } from './types.ts';

// The heavy players load with their libraries only when needed (hls.js, pdf.js).
const VideoPlayer = lazy(() => import('./video-player.tsx').then((m) => ({ default: m.VideoPlayer })));
const PdfViewer = lazy(() => import('./pdf-viewer.tsx').then((m) => ({ default: m.PdfViewer })));
const ScormPlayer = lazy(() => import('./scorm-player.tsx').then((m) => ({ default: m.ScormPlayer })));
const OfficeViewer = lazy(() => import('./office-viewer.tsx').then((m) => ({ default: m.OfficeViewer })));

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
  const waiting = isProcessing(info);

  // The uploaded file of a video is never played: a phone's HEVC shows black in most browsers, a damaged file stops
  // short. The player waits for the browser-playable ladder; a video that was never processed plays its file.
  if (info.processingStatus === 'failed' && !(info.tipo === 'video' && info.hlsPlaylistUrl)) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="player-error">
        {info.processingError ? `${t('processingFailedBecause')} ${info.processingError}` : t('processingFailed')}
      </Alert>
    );
  }
  if (info.tipo === 'video' && waiting && !info.hlsPlaylistUrl) return <Processing progress={info.processingProgress} />;

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
      else if (waiting) player = <Processing progress={info.processingProgress} />;
      // without a converter on the server, Word and Excel documents are shown by the browser
      else if (info.fileUrl && officeKindOf(info)) player = <OfficeViewer key={info.id} {...props} />;
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

/** Still being processed: the message and, when known, how far it got (the info is fetched again until it is done). */
function Processing({ progress = null }: { progress?: number | null }) {
  const { t } = useTranslation('content', { keyPrefix: 'players.errors' });
  return (
    <Alert color="blue" variant="light" icon={<IconClockHour4 />} data-testid="player-processing">
      <Stack gap={8}>
        <Text size="sm">{t('processing')}</Text>
        {progress !== null && (
          <Group gap="sm" wrap="nowrap">
            <Progress value={progress} flex={1} aria-label={t('processingProgress')} data-testid="player-processing-progress" />
            <Text size="sm" fw={600}>{`${progress} %`}</Text>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
