import type { InscricaoTipo } from '@plataforma/shared/enrolment';
import { translate, type Language } from '@plataforma/shared';
import type { MailMessage } from '../../core/mail';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail telling a person they were enrolled in a course or trail, in their language. */
export const enrolledMail = (p: { to: string; name: string; titulo: string; tipo: InscricaoTipo; link: string; lang: Language }): MailMessage => {
  const t = (key: Parameters<typeof translate>[0]) => translate(key, p.lang, { name: p.name, titulo: p.titulo });
  const hello = t('inscricoes.mailHello');
  const body = t(p.tipo === 'curso' ? 'inscricoes.mailBodyCurso' : 'inscricoes.mailBodyFormacao');
  const button = t('inscricoes.mailButton');
  return {
    to: p.to,
    subject: t('inscricoes.mailSubject'),
    text: [hello, '', body, '', `${button}: ${p.link}`].join('\n'),
    html: `<p>${escape(hello)}</p><p>${escape(body)}</p><p><a href="${escape(p.link)}">${escape(button)}</a></p>`,
  };
};
