import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';

/**
 * The watermark written into a downloaded PDF (company setting waterMark.includeWaterMarkInPDF, 2-learner §5): the
 * reader's lines in light grey across the middle of every page, diagonally, and once more in small type at the foot.
 * The text is real page content (not an annotation), so it prints and cannot be hidden by a viewer option.
 */

const GREY = rgb(0.55, 0.55, 0.55);
const DIAGONAL_OPACITY = 0.18;
const FOOTER_OPACITY = 0.7;
const DIAGONAL_MAX_SIZE = 28;
const DIAGONAL_MIN_SIZE = 8;
const FOOTER_SIZE = 7;
const FOOTER_MIN_SIZE = 4;
const MARGIN = 18;

export class PdfWatermarkError extends Error {
  constructor(readonly reason: 'unreadable' | 'encrypted', cause?: unknown) {
    super(`the PDF could not be watermarked (${reason})`, { cause });
    this.name = 'PdfWatermarkError';
  }
}

/**
 * The standard Helvetica font writes WinAnsi text only: Portuguese and Spanish letters are in it; anything else
 * (other scripts, emoji) becomes '?', decomposed accents are composed first.
 */
const writable = (font: PDFFont, text: string): string => {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')]
    .map((ch) => (known.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
    .join('')
    .trim();
};

/** Stamps `lines` on every page; answers the new file. Refuses an encrypted or unreadable PDF (PdfWatermarkError). */
export const stampPdfWatermark = async (input: Uint8Array, lines: readonly string[]): Promise<Uint8Array> => {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(input, { updateMetadata: false });
  } catch (error) {
    const encrypted = error instanceof Error && /encrypt/i.test(error.message);
    throw new PdfWatermarkError(encrypted ? 'encrypted' : 'unreadable', error);
  }
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const text = lines.map((line) => writable(font, line)).filter(Boolean);
  if (text.length === 0) return doc.save();
  const footer = text.join('  |  ');

  for (const page of doc.getPages()) {
    const { x: left, y: bottom, width, height } = page.getCropBox();
    // Across the page, from the lower left towards the upper right, the block of lines centred.
    const angle = Math.atan2(height, width);
    const diagonal = Math.hypot(width, height);
    const widest = Math.max(...text.map((line) => font.widthOfTextAtSize(line, 1)));
    const size = Math.max(DIAGONAL_MIN_SIZE, Math.min(DIAGONAL_MAX_SIZE, (diagonal * 0.7) / widest, (Math.min(width, height) * 0.6) / (text.length * 1.3)));
    const leading = size * 1.3;
    const [cx, cy] = [left + width / 2, bottom + height / 2];
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    text.forEach((line, i) => {
      const offset = ((text.length - 1) / 2 - i) * leading - size / 3;
      const half = font.widthOfTextAtSize(line, size) / 2;
      page.drawText(line, {
        x: cx - half * cos - offset * sin,
        y: cy - half * sin + offset * cos,
        size,
        font,
        color: GREY,
        opacity: DIAGONAL_OPACITY,
        rotate: degrees((angle * 180) / Math.PI),
      });
    });
    // The foot of the page: one line, made smaller (down to 4 pt) to fit the width.
    let footSize = FOOTER_SIZE;
    while (footSize > FOOTER_MIN_SIZE && font.widthOfTextAtSize(footer, footSize) > width - 2 * MARGIN) footSize -= 0.5;
    page.drawText(footer, { x: left + MARGIN, y: bottom + MARGIN / 2, size: footSize, font, color: GREY, opacity: FOOTER_OPACITY });
  }
  return doc.save();
};
