import {
  composeCertificate,
  parseCertificateJson,
  type CertificateLocale,
  type CertificatePrint,
  type CertificateValues,
  type CertificateView,
  type ComposedPage,
} from '@plataforma/shared/certificates';

/** The files of a print reply by alias, as the renderer draws them. */
export const filesOf = (print: Pick<CertificatePrint, 'arquivos'>): Record<string, string> => Object.fromEntries(print.arquivos.map((file) => [file.alias, file.url]));

/** The placeholder values of a print reply. */
export const valuesOf = (print: CertificatePrint): CertificateValues => ({
  title: print.title,
  nomeUsuario: print.nomeUsuario,
  cpf: print.cpf,
  cargo: print.cargo,
  cargaHoraria: print.cargaHoraria,
  dataInscricao: print.dataInscricao,
  dataEmissao: print.dataEmissao,
  credential: print.credential,
  url: print.url,
  course: print.course,
  trail: print.trail,
});

export type ComposedCertificate = { ok: true; pages: ComposedPage[]; hasBack: boolean } | { ok: false; error: string };

/** The pages of a print reply for a view (front, back or both; content chunks are extra pages), or why it cannot be drawn. */
export const composePrint = (print: CertificatePrint, locale: CertificateLocale, view: CertificateView): ComposedCertificate => {
  const parsed = parseCertificateJson(print.jsonCertificado);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const hasBack = parsed.structure.settings.page.backSide;
  const pages = composeCertificate(parsed.structure, valuesOf(print), locale, hasBack ? view : 'front');
  return { ok: true, pages, hasBack };
};

/** A 'yyyy-MM-dd' day as a local date (midnight here), so that formatting it shows that same day. */
export const localDay = (day: string): Date | string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : day;
};

/** The content id of a print or an issued certificate: the course's or the trail's. */
export const contentIdOf = (certificate: Pick<CertificatePrint, 'cursoId' | 'formacaoId'>): string | null => certificate.cursoId ?? certificate.formacaoId;

const LINKEDIN = 'https://www.linkedin.com';

/** LinkedIn 'add to profile' (a licence or certification) for an issued certificate. */
export const addToProfileUrl = (certificate: { title: string; empresa: string | null; dataEmissao: string; url: string; credential: string }): string => {
  const match = /^(\d{4})-(\d{2})/.exec(certificate.dataEmissao);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.title,
    organizationName: certificate.empresa ?? '',
    issueYear: match ? match[1] : '',
    issueMonth: match ? String(Number(match[2])) : '',
    certUrl: certificate.url,
    certId: certificate.credential,
  });
  return `${LINKEDIN}/profile/add?${params.toString()}`;
};

/** LinkedIn share of an address. */
export const shareUrl = (url: string): string => `${LINKEDIN}/sharing/share-offsite/?${new URLSearchParams({ url }).toString()}`;
