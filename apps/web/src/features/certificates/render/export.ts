import Konva from 'konva';
import { CERTIFICATE_PAGE, type ComposedPage } from '@plataforma/shared/certificates';
import { loadImage, loadQrImage } from './assets.ts';
import { backgroundImageConfig, backgroundRectConfig, frameConfig, qrPixelsOf, qrValueOf, textConfig, type CertificateFiles } from './layer-config.ts';
import { SAMPLE_QR_VALUE } from './layer-shapes.tsx';

export { downloadBlob } from '../../../components/data-table/index.ts';

const optionalImage = (url: string | undefined): Promise<HTMLImageElement | null> => (url ? loadImage(url).catch(() => null) : Promise.resolve(null));

/**
 * Draws a composed page on an offscreen Konva stage (a detached element) once every image and QR code has loaded,
 * and returns its canvas at `pixelRatio` times the page size (1122 x 793).
 */
export async function renderPageCanvas(page: ComposedPage, files: CertificateFiles, pixelRatio = 2): Promise<HTMLCanvasElement> {
  const [background, layerImages] = await Promise.all([
    optionalImage(page.background.image ? files[page.background.image] : undefined),
    Promise.all(
      page.layers.map((layer) => {
        if (layer.type === 'image') return optionalImage(files[layer.src]);
        if (layer.type === 'object') return loadQrImage({ value: qrValueOf(layer, SAMPLE_QR_VALUE), color: layer.color, background: layer.background, pixels: qrPixelsOf(layer) });
        return Promise.resolve(null);
      }),
    ),
  ]);
  if (typeof document !== 'undefined' && document.fonts) await document.fonts.ready;

  const stage = new Konva.Stage({ container: document.createElement('div'), width: CERTIFICATE_PAGE.width, height: CERTIFICATE_PAGE.height });
  try {
    const layer = new Konva.Layer({ listening: false });
    stage.add(layer);
    layer.add(new Konva.Rect(backgroundRectConfig(page.background)));
    if (background) layer.add(new Konva.Image({ image: background, ...backgroundImageConfig(page.background) }));
    page.layers.forEach((item, index) => {
      if (item.type === 'text') layer.add(new Konva.Text(textConfig(item)));
      else {
        const image = layerImages[index];
        if (image) layer.add(new Konva.Image({ image, ...frameConfig(item) }));
      }
    });
    layer.draw();
    return stage.toCanvas({ pixelRatio });
  } finally {
    stage.destroy();
  }
}

const canvasBlob = (canvas: HTMLCanvasElement, type: string): Promise<Blob> =>
  new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob'))), type));

/** A composed page as a PNG image (twice the page size). */
export async function exportCertificatePng(page: ComposedPage, files: CertificateFiles): Promise<Blob> {
  return canvasBlob(await renderPageCanvas(page, files), 'image/png');
}

/**
 * The certificate as a PDF, A4 landscape: one PDF page per composed page (the front on page 1, the back on page 2,
 * then the further chunks of content lists), each page image filling its page.
 */
export async function exportCertificatePdf(pages: readonly ComposedPage[], files: CertificateFiles): Promise<Blob> {
  // jspdf (over 100 KB compressed) is fetched on the first PDF export only.
  const { buildCertificatePdf, printOrder } = await import('./pdf.ts');
  const images: string[] = [];
  for (const page of printOrder(pages)) images.push((await renderPageCanvas(page, files)).toDataURL('image/png'));
  return buildCertificatePdf(images).output('blob');
}
