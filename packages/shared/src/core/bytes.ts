/**
 * Sizes of stored files in human units. Binary multiples (1 KB = 1024 bytes), as operating systems and the contract's
 * disk space (`espacoEmDiscoContratado`, GB) count them; the unit labels are the same in pt, en and es.
 */

type Lang = 'pt' | 'en' | 'es';

const LOCALES: Record<Lang, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };
export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
export const KB = 1024;
export const MB = KB * 1024;
export const GB = MB * 1024;

/** Whole bytes of a size in GB (the contract's unit; decimals allowed). Negative or not finite: 0. */
export const gbToBytes = (gb: number): number => (Number.isFinite(gb) && gb > 0 ? Math.round(gb * GB) : 0);

/**
 * `bytes` in the largest unit that keeps the figure at or above 1, with at most one decimal (none for bytes), written
 * the language's way: 1536 → '1,5 KB' (pt), '1.5 KB' (en). Negative and non-finite values read as 0 B.
 */
export const formatBytes = (bytes: number, language: Lang = 'pt'): string => {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB would round to '1024 KB': show the next unit instead.
  if (unit > 0 && unit < BYTE_UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const figure = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${figure} ${BYTE_UNITS[unit]}`;
};
