import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatedMedia } from './media-files.ts';

/**
 * Small PDFs written by hand for the PDF viewer's journeys, each showing one thing real documents carry and a bare
 * canvas loses: a JPEG 2000 image (decoded by pdf.js's OpenJPEG WebAssembly), CJK text in a font the file does not
 * embed (predefined CMap UniGB-UCS2-H, Adobe-GB1), links and an AcroForm text field, an XFA-only form.
 */

type PdfObject = string | { dict: string; data: Buffer };

/** A PDF of `objects` (object n is objects[n - 1], the catalog is object 1), with a correct cross-reference table. */
export function writePdf(objects: readonly PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  const push = (chunk: Buffer) => {
    parts.push(chunk);
    length += chunk.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') {
      push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    } else {
      push(Buffer.from(`${index + 1} 0 obj\n<< ${object.dict} /Length ${object.data.length} >>\nstream\n`, 'latin1'));
      push(object.data);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

const stream = (content: string, dict = '') => ({ dict, data: Buffer.from(content, 'latin1') });

/** The colour of the JPEG 2000 image, and where it sits on its 300 × 300 pt page (x, y from the top-left, size). */
export const JPX_COLOUR = { r: 0xd0, g: 0x20, b: 0x20 };
export const JPX_BOX = { x: 75, y: 75, size: 150, page: 300 };

/** One page with a 64 × 64 solid JPEG 2000 image (made by ffmpeg's OpenJPEG encoder) drawn 150 pt wide in its middle. */
export function jpxPdf(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-jpx-'));
  const hex = [JPX_COLOUR.r, JPX_COLOUR.g, JPX_COLOUR.b].map((n) => n.toString(16).padStart(2, '0')).join('');
  const jp2 = readFileSync(generatedMedia(dir, 'image.jp2', ['-f', 'lavfi', '-i', `color=c=0x${hex}:s=64x64`], ['-frames:v', '1', '-c:v', 'libopenjpeg', '-pix_fmt', 'rgb24']));
  const { x, y, size, page } = JPX_BOX;
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page} ${page}] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>`,
    stream(`q ${size} 0 0 ${size} ${x} ${page - y - size} cm /Im1 Do Q`),
    { dict: '/Type /XObject /Subtype /Image /Width 64 /Height 64 /Filter /JPXDecode', data: jp2 },
  ]);
}

/** The Chinese line of cjkPdf ('hello, world'), written in UCS-2 codes. */
export const CJK_TEXT = '你好世界';
const ucs2 = (text: string) => [...text].map((c) => c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')).join('');

/** One page with a Chinese line in STSong-Light, not embedded: pdf.js needs the UniGB-UCS2-H CMap to read it. */
export function cjkPdf(): Buffer {
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    stream(`BT /F1 36 Tf 40 100 Td <${ucs2(CJK_TEXT)}> Tj ET`),
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 80 >>',
  ]);
}

export const LINK_URL = 'https://example.com/regulamento';

/**
 * Two pages. Page 1: two lines naming 'regulamento' (page 2 names it once more), a link to LINK_URL, a link to page 2
 * and an AcroForm text field 'nome'. Helvetica is a standard font (not embedded).
 */
export function formPdf(): Buffer {
  const text = (lines: [number, string][]) => lines.map(([y, line]) => `BT /F1 16 Tf 50 ${y} Td (${line}) Tj ET`).join('\n');
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [9 0 R] /DA (/Helv 12 Tf 0 g) /DR << /Font << /Helv 6 0 R >> >> >> >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 6 0 R >> >> /Contents 5 0 R /Annots [7 0 R 8 0 R 9 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 6 0 R >> >> /Contents 10 0 R >>',
    stream(text([[780, 'Regulamento interno do curso'], [740, 'Leia o regulamento completo no site.'], [700, 'Ir para a pagina 2'], [640, 'Seu nome:']])),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Type /Annot /Subtype /Link /Rect [50 735 330 757] /Border [0 0 0] /A << /S /URI /URI (${LINK_URL}) >> >>`,
    '<< /Type /Annot /Subtype /Link /Rect [50 695 220 717] /Border [0 0 0] /Dest [4 0 R /Fit] >>',
    '<< /Type /Annot /Subtype /Widget /FT /Tx /T (nome) /F 4 /Rect [140 632 400 656] /DA (/Helv 12 Tf 0 g) /P 3 0 R /MK << /BC [0 0 0] /BG [1 1 1] >> >>',
    stream(text([[780, 'Pagina 2: fim do regulamento']])),
  ]);
}

/** An XFA form with no AcroForm field (the 'please wait' page only Adobe Reader replaces). */
export function xfaPdf(): Buffer {
  const xdp =
    '<?xml version="1.0" encoding="UTF-8"?><xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"><subform name="form1"><field name="nome"/></subform></template></xdp:xdp>';
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] /XFA 6 0 R >> /NeedsRendering true >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    stream('BT /F1 16 Tf 50 780 Td (Please wait...) Tj ET'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    stream(xdp),
  ]);
}
