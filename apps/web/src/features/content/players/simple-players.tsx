import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Alert, Box, Button, Card, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconExternalLink, IconFileText, IconFileOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { downloadBlob } from '../../../components/data-table/export-xlsx.ts';
import { downloadMidiaFile } from './api.ts';
import { embedUrl } from './link-embed.ts';
import classes from './players.module.css';
import type { PlayerProps } from './types.ts';
import { useCompleteOnOpen } from './use-complete-on-open.ts';
import { useProgressReporter } from './use-progress.ts';

/** Image: shown whole, 100% on open. */
export function ImagePlayer(props: PlayerProps) {
  const progress = useProgressReporter(props);
  useCompleteOnOpen(progress, 'imagem');
  const src = props.info.fileUrl;
  return (
    <Box className={classes.imageFrame} data-testid="image-player">
      {src ? <img src={src} alt={props.info.nome} className={classes.image} /> : <NoSource />}
    </Box>
  );
}

/** Carousel: the ordered images (@mantine/carousel), 100% on open. */
export function CarouselPlayer(props: PlayerProps) {
  const { t } = useTranslation('content', { keyPrefix: 'players.carousel' });
  const progress = useProgressReporter(props);
  useCompleteOnOpen(progress, 'imagem');
  const items = [...props.info.carouselItems].sort((a, b) => a.order - b.order);
  const [slide, setSlide] = useState(0);
  if (items.length === 0) return <NoSource message={t('empty')} />;
  return (
    <Stack gap="xs" data-testid="carousel-player">
      <Carousel withIndicators emblaOptions={{ loop: false }} onSlideChange={setSlide} height="70vh" slideGap="md">
        {items.map((item, index) => (
          <Carousel.Slide key={item.id}>
            <Box className={classes.imageFrame} h="100%">
              <img src={item.url} alt={t('slide', { index: index + 1, total: items.length })} className={classes.image} />
            </Box>
          </Carousel.Slide>
        ))}
      </Carousel>
      <Text size="sm" c="dimmed" ta="center">
        {t('slide', { index: slide + 1, total: items.length })}
      </Text>
    </Stack>
  );
}

/**
 * Link: YouTube, Vimeo and SoundCloud are embedded; any other address shows the 'leaving the platform' notice and
 * opens in a new tab. 100% on open.
 */
export function LinkPlayer(props: PlayerProps) {
  const { t } = useTranslation('content', { keyPrefix: 'players.link' });
  const progress = useProgressReporter(props);
  useCompleteOnOpen(progress, 'link');
  const link = props.info.link ?? '';
  const embed = embedUrl(link, props.info.linkKind);
  if (embed) {
    return (
      <iframe
        className={classes.embed}
        style={props.info.linkKind === 'soundcloud' ? { aspectRatio: 'auto', height: 360 } : undefined}
        src={embed}
        title={props.info.nome}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="link-embed"
      />
    );
  }
  if (!link) return <NoSource />;
  return (
    <Center py="xl" data-testid="link-player">
      <Paper withBorder radius="md" p="xl" maw={560} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconExternalLink size={28} />
          </ThemeIcon>
          <Title order={4}>{t('title')}</Title>
          <Text c="dimmed" size="sm">
            {t('description')}
          </Text>
          <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
            {link}
          </Text>
          <Button component="a" href={link} target="_blank" rel="noopener noreferrer" leftSection={<IconExternalLink size={18} />}>
            {t('open')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/** Downloads the object's file through the API (Bearer), with the spinner on the button. */
export function useMidiaDownload(midiaId: string, fallbackName: string) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await downloadMidiaFile(midiaId);
      downloadBlob(file.blob, file.fileName ?? fallbackName);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

const formatSize = (bytes: number | null) => {
  if (!bytes) return null;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

/** A document without a PDF preview: its name, type and size, and the download when allowed. 100% on open. */
export function DocumentCard(props: PlayerProps) {
  const { t } = useTranslation('content', { keyPrefix: 'players.document' });
  const progress = useProgressReporter(props);
  useCompleteOnOpen(progress, 'documento');
  const { info } = props;
  const { busy, download } = useMidiaDownload(info.id, info.fileName ?? info.nome);
  const extension = (info.fileName?.split('.').pop() ?? '').toUpperCase();
  return (
    <Center py="xl" data-testid="document-card">
      <Card withBorder radius="md" p="xl" maw={560} w="100%">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={56} radius="md" variant="light">
            <IconFileText size={30} />
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {info.fileName ?? info.nome}
            </Text>
            <Text size="sm" c="dimmed">
              {[extension, info.fileType, formatSize(info.fileSize)].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </Group>
        {info.downloadable && props.mode !== 'public' ? (
          <Stack gap="sm" mt="lg">
            <Text size="sm" c="dimmed">
              {t('downloadHint')}
            </Text>
            <Button leftSection={<IconDownload size={18} />} loading={busy} onClick={() => void download()}>
              {t('download')}
            </Button>
          </Stack>
        ) : (
          <Alert mt="lg" color="gray" icon={<IconFileOff />} title={t('cannotShow')}>
            {t('cannotShowHint')}
          </Alert>
        )}
      </Card>
    </Center>
  );
}

export function NoSource({ message }: { message?: string }) {
  const { t } = useTranslation('content', { keyPrefix: 'players.errors' });
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} data-testid="player-no-source">
      {message ?? t('noSource')}
    </Alert>
  );
}
