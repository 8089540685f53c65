import { Box, Center, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { LoginMediaKind } from '@plataforma/shared/settings';

type MediaPreviewProps = { media: { kind: LoginMediaKind; url: string } | null; label: string; empty?: string; height: number; testId?: string };

/** A background or slide as the sign-in page shows it (cover), at the recommended 1600x960 proportion. */
export function MediaPreview({ media, label, empty, height, testId }: MediaPreviewProps) {
  const frame = {
    height,
    aspectRatio: '1600 / 960',
    borderRadius: 8,
    overflow: 'hidden',
    flexShrink: 0,
    border: '1px solid var(--mantine-color-default-border)',
    background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))',
  } as const;
  if (!media)
    return (
      <Center style={frame} c="dimmed" data-testid={testId}>
        <Box ta="center" px="xs">
          <IconPhotoOff size={22} aria-hidden />
          {empty && (
            <Text size="xs" c="dimmed">
              {empty}
            </Text>
          )}
        </Box>
      </Center>
    );
  return (
    <Box style={frame} data-testid={testId} data-kind={media.kind}>
      {media.kind === 'video' ? (
        <video src={media.url} muted playsInline preload="metadata" aria-label={label} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      ) : (
        <img src={media.url} alt={label} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      )}
    </Box>
  );
}
