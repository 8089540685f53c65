import { ActionIcon, Tooltip } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '../../../lib/notify.ts';
import { captureFrame } from './capture-frame.ts';
import { NoteEditorModal } from './note-editor-modal.tsx';

type Props = {
  videoRef: RefObject<HTMLVideoElement | null>;
  midiaId: string;
  cursoId?: string | null;
  formacaoId?: string | null;
};

type Capture = { tempo: number; screenshot: Blob | null };

/**
 * The 'Anotar' button of the video player's control bar: pauses the video, captures the current frame (PNG) and time,
 * and opens the note editor with them. Full screen is left first so the editor shows.
 */
export function TakeNoteButton({ videoRef, midiaId, cursoId, formacaoId }: Props) {
  const { t } = useTranslation('notes');
  const [capture, setCapture] = useState<Capture | null>(null);

  const take = async () => {
    const video = videoRef.current;
    if (!video) return;
    video.pause();
    const screenshot = await captureFrame(video);
    if (!screenshot) notifyWarning(t('captureFailed'));
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
    setCapture({ tempo: video.currentTime, screenshot });
  };

  return (
    <>
      <Tooltip label={t('actions.take')} openDelay={400} withinPortal={false}>
        <ActionIcon variant="transparent" color="white" size="lg" aria-label={t('actions.take')} onClick={() => void take()} data-testid="media-take-note">
          <IconNotes size={20} stroke={1.8} />
        </ActionIcon>
      </Tooltip>
      {/* The editor is a portal, but its key presses still bubble through the player's React tree (space plays). */}
      <span style={{ display: 'contents' }} onKeyDown={(event) => event.stopPropagation()}>
        <NoteEditorModal
          opened={capture !== null}
          onClose={() => setCapture(null)}
          midiaId={midiaId}
          cursoId={cursoId}
          formacaoId={formacaoId}
          tempo={capture?.tempo ?? null}
          screenshot={capture?.screenshot ?? null}
        />
      </span>
    </>
  );
}
