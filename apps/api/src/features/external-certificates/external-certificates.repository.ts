import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ExternalCertificateStatus, ExternalCertificateType } from '@plataforma/shared/external-certificates';
import type { Executor } from '../../core/db';
import { containsPattern } from '../../core/paging';
import { certificadoExterno, identidade, usuario } from '../../db/schema';

const c = certificadoExterno;
const reviewer = alias(usuario, 'revisor');

export type CertificateRow = typeof certificadoExterno.$inferSelect & {
  userName: string;
  userEmail: string;
  userLanguage: 'pt' | 'en' | 'es' | null;
  reviewerName: string | null;
};

export type CertificateFilters = {
  /** Only this person's requests. */
  usuarioId?: string;
  status?: ExternalCertificateStatus;
  type?: ExternalCertificateType;
  /** Certificate name or institution; with `searchPerson`, also the person's name or e-mail. */
  search?: string;
  searchPerson?: boolean;
  createdAtFrom?: string;
  createdAtTo?: string;
};

export type CertificateValues = {
  nome: string;
  tipo: ExternalCertificateType;
  descricaoOutroTipo: string | null;
  instituicao: string;
  cargaHoraria: number;
  dataInicio: string;
  dataFim: string;
  urlCredencial: string | null;
  codigoCredencial: string | null;
  arquivoChave: string;
  arquivoNome: string;
  arquivoTipo: string;
  arquivoTamanho: number;
};

const columns = {
  id: c.id,
  tenantId: c.tenantId,
  usuarioId: c.usuarioId,
  nome: c.nome,
  tipo: c.tipo,
  descricaoOutroTipo: c.descricaoOutroTipo,
  instituicao: c.instituicao,
  cargaHoraria: c.cargaHoraria,
  dataInicio: c.dataInicio,
  dataFim: c.dataFim,
  arquivoChave: c.arquivoChave,
  arquivoNome: c.arquivoNome,
  arquivoTipo: c.arquivoTipo,
  arquivoTamanho: c.arquivoTamanho,
  urlCredencial: c.urlCredencial,
  codigoCredencial: c.codigoCredencial,
  status: c.status,
  tipoJustificativa: c.tipoJustificativa,
  descricaoJustificativa: c.descricaoJustificativa,
  avaliadoPorId: c.avaliadoPorId,
  avaliadoEm: c.avaliadoEm,
  criadoEm: c.criadoEm,
  atualizadoEm: c.atualizadoEm,
  userName: usuario.nomeCompleto,
  userEmail: identidade.email,
  userLanguage: usuario.idiomaPreferido,
  reviewerName: reviewer.nomeCompleto,
};

const where = (tenantId: string, f: CertificateFilters): SQL => {
  const parts: (SQL | undefined)[] = [eq(c.tenantId, tenantId)];
  if (f.usuarioId) parts.push(eq(c.usuarioId, f.usuarioId));
  if (f.status) parts.push(eq(c.status, f.status));
  if (f.type) parts.push(eq(c.tipo, f.type));
  if (f.createdAtFrom) parts.push(gte(c.criadoEm, new Date(f.createdAtFrom)));
  if (f.createdAtTo) parts.push(lt(c.criadoEm, new Date(f.createdAtTo)));
  if (f.search) {
    const pattern = containsPattern(f.search);
    parts.push(
      f.searchPerson
        ? or(ilike(c.nome, pattern), ilike(c.instituicao, pattern), ilike(usuario.nomeCompleto, pattern), ilike(identidade.email, pattern))
        : or(ilike(c.nome, pattern), ilike(c.instituicao, pattern)),
    );
  }
  return and(...parts)!;
};

const joined = (ex: Executor) =>
  ex
    .select(columns)
    .from(c)
    .innerJoin(usuario, and(eq(usuario.tenantId, c.tenantId), eq(usuario.id, c.usuarioId)))
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .leftJoin(reviewer, eq(reviewer.id, c.avaliadoPorId));

export const countCertificates = async (ex: Executor, tenantId: string, f: CertificateFilters): Promise<number> =>
  (
    await ex
      .select({ total: count() })
      .from(c)
      .innerJoin(usuario, and(eq(usuario.tenantId, c.tenantId), eq(usuario.id, c.usuarioId)))
      .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
      .where(where(tenantId, f))
  )[0].total;

/** A page of requests, newest first. */
export const listCertificates = (ex: Executor, tenantId: string, f: CertificateFilters, offset: number, limit: number): Promise<CertificateRow[]> =>
  joined(ex).where(where(tenantId, f)).orderBy(desc(c.criadoEm), desc(c.id)).offset(offset).limit(limit);

export const findCertificate = async (ex: Executor, tenantId: string, id: string): Promise<CertificateRow | null> =>
  (await joined(ex).where(and(eq(c.tenantId, tenantId), eq(c.id, id))).limit(1))[0] ?? null;

/** Whether the person has an account in the tenant. */
export const userExists = async (ex: Executor, tenantId: string, usuarioId: string): Promise<boolean> =>
  (await ex.select({ id: usuario.id }).from(usuario).where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, usuarioId))).limit(1)).length > 0;

export const insertCertificate = async (ex: Executor, tenantId: string, usuarioId: string, id: string, v: CertificateValues) => {
  await ex.insert(c).values({ id, tenantId, usuarioId, ...v, status: 'pending' });
};

/** Changes the owner's fields; the request goes back to pending and loses its previous answer (a denied one is resent). */
export const updateCertificate = async (ex: Executor, tenantId: string, id: string, v: CertificateValues) => {
  await ex
    .update(c)
    .set({ ...v, status: 'pending', tipoJustificativa: null, descricaoJustificativa: null, avaliadoPorId: null, avaliadoEm: null, atualizadoEm: new Date() })
    .where(and(eq(c.tenantId, tenantId), eq(c.id, id), or(eq(c.status, 'pending'), eq(c.status, 'denied'))));
};

/** Answers a pending request; false when it is no longer pending (answered meanwhile). */
export const reviewCertificate = async (
  ex: Executor,
  tenantId: string,
  id: string,
  v: { status: 'approved' | 'denied'; tipoJustificativa: number | null; descricaoJustificativa: string | null; avaliadoPorId: string },
): Promise<boolean> => {
  const now = new Date();
  const rows = await ex
    .update(c)
    .set({ ...v, avaliadoEm: now, atualizadoEm: now })
    .where(and(eq(c.tenantId, tenantId), eq(c.id, id), eq(c.status, 'pending')))
    .returning({ id: c.id });
  return rows.length > 0;
};

/** Deletes the request unless it was approved; false when nothing was deleted. */
export const deleteCertificate = async (ex: Executor, tenantId: string, id: string): Promise<boolean> =>
  (
    await ex
      .delete(c)
      .where(and(eq(c.tenantId, tenantId), eq(c.id, id), or(eq(c.status, 'pending'), eq(c.status, 'denied'))))
      .returning({ id: c.id })
  ).length > 0;
