import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Alert, Anchor, Box, Button, Card, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconExternalLink, IconFileText, IconFileOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
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
 * opens in a new tab. 100% on open. An embed that cannot load (offline, refused by a policy, no answer) shows the notice
 * with 'open in a new tab' instead; below a working embed the same link stays at hand, since a page that refuses to be
 * framed cannot be told from one that loaded.
 */
export function LinkPlayer(props: PlayerProps) {
  const { t } = useTranslation('content', { keyPrefix: 'players.link' });
  const progress = useProgressReporter(props);
  useCompleteOnOpen(progress, 'link');
  const link = props.info.link ?? '';
  const embed = embedUrl(link, props.info.linkKind);
  const embedState = useEmbedState(embed);
  if (!link) return <NoSource />;
  if (!embed) return <LinkNotice link={link} title={t('title')} description={t('description')} action={t('open')} testId="link-player" />;
  if (embedState.status === 'failed') {
    return <LinkNotice link={link} title={t('failedTitle')} description={t(embedState.reason === 'offline' ? 'failedOffline' : 'failedDescription')} action={t('openInNewTab')} testId="link-embed-failed" />;
  }
  return (
    <Stack gap={6}>
      <iframe
        className={classes.embed}
        style={props.info.linkKind === 'soundcloud' ? { aspectRatio: 'auto', height: 360 } : undefined}
        src={embed}
        title={props.info.nome}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={embedState.onLoad}
        data-testid="link-embed"
      />
      <Group justify="flex-end" gap={6}>
        <Text size="sm" c="dimmed">
          {t('notShowing')}
        </Text>
        <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm" data-testid="link-embed-open">
          {t('openInNewTab')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** How long an embed may take to load before the notice replaces it. */
const EMBED_LOAD_TIMEOUT_MS = 15_000;

type EmbedState = { status: 'loading' | 'loaded' } | { status: 'failed'; reason: 'offline' | 'refused' | 'timeout' };

/**
 * Whether an embed loads: failed when the browser is offline, when a content policy refuses the frame
 * (securitypolicyviolation on frame-src for its origin), or when it has not loaded after EMBED_LOAD_TIMEOUT_MS.
 */
function useEmbedState(embed: string | null): EmbedState & { onLoad: () => void } {
  const [state, setState] = useState<EmbedState>(() => (embed && typeof navigator !== 'undefined' && !navigator.onLine ? { status: 'failed', reason: 'offline' } : { status: 'loading' }));
  const status = state.status;
  useEffect(() => {
    if (!embed || status !== 'loading') return;
    const origin = new URL(embed).origin;
    const fail = (reason: 'offline' | 'refused' | 'timeout') => setState((current) => (current.status === 'loading' ? { status: 'failed', reason } : current));
    const onOffline = () => fail('offline');
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective.startsWith('frame-src') && event.blockedURI.startsWith(origin)) fail('refused');
    };
    const timer = window.setTimeout(() => fail('timeout'), EMBED_LOAD_TIMEOUT_MS);
    window.addEventListener('offline', onOffline);
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('securitypolicyviolation', onViolation);
    };
  }, [embed, status]);
  const onLoad = useCallback(() => setState((current) => (current.status === 'loading' ? { status: 'loaded' } : current)), []);
  return { ...state, onLoad };
}

/** The notice of a link that opens outside the platform: what happens, the address and the button to a new tab. */
function LinkNotice({ link, title, description, action, testId }: { link: string; title: string; description: string; action: string; testId: string }) {
  return (
    <Center py="xl" data-testid={testId}>
      <Paper withBorder radius="md" p="xl" maw={560} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconExternalLink size={28} />
          </ThemeIcon>
          <Title order={4}>{title}</Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
          <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
            {link}
          </Text>
          <Button component="a" href={link} target="_blank" rel="noopener noreferrer" leftSection={<IconExternalLink size={18} />}>
            {action}
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
  const progress = useProgressReporter(props);
  useCompleteOnOpen(progress, 'documento');
  const { info } = props;
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
        <DocumentDownload {...props} />
      </Card>
    </Center>
  );
}

/**
 * The download of a document when the object allows it (through the API with the session, or on the public page by
 * the file's own address), else the notice that it cannot be downloaded. `compact`: only the button, under a viewer.
 */
export function DocumentDownload({ info, mode, compact = false }: PlayerProps & { compact?: boolean }) {
  const { t } = useTranslation('content', { keyPrefix: 'players.document' });
  const { busy, download } = useMidiaDownload(info.id, info.fileName ?? info.nome);
  if (!info.downloadable) {
    if (compact) return null;
    return (
      <Alert mt="lg" color="gray" icon={<IconFileOff />} title={t('cannotShow')}>
        {t('cannotShowHint')}
      </Alert>
    );
  }
  const button =
    mode === 'public' && info.fileUrl ? (
      <Button component="a" href={info.fileUrl} download={info.fileName ?? info.nome} leftSection={<IconDownload size={18} />} data-testid="document-download">
        {t('download')}
      </Button>
    ) : (
      <Button leftSection={<IconDownload size={18} />} loading={busy} onClick={() => void download()} data-testid="document-download">
        {t('download')}
      </Button>
    );
  if (compact) return <Group justify="flex-end" mt="sm">{button}</Group>;
  return (
    <Stack gap="sm" mt="lg">
      <Text size="sm" c="dimmed">
        {t('downloadHint')}
      </Text>
      {button}
    </Stack>
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
