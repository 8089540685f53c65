import { ActionIcon, Alert, Box, Button, Center, Group, Loader, NumberInput, PasswordInput, Paper, Stack, Text, TextInput, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { pdfProgress } from '@plataforma/shared/content';
import { IconAlertTriangle, IconChevronDown, IconChevronLeft, IconChevronRight, IconChevronUp, IconDownload, IconLock, IconSearch, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
// pdf.js first: its viewer components read the library from the global it sets.
import { getDocument, GlobalWorkerOptions, PasswordResponses, type PDFDocumentProxy } from 'pdfjs-dist';
import { EventBus, FindState, LinkTarget, PDFFindController, PDFLinkService, PDFViewer as PdfJsViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import 'pdfjs-dist/web/pdf_viewer.css';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  canSubmitPassword,
  clampPage,
  clampZoom,
  findCount,
  initialPasswordState,
  pageInView,
  passwordAsked,
  PDF_PAGE_DEBOUNCE_MS,
  PDF_PASSWORD_ATTEMPTS,
  PDF_RENDER_RETRY_MS,
  PDF_SCROLL_DEBOUNCE_MS,
  PDF_ZOOM_DEFAULT,
  PDF_ZOOM_MAX,
  PDF_ZOOM_MIN,
  PDF_ZOOM_STEP,
  viewerScale,
  type PasswordState,
} from './pdf-rules.ts';
import { pdfjsAssets } from './pdfjs-assets.ts';
import classes from './players.module.css';
import { useMidiaDownload } from './simple-players.tsx';
import type { PlayerProps } from './types.ts';
import { useProgressReporter, type ProgressReporter } from './use-progress.ts';
import { Watermark } from './watermark.tsx';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Files above this many pages show the 'too large for good navigation' notice. */
const LARGE_PDF_PAGES = 500;

type PageSize = { width: number; height: number };

type FindStatus = { query: string; pending: boolean; total: number; current: number };

/** What pdf.js's metadata says of the document's forms (`IsXFAPresent`, `IsAcroFormPresent`). */
type FormInfo = { IsXFAPresent?: boolean; IsAcroFormPresent?: boolean };

/**
 * An open document in pdf.js's own viewer (pdfjs-dist/web/pdf_viewer.mjs): every page in continuous scroll, rendered
 * as it nears the viewport, with its text layer (selectable, searchable), its annotation layer (links: external ones
 * open in a new tab, internal ones go to their page; AcroForm fields can be filled in) and the find controller's
 * highlights. Over each page, in a layer of our own that pdf.js puts back whenever it rebuilds the page, the watermark
 * and the 'page could not be shown' notice (the page is rendered again after 1 s).
 */
function PdfDocumentView({ doc, size, lines, progress, canDownload, download, busy }: { doc: PDFDocumentProxy; size: PageSize; lines: readonly string[]; progress: ProgressReporter; canDownload: boolean; download: () => Promise<void>; busy: boolean }) {
  const { t } = useTranslation('content', { keyPrefix: 'players.pdf' });
  const pages = doc.numPages;
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<HTMLDivElement>(null);
  const pdfViewer = useRef<PdfJsViewer | null>(null);
  const eventBusRef = useRef<EventBus | null>(null);
  const [overlays, setOverlays] = useState<HTMLElement[]>([]);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const [zoom, setZoom] = useState(PDF_ZOOM_DEFAULT);
  const zoomRef = useRef(zoom);
  const [page, setPage] = useState(1);
  const [pageInput, setPageInput] = useState<string | number>(1);
  const [xfaOnly, setXfaOnly] = useState(false);
  const [find, setFind] = useState<FindStatus>({ query: '', pending: false, total: 0, current: 0 });
  const jumped = useRef(false);
  const [initialised, setInitialised] = useState(false);

  const atBottom = () => {
    const box = containerRef.current;
    return box ? box.scrollHeight > box.clientHeight && box.scrollTop + box.clientHeight >= box.scrollHeight - 4 : false;
  };
  const showPage = (value: number) => {
    setPage(value);
    setPageInput(value);
  };

  useEffect(() => {
    const container = containerRef.current;
    const viewerElement = viewerRef.current;
    if (!container || !viewerElement) return;
    const abort = new AbortController();
    const eventBus = new EventBus();
    const linkService = new PDFLinkService({ eventBus, externalLinkTarget: LinkTarget.BLANK, externalLinkRel: 'noopener noreferrer nofollow' });
    const findController = new PDFFindController({ eventBus, linkService });
    // abortSignal (read by the viewer, missing from its typings) stops its resize and scroll listeners.
    const options = { container, viewer: viewerElement, eventBus, linkService, findController, abortSignal: abort.signal };
    const viewer = new PdfJsViewer(options as ConstructorParameters<typeof PdfJsViewer>[0]);
    linkService.setViewer(viewer);
    pdfViewer.current = viewer;
    eventBusRef.current = eventBus;
    const own: HTMLElement[] = [];
    const timers = new Set<number>();
    // pdf.js empties a page (zoom, a page far from view) before drawing it again: the overlay goes back at once.
    const keeper = new MutationObserver((records) => {
      for (const record of records) {
        const div = record.target as HTMLElement;
        const overlay = own[Number(div.dataset.pageNumber) - 1];
        if (overlay && overlay.parentNode !== div) div.append(overlay);
      }
    });
    const on = (name: string, listener: (event: Record<string, unknown>) => void) => eventBus.on(name, listener, { signal: abort.signal });

    on('pagesinit', () => {
      for (let index = 0; index < pages; index += 1) {
        const div = viewer.getPageView(index)?.div as HTMLElement | undefined;
        if (!div) continue;
        div.dataset.testid = 'pdf-page';
        div.removeAttribute('data-l10n-id');
        div.setAttribute('aria-label', t('pageLabel', { page: index + 1 }));
        const overlay = document.createElement('div');
        overlay.className = classes.pdfPageOverlay;
        div.append(overlay);
        own[index] = overlay;
        keeper.observe(div, { childList: true });
      }
      viewer.currentScale = viewerScale(zoomRef.current, size.width);
      setOverlays([...own]);
      setInitialised(true);
    });
    on('pagechanging', (event) => showPage(pageInView(Number(event.pageNumber), atBottom(), pages)));
    on('pagerendered', (event) => {
      const number = Number(event.pageNumber);
      const error = event.error as Error | null | undefined;
      if (!error || error.name === 'RenderingCancelledException') {
        setFailed((set) => (set.has(number) ? new Set([...set].filter((n) => n !== number)) : set));
        return;
      }
      setFailed((set) => new Set([...set, number]));
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        viewer.getPageView(number - 1)?.reset();
        viewer.update();
      }, PDF_RENDER_RETRY_MS);
      timers.add(timer);
    });
    const counted = (event: Record<string, unknown>) => {
      const count = event.matchesCount as { current: number; total: number } | undefined;
      setFind((state) => ({ ...state, pending: event.state === FindState.PENDING ? true : event.state === undefined ? state.pending : false, total: count?.total ?? state.total, current: count?.current ?? state.current }));
    };
    on('updatefindmatchescount', counted);
    on('updatefindcontrolstate', counted);

    viewer.setDocument(doc);
    linkService.setDocument(doc);
    void doc.getMetadata().then(({ info }) => {
      const form = info as FormInfo;
      if (!abort.signal.aborted) setXfaOnly(Boolean(form.IsXFAPresent) && !form.IsAcroFormPresent);
    }, () => undefined);

    return () => {
      abort.abort();
      keeper.disconnect();
      timers.forEach((timer) => window.clearTimeout(timer));
      viewer.setDocument(null);
      linkService.setDocument(null);
      pdfViewer.current = null;
      eventBusRef.current = null;
      setOverlays([]);
      setInitialised(false);
    };
    // One viewer per document; the texts and the first page's size come with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc]);

  const goTo = (target: number) => {
    const next = clampPage(target, pages);
    showPage(next);
    if (pdfViewer.current) pdfViewer.current.currentPageNumber = next;
  };

  // Resume at the saved page once the pages are laid out and the saved progress is known.
  useEffect(() => {
    if (!initialised || !progress.ready || jumped.current) return;
    jumped.current = true;
    const saved = progress.saved?.posicao;
    goTo(saved ? clampPage(saved, pages) : 1);
    // goTo reads the viewer; it runs once per document
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialised, progress.ready]);

  const report = progress.report;
  useEffect(() => {
    if (pages > 0 && jumped.current) report(pdfProgress(page, pages), page);
  }, [page, pages, report]);

  // Reaching the bottom of the scroll is reading the last page (pdf.js keeps the topmost page in view as current).
  const onScroll = useDebouncedCallback(() => {
    if (atBottom()) showPage(pages);
  }, PDF_SCROLL_DEBOUNCE_MS);

  const onPageTyped = useDebouncedCallback((value: string | number) => {
    const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
    if (Number.isFinite(number)) goTo(number);
  }, PDF_PAGE_DEBOUNCE_MS);

  const changeZoom = (value: number) => {
    const next = clampZoom(value);
    zoomRef.current = next;
    setZoom(next);
    if (pdfViewer.current) pdfViewer.current.currentScale = viewerScale(next, size.width);
  };

  const search = (query: string, again: boolean, previous = false) => {
    setFind((state) => ({ ...state, query, ...(again ? {} : { total: 0, current: 0 }) }));
    eventBusRef.current?.dispatch('find', {
      source: null,
      type: again ? 'again' : '',
      query,
      caseSensitive: false,
      entireWord: false,
      highlightAll: true,
      findPrevious: previous,
      matchDiacritics: false,
    });
  };
  const count = findCount(find.query, find.pending, find.total, find.current);

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
        <Group gap={6} wrap="nowrap" role="search">
          <TextInput
            w={190}
            leftSection={<IconSearch size={16} />}
            placeholder={t('find')}
            aria-label={t('find')}
            value={find.query}
            onChange={(event) => search(event.currentTarget.value, false)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (find.query.trim() !== '') search(find.query, true, event.shiftKey);
            }}
            data-testid="pdf-find-input"
          />
          <Text size="sm" c="dimmed" miw={64} aria-live="polite" data-testid="pdf-find-count">
            {count.kind === 'matches' ? t('findCount', { current: count.current, total: count.total }) : count.kind === 'empty' ? t('findNone') : ''}
          </Text>
          <Tooltip label={t('findPrevious')} openDelay={400}>
            <ActionIcon variant="default" size="lg" aria-label={t('findPrevious')} disabled={count.kind !== 'matches'} onClick={() => search(find.query, true, true)} data-testid="pdf-find-previous">
              <IconChevronUp size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('findNext')} openDelay={400}>
            <ActionIcon variant="default" size="lg" aria-label={t('findNext')} disabled={count.kind !== 'matches'} onClick={() => search(find.query, true)} data-testid="pdf-find-next">
              <IconChevronDown size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Tooltip label={t('zoomOut')} openDelay={400}>
            <ActionIcon variant="default" size="lg" aria-label={t('zoomOut')} onClick={() => changeZoom(zoom - PDF_ZOOM_STEP)} disabled={zoom <= PDF_ZOOM_MIN}>
              <IconZoomOut size={18} />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" w={48} ta="center" data-testid="pdf-zoom">
            {Math.round(zoom * 100)}%
          </Text>
          <Tooltip label={t('zoomIn')} openDelay={400}>
            <ActionIcon variant="default" size="lg" aria-label={t('zoomIn')} onClick={() => changeZoom(zoom + PDF_ZOOM_STEP)} disabled={zoom >= PDF_ZOOM_MAX}>
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
      {xfaOnly && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title={t('xfaTitle')} data-testid="pdf-xfa">
          <Text size="sm">{t('xfaNotice')}</Text>
          {canDownload && (
            <>
              <Text size="sm" mt={4}>
                {t('xfaDownload')}
              </Text>
              <Button mt="sm" size="xs" variant="light" leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void download()} data-testid="pdf-xfa-download">
                {t('download')}
              </Button>
            </>
          )}
        </Alert>
      )}
      {pages > LARGE_PDF_PAGES && (
        <Alert color="yellow" variant="light" py={6}>
          {t('tooLarge')}
        </Alert>
      )}
      <Box className={classes.pdfFrame}>
        {/* pdf.js's viewer wants an absolutely positioned scroll container around its page list. */}
        <div ref={containerRef} className={classes.pdfContainer} onScroll={onScroll} tabIndex={0} aria-label={t('pageOf', { page, pages })} data-testid="pdf-scroll">
          <div ref={viewerRef} className="pdfViewer" />
        </div>
      </Box>
      {overlays.map((overlay, index) =>
        createPortal(
          <>
            <Watermark lines={lines} scale={clampZoom(zoom)} />
            {failed.has(index + 1) && (
              <Center pos="absolute" inset={0}>
                <Text size="sm" c="dimmed">
                  {t('renderFailed')}
                </Text>
              </Center>
            )}
          </>,
          overlay,
          String(index),
        ),
      )}
    </Stack>
  );
}

type LoadState = { status: 'loading' } | { status: 'ready'; doc: PDFDocumentProxy; size: PageSize } | { status: 'failed' } | { status: 'locked' };

/**
 * PDF viewer (pdfjs-dist and its viewer components) in continuous scroll: every page one under the other, rendered as
 * it nears the viewport, the current page followed from the scroll and typed page numbers applied after 200 ms; text
 * selectable and searchable (find box), links and form fields working. Zoom 0.5-3 in 0.1 steps, default 0.9 of an
 * 800 px page. Resumes at the saved page; progress is page / pages, only rising. A form only Adobe Reader can show
 * (XFA without AcroForm fields) says so, with the download when allowed.
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
  const { busy, download } = useMidiaDownload(info.id, info.fileName?.replace(/\.[^.]+$/, '.pdf') ?? `${info.nome}.pdf`);

  useEffect(() => {
    setLoad({ status: 'loading' });
    setPassword(initialPasswordState);
    // The image decoders, CMaps, standard fonts and ICC profiles come from the web app's own build.
    const task = getDocument({ url, withCredentials: false, ...pdfjsAssets });
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
  const canDownload = mode === 'classroom' && Boolean(info.tipo === 'pdf' ? info.pdfDownloadAllowed : info.downloadable);
  return <PdfDocumentView doc={load.doc} size={load.size} lines={info.watermarkLines} progress={progress} canDownload={canDownload} download={download} busy={busy} />;
}
