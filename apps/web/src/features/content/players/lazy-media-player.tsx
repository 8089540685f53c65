import { Center, Loader } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { PlayerProps } from './types.ts';

const Player = lazy(() => import('./media-player.tsx').then((module) => ({ default: module.MediaPlayer })));

/**
 * The media player (video, audio, PDF, images, carousel, SCORM) as a chunk of its own, downloaded when a medium is
 * first shown: the learner's home, catalogue and the item dialog do not carry it.
 */
export function LazyMediaPlayer(props: PlayerProps) {
  return (
    <Suspense
      fallback={
        <Center mih={200} data-testid="media-player-loading">
          <Loader type="dots" />
        </Center>
      }
    >
      <Player {...props} />
    </Suspense>
  );
}
