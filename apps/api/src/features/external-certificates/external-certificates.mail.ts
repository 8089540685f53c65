import { translate, type Language } from '@plataforma/shared';
import { TIPO_JUSTIFICATIVA, TIPO_JUSTIFICATIVA_LABELS, type TipoJustificativa } from '@plataforma/shared/external-certificates';
import type { MailMessage } from '../../core/mail';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail telling a person their external certificate request was answered (certificadoExterno.mailApproved* /
 * mailDenied*), in their language, with the denial's reason (the justification type, or the text for 'Outro') and a
 * link to their external certificates.
 */
export const reviewedMail = (p: {
  to: string;
  person: string;
  name: string;
  approved: boolean;
  tipoJustificativa: number | null;
  descricaoJustificativa: string | null;
  link: string;
  lang: Language;
}): MailMessage => {
  const label = p.tipoJustificativa ? translate(TIPO_JUSTIFICATIVA_LABELS[p.tipoJustificativa as TipoJustificativa], p.lang) : '';
  const reason =
    p.tipoJustificativa === TIPO_JUSTIFICATIVA.Outro || !label
      ? (p.descricaoJustificativa ?? label)
      : p.descricaoJustificativa
        ? `${label} (${p.descricaoJustificativa})`
        : label;
  const params = { person: p.person, name: p.name, reason };
  const body = translate(p.approved ? 'certificadoExterno.mailApprovedBody' : 'certificadoExterno.mailDeniedBody', p.lang, params);
  const button = translate('certificadoExterno.mailAction', p.lang);
  return {
    to: p.to,
    subject: translate(p.approved ? 'certificadoExterno.mailApprovedSubject' : 'certificadoExterno.mailDeniedSubject', p.lang, params),
    text: [body, '', `${button}: ${p.link}`].join('\n'),
    html: `<p>${escape(body)}</p><p><a href="${escape(p.link)}">${escape(button)}</a></p>`,
  };
};
