/**
 * Pure rules of automated e-mail notifications (3-admin §3 'Automated notification', §9 intervals;
 * docs/automated-notifications.md): the template's placeholders and the period an interval groups sends into.
 */

export const NOTIFICATION_EVENTS = ['NaoAcessouPlataforma', 'NaoIniciouCursoTrilha', 'VencimentoProximoDoCursoTrilha'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const SENDING_INTERVALS = ['UnicaVez', 'Diariamente', 'Semanalmente', 'Mensalmente'] as const;
export type SendingInterval = (typeof SENDING_INTERVALS)[number];

/** Placeholders a template may use, written {{name}} (spaces inside the braces allowed). */
export const PLACEHOLDERS = ['nome', 'tituloConteudo', 'dataVencimento', 'link', 'empresa'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** Placeholders each event can fill: no content for the access event; an expiry date only for the expiry event. */
export const PLACEHOLDERS_OF: Record<NotificationEvent, readonly Placeholder[]> = {
  NaoAcessouPlataforma: ['nome', 'link', 'empresa'],
  NaoIniciouCursoTrilha: ['nome', 'tituloConteudo', 'link', 'empresa'],
  VencimentoProximoDoCursoTrilha: ['nome', 'tituloConteudo', 'dataVencimento', 'link', 'empresa'],
};

const PLACEHOLDER_PATTERN = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** The placeholder names a text uses, in order of first use (unknown ones included, as written). */
export const placeholdersIn = (text: string): string[] => [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]))];

export type TemplateProblem = { placeholder: string; reason: 'unknown' | 'notForEvent' };

/** The first placeholder of `text` that is not known, or not filled for `event` (null when every one is fine). */
export const templateProblem = (text: string, event: NotificationEvent): TemplateProblem | null => {
  for (const name of placeholdersIn(text)) {
    if (!(PLACEHOLDERS as readonly string[]).includes(name)) return { placeholder: name, reason: 'unknown' };
    if (!PLACEHOLDERS_OF[event].includes(name as Placeholder)) return { placeholder: name, reason: 'notForEvent' };
  }
  return null;
};

export type PlaceholderValues = Partial<Record<Placeholder, string>>;

/** The text with each placeholder replaced by its value (a missing value becomes empty); `escape` is applied to values. */
export const renderTemplate = (text: string, values: PlaceholderValues, escape: (value: string) => string = (v) => v): string =>
  text.replace(PLACEHOLDER_PATTERN, (_, name: string) => escape(values[name as Placeholder] ?? ''));

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML body of a plain-text template: text and values escaped, lines kept, the link clickable. */
export const renderTemplateHtml = (text: string, values: PlaceholderValues): string =>
  escapeHtml(text)
    .replace(PLACEHOLDER_PATTERN, (_, name: string) => {
      const value = values[name as Placeholder] ?? '';
      return name === 'link' && value ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
    })
    .split(/\r?\n/)
    .join('<br>\n');

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** ISO 8601 week-numbering year and week of a UTC date (weeks start on Monday; week 1 holds the first Thursday). */
export const isoWeek = (date: Date): { year: number; week: number } => {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return { year: d.getUTCFullYear(), week: Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7) };
};

/**
 * The period a send belongs to (UTC): one key for ever for UnicaVez, the day for Diariamente, the ISO week for
 * Semanalmente, the month for Mensalmente. A person gets at most one e-mail per rule, content and period.
 */
export const periodKey = (interval: SendingInterval, at: Date): string => {
  switch (interval) {
    case 'UnicaVez':
      return 'unica';
    case 'Diariamente':
      return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
    case 'Semanalmente': {
      const { year, week } = isoWeek(at);
      return `${year}-W${pad(week)}`;
    }
    case 'Mensalmente':
      return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}`;
  }
};

/** Bounds of the day counts (days without access; days before expiry or after enrolment). */
export const DAYS_MIN = 1;
export const DAYS_MAX = 3650;
