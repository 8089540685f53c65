import { jsPDF } from 'jspdf';
import type { ComposedPage } from '@plataforma/shared/certificates';

/** The certificate PDF: A4 landscape, 297 x 210 mm (3-admin §9). */
export const CERTIFICATE_PDF_PAGE = { width: 297, height: 210, unit: 'mm' } as const;

/**
 * A PDF of page images (data URLs of PNG images drawn at the page's proportions), one PDF page per image, each
 * filling its page. An empty list still gives one blank page (jsPDF always has one).
 */
export function buildCertificatePdf(pageImages: readonly string[]): jsPDF {
  const pdf = new jsPDF({ orientation: 'landscape', unit: CERTIFICATE_PDF_PAGE.unit, format: 'a4', compress: true });
  pageImages.forEach((image, index) => {
    if (index > 0) pdf.addPage('a4', 'landscape');
    pdf.addImage(image, 'PNG', 0, 0, CERTIFICATE_PDF_PAGE.width, CERTIFICATE_PDF_PAGE.height, undefined, 'FAST');
  });
  return pdf;
}

/**
 * The order pages print in: the first page of each side (front, then back), then the further chunks of content
 * lists (chunk 1 of the front, chunk 1 of the back, ...).
 */
export const printOrder = <P extends Pick<ComposedPage, 'chunk'>>(pages: readonly P[]): P[] => [...pages].sort((a, b) => a.chunk - b.chunk);
