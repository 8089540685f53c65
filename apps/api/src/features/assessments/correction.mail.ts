import { translate, type Language } from '@plataforma/shared';
import type { TentativaStatus } from '@plataforma/shared/assessments';
import type { MailMessage } from '../../core/mail';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The released result as the e-mail names it. */
const STATUS_LABEL: Partial<Record<TentativaStatus, Record<Language, string>>> = {
  Aprovado: { pt: 'Aprovado', en: 'Passed', es: 'Aprobado' },
  Reprovado: { pt: 'Reprovado', en: 'Failed', es: 'Reprobado' },
};
const BUTTON: Record<Language, string> = { pt: 'Ver resultado', en: 'See the result', es: 'Ver el resultado' };
const LOCALE: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };

/**
 * The e-mail telling a person the evaluator finished correcting their attempt (avaliacoes.correctedMailSubject /
 * correctedMailBody), in their language, with a link to the attempt in 'Minhas Avaliações'.
 */
export const correctedMail = (p: { to: string; name: string; title: string; status: TentativaStatus; score: number; link: string; lang: Language }): MailMessage => {
  const params = {
    name: p.name,
    title: p.title,
    status: STATUS_LABEL[p.status]?.[p.lang] ?? p.status,
    score: new Intl.NumberFormat(LOCALE[p.lang], { maximumFractionDigits: 2 }).format(p.score),
  };
  const body = translate('avaliacoes.correctedMailBody', p.lang, params);
  const button = BUTTON[p.lang];
  return {
    to: p.to,
    subject: translate('avaliacoes.correctedMailSubject', p.lang, params),
    text: [body, '', `${button}: ${p.link}`].join('\n'),
    html: `<p>${escape(body)}</p><p><a href="${escape(p.link)}">${escape(button)}</a></p>`,
  };
};
