import { renderTemplate, renderTemplateHtml, type PlaceholderValues } from '@plataforma/shared/automated-notifications';
import { translate, type Language } from '@plataforma/shared';
import type { MailMessage } from '../../core/mail';

const LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };

/** A date as the person reads it (UTC day: the same one the rule's periods use). */
export const formatDate = (date: Date, lang: Language) => new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'short', timeZone: 'UTC' }).format(date);

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail of a rule for one person: the administrator's subject and template with the person's values (the date
 * written in the person's language) and a closing line in that language.
 */
export const notificationMail = (p: { to: string; cc: string[]; subject: string; template: string; values: PlaceholderValues; lang: Language }): MailMessage => {
  const footer = translate('automatedNotifications.mailFooter', p.lang, { empresa: p.values.empresa ?? '' });
  return {
    to: p.to,
    ...(p.cc.length ? { cc: p.cc } : {}),
    subject: renderTemplate(p.subject, p.values).replace(/[\r\n]+/g, ' '),
    text: `${renderTemplate(p.template, p.values)}\n\n--\n${footer}`,
    html: `<div>${renderTemplateHtml(p.template, p.values)}</div><hr><p style="color:#666;font-size:12px">${escape(footer)}</p>`,
  };
};
