import { Alert, Box, Center, Loader, ScrollArea, Table, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { officeKindOf, sheetCellText, SHEET_MAX_COLUMNS, SHEET_MAX_ROWS, type SheetView } from './office-rules.ts';
import classes from './players.module.css';
import { DocumentDownload } from './simple-players.tsx';
import type { PlayerProps } from './types.ts';
import { useCompleteOnOpen } from './use-complete-on-open.ts';
import { useProgressReporter } from './use-progress.ts';
import { Watermark } from './watermark.tsx';

/**
 * An office document shown in the browser when the server has no converter to PDF (docs/media.md): a Word document
 * (.docx) laid out page by page by docx-preview, a workbook (.xlsx) read by exceljs and shown sheet by sheet as
 * tables. 100 % on open, like a document card; the download stays where it is allowed.
 */
export function OfficeViewer(props: PlayerProps) {
  const { info } = props;
  const progress = useProgressReporter(props);
  useCompleteOnOpen(progress, 'documento');
  const kind = officeKindOf(info);
  return (
    <Box pos="relative" data-testid="office-viewer" data-kind={kind}>
      {kind === 'docx' ? <WordDocument url={info.fileUrl ?? ''} /> : <Workbook url={info.fileUrl ?? ''} />}
      {info.watermarkLines.length > 0 && <Watermark lines={info.watermarkLines} />}
      {/* the repository preview has its own download in its header */}
      {props.mode !== 'preview' && <DocumentDownload {...props} compact />}
    </Box>
  );
}

const readFile = async (url: string, signal: AbortSignal): Promise<ArrayBuffer> => {
  const reply = await fetch(url, { signal, credentials: 'same-origin' });
  if (!reply.ok) throw new Error(`HTTP ${reply.status}`);
  return reply.arrayBuffer();
};

type Load<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: T };

function useLoaded<T>(url: string, read: (bytes: ArrayBuffer) => Promise<T>): Load<T> {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const readRef = useRef(read);
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    readFile(url, controller.signal)
      .then((bytes) => readRef.current(bytes))
      .then((value) => {
        if (!controller.signal.aborted) setLoad({ state: 'ready', value });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'error' });
      });
    return () => controller.abort();
  }, [url]);
  return load;
}

function Loading() {
  return (
    <Center h={320}>
      <Loader />
    </Center>
  );
}

function LoadError() {
  const { t } = useTranslation('content', { keyPrefix: 'players.document' });
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="office-error">
      {t('renderFailed')}
    </Alert>
  );
}

/** Links of the document open in a new tab; any address that is not a web or mail address loses its link. */
const safeLinks = (root: HTMLElement) => {
  root.querySelectorAll('a[href]').forEach((anchor) => {
    const href = anchor.getAttribute('href') ?? '';
    if (href.startsWith('#')) return;
    let protocol = '';
    try {
      protocol = new URL(href, window.location.href).protocol;
    } catch {
      protocol = '';
    }
    if (protocol === 'http:' || protocol === 'https:' || protocol === 'mailto:') {
      anchor.setAttribute('target', '_blank');
      anchor.setAttribute('rel', 'noopener noreferrer');
    } else anchor.removeAttribute('href');
  });
};

function WordDocument({ url }: { url: string }) {
  const body = useRef<HTMLDivElement>(null);
  const styles = useRef<HTMLDivElement>(null);
  const load = useLoaded(url, async (bytes) => bytes);
  const [rendered, setRendered] = useState<'no' | 'yes' | 'failed'>('no');
  useEffect(() => {
    if (load.state !== 'ready' || !body.current || !styles.current) return;
    let cancelled = false;
    const target = body.current;
    void import('docx-preview')
      .then(({ renderAsync }) =>
        renderAsync(load.value, target, styles.current ?? undefined, {
          className: 'docx',
          inWrapper: true,
          breakPages: true,
          // embedded fonts would be blob: fonts, which the content policy refuses; HTML 'alt chunks' are not shown
          ignoreFonts: true,
          renderAltChunks: false,
          renderComments: false,
          useBase64URL: false,
        }),
      )
      .then(() => {
        if (cancelled) return;
        safeLinks(target);
        setRendered('yes');
      })
      .catch(() => {
        if (!cancelled) setRendered('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [load]);
  if (load.state === 'error' || rendered === 'failed') return <LoadError />;
  return (
    <>
      {(load.state === 'loading' || rendered === 'no') && <Loading />}
      <div ref={styles} />
      <ScrollArea.Autosize mah="75vh" className={classes.officeDocument}>
        <div ref={body} data-testid="office-docx" data-rendered={rendered === 'yes' || undefined} />
      </ScrollArea.Autosize>
    </>
  );
}

async function readWorkbook(bytes: ArrayBuffer): Promise<SheetView[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook.worksheets
    .filter((sheet) => sheet.state !== 'hidden' && sheet.state !== 'veryHidden')
    .map((sheet) => {
      const rowCount = Math.min(sheet.actualRowCount ? sheet.rowCount : 0, SHEET_MAX_ROWS);
      const columnCount = Math.min(sheet.columnCount, SHEET_MAX_COLUMNS);
      const rows: string[][] = [];
      for (let r = 1; r <= rowCount; r += 1) {
        const row = sheet.getRow(r);
        const cells: string[] = [];
        for (let c = 1; c <= columnCount; c += 1) cells.push(sheetCellText(row.getCell(c).value));
        rows.push(cells);
      }
      return { name: sheet.name, rows, truncated: sheet.rowCount > SHEET_MAX_ROWS || sheet.columnCount > SHEET_MAX_COLUMNS };
    });
}

function Workbook({ url }: { url: string }) {
  const { t } = useTranslation('content', { keyPrefix: 'players.document' });
  const load = useLoaded(url, readWorkbook);
  const [active, setActive] = useState<string | null>('0');
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'error') return <LoadError />;
  const sheets = load.value;
  if (sheets.length === 0) return <Text c="dimmed">{t('emptyWorkbook')}</Text>;
  return (
    <Tabs value={active} onChange={setActive} keepMounted={false} data-testid="office-xlsx">
      <Tabs.List>
        {sheets.map((sheet, index) => (
          <Tabs.Tab key={index} value={String(index)}>
            {sheet.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sheets.map((sheet, index) => (
        <Tabs.Panel key={index} value={String(index)} pt="sm">
          <Table.ScrollContainer minWidth={400} maxHeight="70vh">
            <Table withTableBorder withColumnBorders striped stickyHeader fz="sm" data-testid="office-sheet">
              <Table.Tbody>
                {sheet.rows.map((cells, r) => (
                  <Table.Tr key={r}>
                    {cells.map((cell, c) => (
                      <Table.Td key={c}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {sheet.truncated && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('sheetTruncated', { rows: SHEET_MAX_ROWS, columns: SHEET_MAX_COLUMNS })}
            </Text>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
