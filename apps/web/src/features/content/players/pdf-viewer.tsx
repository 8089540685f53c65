import { ActionIcon, Alert, Box, Button, Center, Group, Loader, NumberInput, PasswordInput, Paper, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { pdfProgress } from '@plataforma/shared/content';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight, IconDownload, IconLock, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { getDocument, GlobalWorkerOptions, PasswordResponses, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canSubmitPassword,
  clampPage,
  clampZoom,
  initialPasswordState,
  pageAtScroll,
  pageScale,
  passwordAsked,
  PDF_BASE_WIDTH,
  PDF_PAGE_DEBOUNCE_MS,
  PDF_PASSWORD_ATTEMPTS,
  PDF_RENDER_RETRY_MS,
  PDF_SCROLL_DEBOUNCE_MS,
  PDF_ZOOM_DEFAULT,
  PDF_ZOOM_STEP,
  type PasswordState,
} from './pdf-rules.ts';
import classes from './players.module.css';
import { useMidiaDownload } from './simple-players.tsx';
import type { PlayerProps } from './types.ts';
import { useProgressReporter } from './use-progress.ts';
import { Watermark } from './watermark.tsx';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Files above this many pages show the 'too large for good navigation' notice. */
const LARGE_PDF_PAGES = 500;

type PageSize = { width: number; height: number };

/** One page: rendered to a canvas when it comes near the viewport, the watermark over it; a failed render retries in 1 s. */
function PdfPage({ doc, number, zoom, size, lines, onRef }: { doc: PDFDocumentProxy; number: number; zoom: number; size: PageSize; lines: readonly string[]; onRef: (el: HTMLDivElement | null) => void }) {
  const { t } = useTranslation('content', { keyPrefix: 'players.pdf' });
  const boxRef = useRef<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(false);
  const [own, setOwn] = useState<PageSize | null>(null);
  const [failed, setFailed] = useState(false);
  const [renderKey, setRenderKey] = useState(0);
  const scaleFactor = clampZoom(zoom) * (PDF_BASE_WIDTH / (own ?? size).width);
  const width = (own ?? size).width * scaleFactor;
  const height = (own ?? size).height * scaleFactor;

  useEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => setVisible(entries.some((entry) => entry.isIntersecting)), { rootMargin: '800px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!visible) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    let retry: number | undefined;
    void (async () => {
      try {
        const page = await doc.getPage(number);
        if (cancelled) return;
        const base = page.getViewport({ scale: 1 });
        if (!own || own.width !== base.width || own.height !== base.height) setOwn({ width: base.width, height: base.height });
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: pageScale(zoom, base.width) * ratio });
        const canvas = canvasRef.current;
        if (!canvas) return;
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = page.render({ canvas, viewport });
        await task.promise;
        if (!cancelled) setFailed(false);
      } catch (error) {
        if (cancelled || (error instanceof Error && error.name === 'RenderingCancelledException')) return;
        // Password problems never retry (the document would not open again without the password).
        if (error instanceof Error && error.name === 'PasswordException') return;
        setFailed(true);
        retry = window.setTimeout(() => setRenderKey((n) => n + 1), PDF_RENDER_RETRY_MS);
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
      if (retry !== undefined) window.clearTimeout(retry);
    };
    // own is read only to avoid a needless state update
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc, number, zoom, visible, renderKey]);

  return (
    <Box
      ref={(el: HTMLDivElement | null) => {
        boxRef.current = el;
        onRef(el);
      }}
      className={classes.pdfPage}
      style={{ width, height }}
      data-testid="pdf-page"
      data-page={number}
    >
      <canvas ref={canvasRef} />
      <Watermark lines={lines} scale={clampZoom(zoom)} />
      {failed && (
        <Center pos="absolute" inset={0}>
          <Text size="sm" c="dimmed">
            {t('renderFailed')}
          </Text>
        </Center>
      )}
    </Box>
  );
}

type LoadState = { status: 'loading' } | { status: 'ready'; doc: PDFDocumentProxy; size: PageSize } | { status: 'failed' } | { status: 'locked' };

/**
 * PDF viewer (pdfjs-dist) in continuous scroll: every page one under the other, rendered as it nears the viewport,
 * the current page followed from the scroll (100 ms debounce) and typed page numbers applied after 200 ms. Zoom 0.5-3
 * in 0.1 steps, default 0.9 of an 800 px page. Resumes at the saved page; progress is page / pages, only rising.
 * Password prompt (empty not sent, wrong → hint, 3 attempts then 'cannot open'); load failure → retry panel; the
 * download (watermarked by the server when configured) only when allowed.
 */
export function PdfViewer(props: PlayerProps & { url: string }) {
  const { info, url, mode } = props;
  const { t } = useTranslation('content', { keyPrefix: 'players.pdf' });
  const { t: tp } = useTranslation('content', { keyPrefix: 'players' });
  const progress = useProgressReporter(props);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [password, setPassword] = useState<PasswordState>(initialPasswordState);
  const [passwordText, setPasswordText] = useState('');
  const passwordCallback = useRef<((value: string) => void) | null>(null);
  const [zoom, setZoom] = useState(PDF_ZOOM_DEFAULT);
  const [page, setPage] = useState(1);
  const [pageInput, setPageInput] = useState<string | number>(1);
  const viewportRef = useRef<HTMLDivElement>(null);
  const pageEls = useRef<(HTMLDivElement | null)[]>([]);
  const jumped = useRef(false);
  const pages = load.status === 'ready' ? load.doc.numPages : 0;
  const { busy, download } = useMidiaDownload(info.id, info.fileName?.replace(/\.[^.]+$/, '.pdf') ?? `${info.nome}.pdf`);

  useEffect(() => {
    setLoad({ status: 'loading' });
    setPassword(initialPasswordState);
    jumped.current = false;
    const task = getDocument({ url, withCredentials: false });
    let state = initialPasswordState;
    task.onPassword = (callback: (value: string) => void, reason: number) => {
      state = passwordAsked(state, reason === PasswordResponses.INCORRECT_PASSWORD ? 'incorrect' : 'need');
      setPassword(state);
      if (state.status === 'locked') {
        passwordCallback.current = null;
        setLoad({ status: 'locked' });
        void task.destroy();
        return;
      }
      passwordCallback.current = callback;
    };
    task.promise.then(
      async (loaded) => {
        const first = await loaded.getPage(1);
        const base = first.getViewport({ scale: 1 });
        setPassword(initialPasswordState);
        setLoad({ status: 'ready', doc: loaded, size: { width: base.width, height: base.height } });
      },
      () => {
        if (state.status !== 'locked') setLoad({ status: 'failed' });
      },
    );
    return () => {
      passwordCallback.current = null;
      void task.destroy();
    };
  }, [url, attempt]);

  const goTo = (target: number, smooth = true) => {
    const next = clampPage(target, pages);
    setPage(next);
    setPageInput(next);
    const el = pageEls.current[next - 1];
    const box = viewportRef.current;
    if (el && box) box.scrollTo({ top: el.offsetTop - 16, behavior: smooth ? 'smooth' : 'instant' });
  };

  // Resume at the saved page once the document and the saved progress are known.
  useEffect(() => {
    if (load.status !== 'ready' || !progress.ready || jumped.current) return;
    jumped.current = true;
    const saved = progress.saved?.posicao;
    const start = saved ? clampPage(saved, load.doc.numPages) : 1;
    requestAnimationFrame(() => goTo(start, false));
    // goTo reads the laid-out pages; it runs once per document
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, progress.ready]);

  const report = progress.report;
  useEffect(() => {
    if (pages > 0 && jumped.current) report(pdfProgress(page, pages), page);
  }, [page, pages, report]);

  const onScroll = useDebouncedCallback(() => {
    const box = viewportRef.current;
    if (!box || pages === 0) return;
    const tops = pageEls.current.slice(0, pages).map((el) => el?.offsetTop ?? Number.POSITIVE_INFINITY);
    const current = pageAtScroll(tops, box.scrollTop + 16);
    const atBottom = box.scrollTop + box.clientHeight >= box.scrollHeight - 4;
    const next = atBottom ? pages : current;
    setPage(next);
    setPageInput(next);
  }, PDF_SCROLL_DEBOUNCE_MS);

  const onPageTyped = useDebouncedCallback((value: string | number) => {
    const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
    if (Number.isFinite(number)) goTo(number);
  }, PDF_PAGE_DEBOUNCE_MS);

  const changeZoom = (value: number) => {
    const keep = page;
    setZoom(clampZoom(value));
    requestAnimationFrame(() => goTo(keep, false));
  };

  const submitPassword = () => {
    if (!canSubmitPassword(passwordText, password) || !passwordCallback.current) return;
    passwordCallback.current(passwordText);
    setPasswordText('');
  };

  if (load.status === 'locked') {
    return (
      <Alert color="red" variant="light" icon={<IconLock />} title={t('passwordTitle')} data-testid="pdf-locked">
        {t('cannotOpen')}
      </Alert>
    );
  }

  if (password.status === 'asking' || password.status === 'wrong') {
    return (
      <Center py="xl">
        <Paper withBorder radius="md" p="xl" maw={420} w="100%" data-testid="pdf-password">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submitPassword();
            }}
          >
            <Stack>
              <Group gap="sm">
                <ThemeIcon variant="light" size="lg" radius="xl">
                  <IconLock size={20} />
                </ThemeIcon>
                <Title order={5}>{t('passwordTitle')}</Title>
              </Group>
              <Text size="sm" c="dimmed">
                {t('passwordHint')}
              </Text>
              <PasswordInput
                label={t('passwordLabel')}
                value={passwordText}
                onChange={(event) => setPasswordText(event.currentTarget.value)}
                error={password.status === 'wrong' ? t('passwordWrong', { count: PDF_PASSWORD_ATTEMPTS - password.attempts }) : undefined}
                autoFocus
              />
              <Button type="submit" disabled={!canSubmitPassword(passwordText, password)}>
                {t('passwordSubmit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Center>
    );
  }

  if (load.status === 'failed') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('loadFailedTitle')} data-testid="pdf-load-failed">
        <Text size="sm">{t('loadFailed')}</Text>
        <Button mt="sm" size="xs" color="red" variant="light" onClick={() => setAttempt((n) => n + 1)}>
          {tp('errors.retry')}
        </Button>
      </Alert>
    );
  }

  if (load.status === 'loading') {
    return (
      <Center h={320}>
        <Stack align="center" gap="xs">
          <Loader />
          <Text size="sm" c="dimmed">
            {t('loading')}
          </Text>
        </Stack>
      </Center>
    );
  }

  // The preview modal has the download in its header; the public view never offers it.
  const canDownload = mode === 'classroom' && (info.tipo === 'pdf' ? info.pdfDownloadAllowed : info.downloadable);
  return (
    <Stack gap="xs" data-testid="pdf-viewer">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap={6} wrap="nowrap">
          <Tooltip label={t('previous')} openDelay={400}>
            <ActionIcon variant="default" size="lg" aria-label={t('previous')} disabled={page <= 1} onClick={() => goTo(page - 1)} data-testid="pdf-previous">
              <IconChevronLeft size={18} />
            </ActionIcon>
          </Tooltip>
          <NumberInput
            aria-label={t('page')}
            w={72}
            min={1}
            max={pages}
            clampBehavior="strict"
            hideControls
            allowDecimal={false}
            allowNegative={false}
            value={pageInput}
            onChange={(value) => {
              setPageInput(value);
              onPageTyped(value);
            }}
            data-testid="pdf-page-input"
          />
          <Text size="sm" c="dimmed" data-testid="pdf-page-count">
            {t('of', { pages })}
          </Text>
          <Tooltip label={t('next')} openDelay={400}>
            <ActionIcon variant="default" size="lg" aria-label={t('next')} disabled={page >= pages} onClick={() => goTo(page + 1)} data-testid="pdf-next">
              <IconChevronRight size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Tooltip label={t('zoomOut')} openDelay={400}>
            <ActionIcon variant="default" size="lg" aria-label={t('zoomOut')} onClick={() => changeZoom(zoom - PDF_ZOOM_STEP)} disabled={zoom <= 0.5}>
              <IconZoomOut size={18} />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" w={48} ta="center" data-testid="pdf-zoom">
            {Math.round(zoom * 100)}%
          </Text>
          <Tooltip label={t('zoomIn')} openDelay={400}>
            <ActionIcon variant="default" size="lg" aria-label={t('zoomIn')} onClick={() => changeZoom(zoom + PDF_ZOOM_STEP)} disabled={zoom >= 3}>
              <IconZoomIn size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('zoomReset')} openDelay={400}>
            <ActionIcon variant="default" size="lg" aria-label={t('zoomReset')} onClick={() => changeZoom(PDF_ZOOM_DEFAULT)}>
              <IconZoomReset size={18} />
            </ActionIcon>
          </Tooltip>
          {canDownload && (
            <Button variant="light" leftSection={<IconDownload size={18} />} loading={busy} onClick={() => void download()} data-testid="pdf-download">
              {t('download')}
            </Button>
          )}
        </Group>
      </Group>
      {pages > LARGE_PDF_PAGES && (
        <Alert color="yellow" variant="light" py={6}>
          {t('tooLarge')}
        </Alert>
      )}
      <Box ref={viewportRef} className={classes.pdfViewport} onScroll={onScroll} data-testid="pdf-scroll">
        {Array.from({ length: pages }, (_, index) => (
          <PdfPage
            key={index}
            doc={load.doc}
            number={index + 1}
            zoom={zoom}
            size={load.size}
            lines={info.watermarkLines}
            onRef={(el) => {
              pageEls.current[index] = el;
            }}
          />
        ))}
      </Box>
    </Stack>
  );
}
