import yauzl, { type Entry } from 'yauzl';

/**
 * The names of a zip's entries as their authors wrote them (docs/scorm.md 'File names'). The zip format says a name is
 * CP437 unless bit 11 of the entry's flags says UTF-8, or an Info-ZIP Unicode Path extra field (0x7075) gives it in
 * UTF-8. Real tools do not all follow it:
 *
 * - Linux `zip`, macOS' Archive Utility and many Windows tools write UTF-8 names **without** the flag. A name whose
 *   bytes are valid UTF-8 (and not plain ASCII) is read as UTF-8: CP437 names that happen to be valid UTF-8 are
 *   vanishingly rare, since every UTF-8 sequence pairs a lead byte with continuation bytes CP437 text does not produce.
 * - Windows' own compressed folders write names in the machine's OEM code page, CP850 in Portuguese and Spanish
 *   Windows, where 'ã', 'õ', 'Á', 'Í', 'Ó', 'Ú' sit where CP437 has box-drawing and Greek signs. When CP437 makes such
 *   signs of a name and CP850 makes letters of the same bytes, CP850 is taken.
 *
 * Names are then put in Unicode normal form C: macOS writes decomposed accents ('a' + combining tilde), manifests and
 * browsers ask for composed ones.
 */

const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';
const CP850_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

const decodeOem = (bytes: Uint8Array, high: string): string => {
  let out = '';
  for (const byte of bytes) out += byte < 0x80 ? String.fromCharCode(byte) : high[byte - 0x80];
  return out;
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes as UTF-8, or undefined when they are not valid UTF-8. */
const asUtf8 = (bytes: Uint8Array): string | undefined => {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
};

/** A character a file name of real content does not hold: box drawing, block elements, Greek and maths signs. */
const OEM_SIGN = /[\u0370-\u03ff\u2000-\u25ff]/u;
const PLAIN = /^[\p{L}\p{N}\p{M}\x20-\x7e]*$/u;

/** A name that is not flagged UTF-8 and has no Unicode Path field: UTF-8 when valid, else CP437 (CP850 as above). */
export const decodeLegacyName = (bytes: Uint8Array): string => {
  if (bytes.every((byte) => byte < 0x80)) return Buffer.from(bytes).toString('latin1');
  const text = asUtf8(bytes);
  if (text !== undefined) return text;
  const cp437 = decodeOem(bytes, CP437_HIGH);
  if (OEM_SIGN.test(cp437)) {
    const cp850 = decodeOem(bytes, CP850_HIGH);
    if (PLAIN.test(cp850)) return cp850;
  }
  return cp437;
};

const hasUnicodePath = (entry: Entry) => entry.extraFields.some((field) => field.id === 0x7075);

/**
 * The entry's name as text. yauzl must have been opened with `decodeStrings: false` (the name is then the raw bytes);
 * flagged names and names with a Unicode Path field are read as yauzl would; backslashes of old Windows tools become
 * slashes. Throws yauzl's own errors for absolute paths and '..' segments.
 */
export const entryName = (entry: Entry): string => {
  const raw = entry.fileName as unknown as Buffer | string;
  let name: string;
  if (typeof raw === 'string') name = raw;
  else if ((entry.generalPurposeBitFlag & 0x800) !== 0 || hasUnicodePath(entry)) name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
  else name = decodeLegacyName(raw);
  name = name.replace(/\\/g, '/').normalize('NFC');
  const error = yauzl.validateFileName(name);
  if (error) throw new Error(error);
  return name;
};
