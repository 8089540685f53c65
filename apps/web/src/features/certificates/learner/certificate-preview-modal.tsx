import { Alert, Anchor, Badge, Box, Button, Center, Group, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery, useViewportSize } from '@mantine/hooks';
import type { CertificatePrint, CertificateView, ShareResponse } from '@plataforma/shared/certificates';
import { IconAlertTriangle, IconBrandLinkedin, IconCopy, IconExternalLink, IconFileTypePdf, IconPhotoDown, IconShare } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { downloadBlob, exportCertificatePdf, exportCertificatePng } from '../render/index.ts';
import { certificatePrintQuery, shareCertificate } from './api.ts';
import { CertificatePages } from './certificate-pages.tsx';
import { addToProfileUrl, composePrint, contentIdOf, filesOf, shareUrl } from './print.ts';

export type CertificatePreviewSource = { certificadoId: string; contentId: string; title?: string };

export type CertificatePreviewModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The certificate to load (GET Certificado/Imprimir/{certificadoId}/{contentId}); ignored when `print` is given. */
  source?: CertificatePreviewSource | null;
  /** A print reply already at hand. */
  print?: CertificatePrint | null;
};

/**
 * Certificate preview dialog (1-shell §4 'Certificate preview dialog'): the views front, back and both, the image
 * (certificado.png, the front or, in the back view, the back), the PDF (certificado.pdf, A4 landscape, every page),
 * add to profile and share on LinkedIn (after storing the front's image: POST certificadoUsuario, once per opening) and
 * copy the public link. Failures to draw or to call show 'certificados.generationError' (2-learner §8).
 */
export function CertificatePreviewModal({ opened, onClose, source, print: given }: CertificatePreviewModalProps) {
  const { t } = useTranslation('certificatesLearner');
  const isMobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false }) ?? false;
  const query = useQuery({
    ...certificatePrintQuery(source?.certificadoId ?? '', source?.contentId ?? ''),
    enabled: opened && !given && Boolean(source),
  });
  const print = given ?? query.data ?? null;
  const title = print?.title ?? source?.title ?? t('preview.title');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="72rem"
      fullScreen={isMobile}
      title={
        <Stack gap={0}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
            {t('preview.title')}
          </Text>
          <Text fw={700} fz="lg" lineClamp={2}>
            {title}
          </Text>
        </Stack>
      }
      closeButtonProps={{ 'aria-label': t('preview.close') }}
      data-testid="certificate-preview"
    >
      {print ? (
        <PreviewBody key={print.id} print={print} />
      ) : query.isError ? (
        <Alert color={isApiError(query.error) && query.error.status === 409 ? 'yellow' : 'red'} variant="light" icon={<IconAlertTriangle />} data-testid="certificate-preview-error">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{isApiError(query.error) && query.error.status === 409 ? errorMessage(query.error) : t('messages:certificados.generationError')}</Text>
            {!(isApiError(query.error) && query.error.status === 409) && (
              <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
                {t('preview.retry')}
              </Button>
            )}
          </Group>
        </Alert>
      ) : (
        <Center h={320}>
          <Loader />
        </Center>
      )}
    </Modal>
  );
}

type Busy = 'png' | 'pdf' | 'profile' | 'share' | null;

function PreviewBody({ print }: { print: CertificatePrint }) {
  const { t } = useTranslation('certificatesLearner');
  const language = useLanguage();
  const [view, setView] = useState<CertificateView>('front');
  const [busy, setBusy] = useState<Busy>(null);
  const shared = useRef<Promise<ShareResponse> | null>(null);
  const files = useMemo(() => filesOf(print), [print]);
  const composed = useMemo(() => composePrint(print, language, view), [print, language, view]);
  // A page fits the window's height below the dialog's header and actions (about 300 px), up to 960 px wide.
  const { height: viewportHeight } = useViewportSize();
  const pageWidth = Math.max(320, Math.min(960, Math.floor(((viewportHeight || 900) - 300) * (1122 / 793))));
  const all = useMemo(() => composePrint(print, language, 'both'), [print, language]);
  const hasBack = all.ok && all.hasBack;
  const [link, setLink] = useState(print.url);

  useEffect(() => {
    if (!composed.ok) notifyError(null, t('messages:certificados.generationError'), { id: `certificate-${print.id}` });
  }, [composed.ok, print.id, t]);

  if (!composed.ok || !all.ok) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="certificate-preview-error">
        {t('messages:certificados.generationError')}
      </Alert>
    );
  }

  const fail = (error: unknown) => {
    notifyError(null, t('messages:certificados.generationError'));
    if (import.meta.env.DEV) console.error(error);
  };

  const run = async (kind: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const frontPage = all.pages.find((page) => page.side === 'front') ?? all.pages[0];
  const imagePage = view === 'back' ? (all.pages.find((page) => page.side === 'back') ?? frontPage) : frontPage;

  const downloadPng = () => run('png', async () => downloadBlob(await exportCertificatePng(imagePage, files), 'certificado.png'));
  const downloadPdf = () => run('pdf', async () => downloadBlob(await exportCertificatePdf(all.pages, files), 'certificado.pdf'));

  /** Stores the front's image once per opening; the reply's address is the one shared. */
  const ensureShared = () => {
    const contentId = contentIdOf(print);
    if (!shared.current) {
      shared.current = exportCertificatePng(frontPage, files).then((image) =>
        shareCertificate({ certificadoId: print.certificadoId, usuarioId: print.usuarioId, tipo: print.tipo, contentId: contentId ?? '', image }),
      );
      shared.current.then(
        (reply) => setLink(reply.url),
        () => {
          shared.current = null;
        },
      );
    }
    return shared.current;
  };

  /** Opens the window at once (a click's own gesture, so it is not blocked), then sends it to the address. */
  const openAfterShare = (kind: 'profile' | 'share', address: (reply: ShareResponse) => string) => {
    const target = window.open('about:blank', '_blank');
    void run(kind, async () => {
      try {
        const reply = await ensureShared();
        const url = address(reply);
        if (target) {
          target.opener = null;
          target.location.href = url;
        } else window.open(url, '_blank', 'noopener');
      } catch (error) {
        target?.close();
        throw error;
      }
    });
  };

  const addToProfile = () =>
    openAfterShare('profile', (reply) =>
      addToProfileUrl({ title: print.title, empresa: print.empresa, dataEmissao: print.dataEmissao, url: reply.url, credential: reply.credencial || print.credential }),
    );
  const share = () => openAfterShare('share', (reply) => shareUrl(reply.url));

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notifySuccess(t('preview.copied'));
    } catch (error) {
      fail(error);
    }
  };

  const busyProps = (kind: Exclude<Busy, null>) => ({ loading: busy === kind, disabled: busy !== null && busy !== kind });

  return (
    <Stack gap="md" data-testid="certificate-preview-body" data-credential={print.credential} data-url={print.url}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as CertificateView)}
          aria-label={t('preview.view')}
          data={[
            { value: 'front', label: t('preview.front') },
            { value: 'back', label: t('preview.back'), disabled: !hasBack },
            { value: 'both', label: t('preview.both'), disabled: !hasBack },
          ]}
          data-testid="certificate-view"
        />
        <Group gap="xs" wrap="wrap">
          <Button variant="default" leftSection={<IconCopy size={16} />} onClick={() => void copyLink()} data-testid="certificate-copy-link">
            {t('preview.copyLink')}
          </Button>
          <Button variant="default" leftSection={<IconShare size={16} />} {...busyProps('share')} onClick={share} data-testid="certificate-share">
            {t('preview.share')}
          </Button>
          <Button variant="default" leftSection={<IconBrandLinkedin size={16} />} {...busyProps('profile')} onClick={addToProfile} data-testid="certificate-add-profile">
            {t('preview.addToProfile')}
          </Button>
          <Button variant="light" leftSection={<IconPhotoDown size={16} />} {...busyProps('png')} onClick={() => void downloadPng()} data-testid="certificate-download-png">
            {t('preview.downloadImage')}
          </Button>
          <Button leftSection={<IconFileTypePdf size={16} />} {...busyProps('pdf')} onClick={() => void downloadPdf()} data-testid="certificate-download-pdf">
            {t('preview.downloadPdf')}
          </Button>
        </Group>
      </Group>

      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Badge variant="light" color="gray" size="lg" radius="sm" tt="none" data-testid="certificate-credential">
            {t('preview.credential', { code: print.credential })}
          </Badge>
          {!hasBack && (
            <Text size="xs" c="dimmed">
              {t('preview.noBack')}
            </Text>
          )}
        </Group>
        <Anchor href={print.url} target="_blank" rel="noopener" size="sm" data-testid="certificate-public-link">
          <IconExternalLink size={14} style={{ verticalAlign: -2 }} /> {t('preview.openPublic')}
        </Anchor>
      </Group>

      <Box bg="var(--mantine-color-default-hover)" p={{ base: 'xs', sm: 'md' }} style={{ borderRadius: 8 }}>
        <CertificatePages pages={composed.pages} files={files} maxWidth={pageWidth} />
      </Box>
    </Stack>
  );
}
