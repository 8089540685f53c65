import { Box, Paper, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ComposedPage } from '@plataforma/shared/certificates';
import { useTranslation } from 'react-i18next';
import { CertificatePageView, type CertificateFiles } from '../render/index.ts';

/** A page's caption: 'Frente', 'Verso', or 'Verso (continuação 2)' for further chunks of a content list. */
export function usePageLabel() {
  const { t } = useTranslation('certificatesLearner');
  return (page: ComposedPage) => {
    const side = page.side === 'front' ? t('preview.pageFront') : t('preview.pageBack');
    return page.chunk > 0 ? t('preview.pageChunk', { side, chunk: page.chunk + 1 }) : side;
  };
}

/**
 * Composed pages drawn one under the other at the width of their container (at most `maxWidth`), each with its
 * caption; `labels` false hides the captions (a single page).
 */
export function CertificatePages({ pages, files, maxWidth = 1122, labels = true }: { pages: ComposedPage[]; files: CertificateFiles; maxWidth?: number; labels?: boolean }) {
  const { t } = useTranslation('certificatesLearner');
  const { ref, width } = useElementSize();
  const label = usePageLabel();
  const drawWidth = Math.max(0, Math.min(Math.floor(width) - 2, maxWidth));
  return (
    <Stack ref={ref} gap="lg" align="center" data-testid="certificate-pages">
      {pages.map((page, index) => (
        <Stack key={`${page.side}-${page.chunk}`} gap={6} align="center" w="100%" data-testid="certificate-page" data-side={page.side} data-chunk={page.chunk}>
          {labels && (
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
              {label(page)}
              {pages.length > 1 ? ` · ${t('preview.page', { index: index + 1, total: pages.length })}` : ''}
            </Text>
          )}
          <Paper shadow="sm" radius={4} withBorder style={{ overflow: 'hidden', lineHeight: 0 }} aria-label={label(page)} role="img">
            {drawWidth > 0 ? <CertificatePageView page={page} files={files} width={drawWidth} /> : <Box h={200} />}
          </Paper>
        </Stack>
      ))}
    </Stack>
  );
}
