/**
 * Date-range filters of the data table (1-shell §9, 3-admin §9): the shortcuts today, yesterday, this week and this
 * month, and the 'from..to' text a range is kept as in the URL and sent to the server ('yyyy-MM-dd', both days
 * included, local calendar days).
 */

export const DATE_RANGE_SHORTCUTS = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
export type DateRangeShortcut = (typeof DATE_RANGE_SHORTCUTS)[number];

/** [from, to] as 'yyyy-MM-dd'; either end may be open (null). */
export type DateRange = readonly [string | null, string | null];

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' of a Date's local calendar day. */
export const isoDay = (date: Date): string => `${String(date.getFullYear()).padStart(4, '0')}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/**
 * The days of a shortcut around `now`: today; yesterday; this week from its first day (Sunday by default, as
 * calendars in Brazil show it; 1 = Monday) to its last; this month from the 1st to its last day.
 */
export function dateRangeFor(shortcut: DateRangeShortcut, now: Date = new Date(), weekStartsOn: 0 | 1 = 0): [string, string] {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  switch (shortcut) {
    case 'today':
      return [isoDay(today), isoDay(today)];
    case 'yesterday': {
      const day = addDays(today, -1);
      return [isoDay(day), isoDay(day)];
    }
    case 'thisWeek': {
      const back = (today.getDay() - weekStartsOn + 7) % 7;
      const first = addDays(today, -back);
      return [isoDay(first), isoDay(addDays(first, 6))];
    }
    case 'thisMonth':
      return [isoDay(new Date(today.getFullYear(), today.getMonth(), 1)), isoDay(new Date(today.getFullYear(), today.getMonth() + 1, 0))];
  }
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const validDay = (value: string | null | undefined): string | null => {
  if (!value || !ISO_DAY.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? value : null;
};

/** 'from..to' (an open end stays empty: '2026-01-01..'); '' when both ends are open. Ends are swapped when reversed. */
export function encodeDateRange(range: DateRange): string {
  let [from, to] = [validDay(range[0]), validDay(range[1])];
  if (!from && !to) return '';
  if (from && to && from > to) [from, to] = [to, from];
  return `${from ?? ''}..${to ?? ''}`;
}

/** Reads 'from..to' (or a single day, meaning that day); null when nothing valid is in it. */
export function decodeDateRange(value: string | null | undefined): DateRange | null {
  if (!value) return null;
  const text = value.trim();
  const [rawFrom, rawTo] = text.includes('..') ? text.split('..', 2) : [text, text];
  let [from, to] = [validDay(rawFrom), validDay(rawTo)];
  if (!from && !to) return null;
  if (from && to && from > to) [from, to] = [to, from];
  return [from, to];
}

/** Which shortcut a range is exactly, if any (to highlight the chosen shortcut). */
export function shortcutOf(range: DateRange | null, now: Date = new Date(), weekStartsOn: 0 | 1 = 0): DateRangeShortcut | null {
  if (!range) return null;
  return DATE_RANGE_SHORTCUTS.find((s) => {
    const [from, to] = dateRangeFor(s, now, weekStartsOn);
    return range[0] === from && range[1] === to;
  }) ?? null;
}

/**
 * The instants of a range text for a server query, in the browser's local time: `from` is the first day's local
 * midnight and `to` the local midnight after the last day (exclusive), both ISO 8601. Open ends are left out.
 */
export function rangeInstants(value: string | null | undefined): { from?: string; to?: string } | null {
  const range = decodeDateRange(value);
  if (!range) return null;
  const at = (day: string, plus: number) => {
    const [y, m, d] = day.split('-').map(Number);
    return new Date(y, m - 1, d + plus).toISOString();
  };
  return { ...(range[0] ? { from: at(range[0], 0) } : {}), ...(range[1] ? { to: at(range[1], 1) } : {}) };
}

/**
 * Replaces the date-range filter `key` of a list query ('from..to') by `<key>From` and `<key>To` instants
 * (see `rangeInstants`), the way the list calls receive it.
 */
export function withDateRangeQuery<Q extends Record<string, string | number>>(query: Q, key: string): Record<string, string | number> {
  const { [key]: raw, ...rest } = query;
  const instants = rangeInstants(typeof raw === 'string' ? raw : null);
  if (!instants) return rest;
  return { ...rest, ...(instants.from ? { [`${key}From`]: instants.from } : {}), ...(instants.to ? { [`${key}To`]: instants.to } : {}) };
}
