import { ActionIcon, Box, Group, Menu, Slider, Text, Tooltip } from '@mantine/core';
import {
  IconCheck,
  IconList,
  IconMaximize,
  IconMinimize,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconRewindBackward10,
  IconRewindForward10,
  IconSettings,
  IconBadgeCc,
  IconVolume,
  IconVolume2,
  IconVolumeOff,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chapterAt, formatClock, playbackSpeeds } from './playback.ts';
import type { MediaPlayback } from './use-media-playback.ts';
import classes from './players.module.css';

export type ChapterMark = { title: string; start: number; end: number };
export type QualityOption = { value: number; label: string };
export type SubtitleOption = { index: number; label: string };

type Props = {
  playback: MediaPlayback;
  disableFastForward: boolean;
  chapters?: ChapterMark[];
  qualities?: QualityOption[];
  quality?: number;
  onQuality?: (value: number) => void;
  subtitles?: SubtitleOption[];
  subtitle?: number;
  onSubtitle?: (index: number) => void;
  fullscreen?: boolean;
  onFullscreen?: () => void;
  /** More buttons before full screen (the video's 'Anotar'). */
  extra?: ReactNode;
  /** Dark overlay over a video, or a light bar under an audio cover. */
  variant: 'overlay' | 'bar';
};

const iconProps = { size: 20, stroke: 1.8 };

function MenuCheck({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Box w={16}>{active && <IconCheck size={16} />}</Box>
      {children}
    </Group>
  );
}

/**
 * The control bar of the video and audio players: play/pause, back/forward 10 s, seek bar with chapter marks and the
 * watched part, time, volume, speed, quality, subtitles, chapters and full screen.
 */
export function MediaControls(props: Props) {
  const { playback, disableFastForward, chapters = [], qualities = [], subtitles = [], variant } = props;
  const { t } = useTranslation('content', { keyPrefix: 'players.controls' });
  const [dragging, setDragging] = useState<number | null>(null);
  const duration = playback.duration > 0 && Number.isFinite(playback.duration) ? playback.duration : 0;
  const shown = dragging ?? playback.currentTime;
  const iconColor = variant === 'overlay' ? 'white' : 'gray';
  const iconVariant = variant === 'overlay' ? 'transparent' : 'subtle';
  const chapterIndex = chapterAt(chapters, shown);
  const watchedShare = duration > 0 ? Math.min(100, (playback.furthest / duration) * 100) : 0;
  const VolumeIcon = playback.muted || playback.volume === 0 ? IconVolumeOff : playback.volume < 50 ? IconVolume2 : IconVolume;

  const icon = (label: string, onClick: () => void, node: ReactNode, testId?: string) => (
    <Tooltip label={label} openDelay={400} withinPortal={false}>
      <ActionIcon variant={iconVariant} color={iconColor} size="lg" aria-label={label} onClick={onClick} data-testid={testId}>
        {node}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Box className={variant === 'overlay' ? classes.overlayControls : classes.barControls} data-testid="media-controls" onClick={(e) => e.stopPropagation()}>
      <Box pos="relative" px={4}>
        {disableFastForward && duration > 0 && <Box className={classes.watched} style={{ width: `${watchedShare}%` }} />}
        <Slider
          thumbLabel={t('seek')}
          data-testid="media-seek"
          min={0}
          max={duration || 1}
          step={0.1}
          size="sm"
          color={variant === 'overlay' ? 'white' : undefined}
          value={Math.min(shown, duration || 1)}
          onChange={setDragging}
          onChangeEnd={(value) => {
            setDragging(null);
            playback.seek(value);
          }}
          label={(value) => {
            const index = chapterAt(chapters, value);
            return index >= 0 ? `${formatClock(value)} · ${chapters[index].title}` : formatClock(value);
          }}
          marks={chapters.filter((chapter) => chapter.start > 0).map((chapter) => ({ value: chapter.start }))}
          classNames={{ mark: classes.chapterMark }}
          disabled={duration === 0}
        />
      </Box>
      <Group justify="space-between" wrap="nowrap" gap={4} mt={6}>
        <Group gap={2} wrap="nowrap">
          {icon(
            playback.playing ? t('pause') : t('play'),
            playback.toggle,
            playback.playing ? <IconPlayerPauseFilled {...iconProps} /> : <IconPlayerPlayFilled {...iconProps} />,
            'media-play',
          )}
          {icon(t('back'), () => playback.seekBy(-10), <IconRewindBackward10 {...iconProps} />)}
          {icon(t('forward'), () => playback.seekBy(10), <IconRewindForward10 {...iconProps} />)}
          {icon(playback.muted ? t('unmute') : t('mute'), playback.toggleMute, <VolumeIcon {...iconProps} />)}
          <Slider
            thumbLabel={t('volume')}
            w={80}
            size="xs"
            min={0}
            max={100}
            color={variant === 'overlay' ? 'white' : undefined}
            value={playback.muted ? 0 : playback.volume}
            onChange={playback.setVolume}
            label={(value) => `${value}%`}
            visibleFrom="xs"
          />
          <Text size="sm" c={variant === 'overlay' ? 'white' : 'dimmed'} ml="xs" className={classes.time} data-testid="media-time">
            {formatClock(shown)} / {formatClock(duration)}
          </Text>
          {chapterIndex >= 0 && (
            <Text size="sm" c={variant === 'overlay' ? 'gray.3' : 'dimmed'} ml="xs" truncate visibleFrom="sm" maw={220}>
              · {chapters[chapterIndex].title}
            </Text>
          )}
        </Group>
        <Group gap={2} wrap="nowrap">
          {chapters.length > 0 && (
            <Menu position="top-end" withinPortal={false} shadow="md">
              <Menu.Target>
                <ActionIcon variant={iconVariant} color={iconColor} size="lg" aria-label={t('chapters')}>
                  <IconList {...iconProps} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown mah={280} style={{ overflowY: 'auto' }}>
                <Menu.Label>{t('chapters')}</Menu.Label>
                {chapters.map((chapter, index) => (
                  <Menu.Item key={`${chapter.start}-${index}`} onClick={() => playback.seek(chapter.start)}>
                    <MenuCheck active={index === chapterIndex}>
                      <Text size="sm" c="dimmed" ff="monospace">
                        {formatClock(chapter.start)}
                      </Text>
                      <Text size="sm">{chapter.title}</Text>
                    </MenuCheck>
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
          {subtitles.length > 0 && (
            <Menu position="top-end" withinPortal={false} shadow="md">
              <Menu.Target>
                <ActionIcon variant={iconVariant} color={iconColor} size="lg" aria-label={t('subtitles')}>
                  <IconBadgeCc {...iconProps} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('subtitles')}</Menu.Label>
                <Menu.Item onClick={() => props.onSubtitle?.(-1)}>
                  <MenuCheck active={props.subtitle === -1}>{t('subtitlesOff')}</MenuCheck>
                </Menu.Item>
                {subtitles.map((subtitle) => (
                  <Menu.Item key={subtitle.index} onClick={() => props.onSubtitle?.(subtitle.index)}>
                    <MenuCheck active={props.subtitle === subtitle.index}>{subtitle.label}</MenuCheck>
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
          <Menu position="top-end" withinPortal={false} shadow="md">
            <Menu.Target>
              <ActionIcon variant={iconVariant} color={iconColor} size="lg" aria-label={t('speed')} data-testid="media-speed">
                <IconSettings {...iconProps} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown data-testid="media-speed-menu">
              <Menu.Label>{t('speed')}</Menu.Label>
              {playbackSpeeds(disableFastForward).map((speed) => (
                <Menu.Item key={speed} onClick={() => playback.setSpeed(speed)} data-testid="media-speed-option">
                  <MenuCheck active={playback.speed === speed}>{speed === 1 ? t('normal') : `${speed}x`}</MenuCheck>
                </Menu.Item>
              ))}
              {disableFastForward && (
                <Text size="xs" c="dimmed" px="sm" py={4} maw={220}>
                  {t('speedLimited')}
                </Text>
              )}
              {qualities.length > 0 && (
                <>
                  <Menu.Divider />
                  <Menu.Label>{t('quality')}</Menu.Label>
                  <Menu.Item onClick={() => props.onQuality?.(-1)}>
                    <MenuCheck active={props.quality === -1}>{t('auto')}</MenuCheck>
                  </Menu.Item>
                  {qualities.map((quality) => (
                    <Menu.Item key={quality.value} onClick={() => props.onQuality?.(quality.value)} data-testid="media-quality-option" data-selected={props.quality === quality.value || undefined}>
                      <MenuCheck active={props.quality === quality.value}>{quality.label}</MenuCheck>
                    </Menu.Item>
                  ))}
                </>
              )}
            </Menu.Dropdown>
          </Menu>
          {props.extra}
          {props.onFullscreen &&
            icon(
              props.fullscreen ? t('exitFullscreen') : t('fullscreen'),
              props.onFullscreen,
              props.fullscreen ? <IconMinimize {...iconProps} /> : <IconMaximize {...iconProps} />,
            )}
        </Group>
      </Group>
      {playback.blockedAt !== null && (
        <Text size="xs" c={variant === 'overlay' ? 'yellow.3' : 'orange'} mt={4} data-testid="media-blocked">
          {t('fastForwardBlocked')}
        </Text>
      )}
    </Box>
  );
}
