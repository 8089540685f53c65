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
