/** Calendar days ('YYYY-MM-DD', as Mantine's date inputs hold them) and the instants the API takes. */

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Today in the browser's time zone. */
export const todayDay = (now: Date = new Date()): string => dayOf(now);

/** The local midnight of a day as an ISO instant (the rule starts at the beginning of that day where the admin is). */
export const dayToInstant = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 0, 0, 0, 0).toISOString();
};

/** The local day of an ISO instant; null when the value is not a date. */
export const instantToDay = (instant: string): string | null => {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : dayOf(date);
};

/** A typed 'dd/MM/yyyy' (also d/M/yyyy and with '-' or '.') as a day; null when it is not a real date. */
export const parseDay = (text: string): string | null => {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(y, m - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return null;
  return dayOf(date);
};
