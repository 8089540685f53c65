import type { Language } from '@plataforma/shared';
import { LANGUAGE_LOCALES } from './language.ts';

const toDate = (value: Date | string | number): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** dd/MM/yyyy in pt and es, MM/dd/yyyy in en (1-shell §9 locales). Empty string for an invalid date. */
export function formatDate(value: Date | string | number | null | undefined, language: Language): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

export function formatDateTime(value: Date | string | number | null | undefined, language: Language): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** hh:mm in the language's clock. Empty string for an invalid date. */
export function formatTime(value: Date | string | number | null | undefined, language: Language): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { hour: '2-digit', minute: '2-digit' }).format(date);
}

export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], options).format(value);
}

/**
 * Up to two initials of a name for an avatar (1-shell §9), every avatar of the app uses this: the first letter of the
 * first and of the last word that hold a letter, ignoring the connector words da, de, do, das, dos and anything that
 * is not a letter ('Importado 01' gives 'I', not 'I0'; '(Ana) Souza' gives 'AS'). A name without any letter gives its
 * first character.
 */
export function initialsOf(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  const firstLetter = (word: string) => /\p{L}/u.exec(word)?.[0] ?? '';
  const words = text
    .split(/\s+/)
    .filter((word) => firstLetter(word) && !['da', 'de', 'do', 'das', 'dos'].includes(word.toLowerCase()));
  if (words.length === 0) return (Array.from(text)[0] ?? '').toUpperCase();
  const first = firstLetter(words[0]);
  const last = words.length > 1 ? firstLetter(words[words.length - 1]) : '';
  return (first + last).toUpperCase();
}

/**
 * Sub-domain sent to the public settings call: the first label of the host name, or '' for localhost and IP
 * addresses (IPv4 or IPv6) and single-label hosts.
 */
export function subDomainOf(hostname: string): string {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || host.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[')) return '';
  const labels = host.split('.');
  return labels.length > 1 ? labels[0] : '';
}
