import { and, eq } from 'drizzle-orm';
import type { Language } from '@plataforma/shared';
import type { Watermark } from '@plataforma/shared/content';
import { defaultClientSettings, mergeSettings, watermarkFromCompanyDefaults, type ClientSettings } from '@plataforma/shared/settings';
import type { Executor } from '../../core/db';
import { cargo, departamento } from '../accounts/accounts.tables';
import { unidadeDeNegocio } from '../accounts/units.tables';
import { storedSettings } from '../settings';
import { tenant } from '../tenancy/tenancy.tables';
import { identidade, usuario } from '../../db/schema';

/** Dates on the watermark are Brasília time (the product's home zone), written in the reader's language. */
const WATERMARK_TIME_ZONE = 'America/Sao_Paulo';
const LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };

export type WatermarkRules = {
  /** One line per field enabled on the object AND in the company's settings; empty when the object has none. */
  lines: string[];
  /** The company lets learners download PDFs (waterMark.allowPDFDownload). */
  allowPdfDownload: boolean;
  /** The company wants the watermark written into downloaded PDFs (waterMark.includeWaterMarkInPDF). */
  includeInPdf: boolean;
};

export const companyWatermark = async (tx: Executor, tenantId: string): Promise<ClientSettings['waterMark']> =>
  mergeSettings(defaultClientSettings(tenantId), (await storedSettings(tx, tenantId)) ?? {}).waterMark;

/**
 * A new object's watermark when the request leaves it out: the company's defaults (client settings waterMark,
 * docs/settings-parameters.md). The eight person fields map one to one, and the watermark starts enabled when the
 * company writes it into PDFs (includeWaterMarkInPDF). allowPDFDownload is not copied: it stays the company-wide
 * gate read at every download (pdf-download.ts), above each object's own 'downloadable'.
 */
export const withCompanyDefaults = <T extends { watermark?: Watermark }>(input: T, company: ClientSettings['waterMark']): T & { watermark: Watermark } => ({
  ...input,
  watermark: input.watermark ?? watermarkFromCompanyDefaults(company),
});

const formatNow = (lang: Language, now: Date) =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone: WATERMARK_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(now);

/**
 * The watermark of a PDF for the person reading it (2-learner §3 Media item, 1-shell §3 waterMark): the object says
 * which fields it shows, the company's settings which fields may be shown at all. `userId` null (public view): no
 * personal lines. Fields without a value (no unit, say) are left out.
 */
export const watermarkFor = async (
  tx: Executor,
  who: { tenantId: string; userId: string | null; ip: string; lang: Language },
  objectWatermark: Watermark,
  now = new Date(),
): Promise<WatermarkRules> => {
  const company = await companyWatermark(tx, who.tenantId);
  const rules = { allowPdfDownload: company.allowPDFDownload, includeInPdf: company.includeWaterMarkInPDF };
  if (!objectWatermark.enabled || !who.userId) return { lines: [], ...rules };
  const [person] = await tx
    .select({
      name: usuario.nomeCompleto,
      email: identidade.email,
      company: tenant.nome,
      unit: unidadeDeNegocio.nome,
      department: departamento.nome,
      role: cargo.nome,
    })
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .innerJoin(tenant, eq(tenant.id, usuario.tenantId))
    .leftJoin(unidadeDeNegocio, and(eq(unidadeDeNegocio.tenantId, usuario.tenantId), eq(unidadeDeNegocio.id, usuario.unidadeDeNegocioId)))
    .leftJoin(departamento, and(eq(departamento.tenantId, usuario.tenantId), eq(departamento.id, usuario.departamentoId)))
    .leftJoin(cargo, and(eq(cargo.tenantId, usuario.tenantId), eq(cargo.id, usuario.cargoId)))
    .where(and(eq(usuario.tenantId, who.tenantId), eq(usuario.id, who.userId)))
    .limit(1);
  if (!person) return { lines: [], ...rules };
  const shown = company.user;
  const candidates: [boolean, string | null][] = [
    [objectWatermark.userName && shown.name, person.name],
    [objectWatermark.email && shown.email, person.email],
    [objectWatermark.company && shown.company, person.company],
    [objectWatermark.unit && shown.businessUnit, person.unit],
    [objectWatermark.department && shown.department, person.department],
    [objectWatermark.position && shown.role, person.role],
    [objectWatermark.dateTime && shown.registrationDate, formatNow(who.lang, now)],
    [objectWatermark.ip && shown.ip, who.ip],
  ];
  return { lines: candidates.filter(([on, value]) => on && !!value).map(([, value]) => value!), ...rules };
};
