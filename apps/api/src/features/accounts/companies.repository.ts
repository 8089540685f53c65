import { and, asc, count, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyBody, CompanySortField } from '@plataforma/shared/accounts';
import { onlyDigits } from '@plataforma/shared';
import type { Executor } from '../../core/db';
import { containsPattern, orderOf } from '../../core/paging';
import { contrato, empresa } from '../../db/schema';

/** Companies are platform-level rows (no tenant): every call runs in the system transaction, after the access check. */

export type CompanyFilters = {
  nome?: string;
  documentoIdentificacao?: string;
  tipoPessoa?: 'fisica' | 'juridica' | 'estrangeira';
  cidade?: string;
  estado?: string;
  createdAtFrom?: Date;
  createdAtTo?: Date;
  orderBy: CompanySortField;
  orderDirection: 'asc' | 'desc';
};

// Drizzle leaves columns unqualified in a single-table select: the outer row is named explicitly.
const totalContracts = sql<number>`(select count(*)::int from ${contrato} c where c.empresa_id = "empresa"."id")`;
const latestContract = sql<string | null>`(select c.id from ${contrato} c where c.empresa_id = "empresa"."id" order by c.criado_em desc, c.id limit 1)`;

const companyColumns = {
  id: empresa.id,
  nome: empresa.nome,
  nomeFantasia: empresa.nomeFantasia,
  documentoIdentificacao: empresa.documentoIdentificacao,
  tipoPessoa: empresa.tipoPessoa,
  cep: empresa.cep,
  logradouro: empresa.logradouro,
  numero: empresa.numero,
  complemento: empresa.complemento,
  bairro: empresa.bairro,
  cidade: empresa.cidade,
  estado: empresa.estado,
  pais: empresa.pais,
  nomeContato: empresa.nomeContato,
  emailContato: empresa.emailContato,
  telefoneContato: empresa.telefoneContato,
  nomeGestor: empresa.nomeGestor,
  emailGestor: empresa.emailGestor,
  telefoneGestor: empresa.telefoneGestor,
  criadoEm: empresa.criadoEm,
  totalContratos: totalContracts,
  contratoId: latestContract,
};
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

const companyWhere = (f: Omit<CompanyFilters, 'orderBy' | 'orderDirection'>) => {
  const digits = f.documentoIdentificacao ? onlyDigits(f.documentoIdentificacao) : '';
  return and(
    f.nome ? or(ilike(empresa.nome, containsPattern(f.nome)), ilike(empresa.nomeFantasia, containsPattern(f.nome))) : undefined,
    f.documentoIdentificacao
      ? or(ilike(empresa.documentoIdentificacao, containsPattern(f.documentoIdentificacao)), digits ? ilike(empresa.documentoIdentificacao, containsPattern(digits)) : undefined)
      : undefined,
    f.tipoPessoa ? eq(empresa.tipoPessoa, f.tipoPessoa) : undefined,
    f.cidade ? ilike(empresa.cidade, containsPattern(f.cidade)) : undefined,
    f.estado ? ilike(empresa.estado, containsPattern(f.estado)) : undefined,
    f.createdAtFrom ? gte(empresa.criadoEm, f.createdAtFrom) : undefined,
    f.createdAtTo ? lt(empresa.criadoEm, f.createdAtTo) : undefined,
  );
};

const companyOrder = (f: CompanyFilters): SQL[] => {
  const primary = {
    nome: orderOf(empresa.nome, f.orderDirection, true),
    nomeFantasia: orderOf(empresa.nomeFantasia, f.orderDirection, true),
    documentoIdentificacao: orderOf(empresa.documentoIdentificacao, f.orderDirection),
    tipoPessoa: orderOf(empresa.tipoPessoa, f.orderDirection),
    cidade: orderOf(empresa.cidade, f.orderDirection, true),
    totalContratos: orderOf(totalContracts, f.orderDirection),
    createdAt: orderOf(empresa.criadoEm, f.orderDirection),
  }[f.orderBy];
  return [primary, asc(sql`lower(${empresa.nome})`), asc(empresa.id)];
};

export const countCompanies = async (ex: Executor, f: CompanyFilters) => (await ex.select({ total: count() }).from(empresa).where(companyWhere(f)))[0].total;

export const listCompanies = (ex: Executor, f: CompanyFilters, offset: number, limit: number) =>
  ex.select(companyColumns).from(empresa).where(companyWhere(f)).orderBy(...companyOrder(f)).limit(limit).offset(offset);

export const findCompany = async (ex: Executor, id: string) => (await ex.select(companyColumns).from(empresa).where(eq(empresa.id, id)).limit(1))[0] ?? null;

export const findCompanyByDocument = async (ex: Executor, documento: string) =>
  (await ex.select(companyColumns).from(empresa).where(eq(empresa.documentoIdentificacao, documento)).limit(1))[0] ?? null;

export const documentTaken = async (ex: Executor, documento: string, exceptId?: string) =>
  (
    await ex
      .select({ id: empresa.id })
      .from(empresa)
      .where(and(eq(empresa.documentoIdentificacao, documento), exceptId ? ne(empresa.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

const columnsOf = (body: CompanyBody) => ({
  nome: body.nome,
  nomeFantasia: body.nomeFantasia,
  documentoIdentificacao: body.documentoIdentificacao,
  tipoPessoa: body.tipoPessoa,
  cep: body.cep,
  logradouro: body.logradouro,
  numero: body.numero,
  complemento: body.complemento,
  bairro: body.bairro,
  cidade: body.cidade,
  estado: body.estado,
  pais: body.pais,
  nomeContato: body.nomeContato,
  emailContato: body.emailContato,
  telefoneContato: body.telefoneContato,
  nomeGestor: body.nomeGestor,
  emailGestor: body.emailGestor,
  telefoneGestor: body.telefoneGestor,
});

export const insertCompany = async (ex: Executor, body: CompanyBody) => (await ex.insert(empresa).values(columnsOf(body)).returning({ id: empresa.id }))[0].id;

export const updateCompany = (ex: Executor, id: string, body: CompanyBody) =>
  ex
    .update(empresa)
    .set({ ...columnsOf(body), atualizadoEm: new Date() })
    .where(eq(empresa.id, id));

export const contractsOfCompany = async (ex: Executor, id: string) => (await ex.select({ total: count() }).from(contrato).where(eq(contrato.empresaId, id)))[0].total;

export const deleteCompany = (ex: Executor, id: string) => ex.delete(empresa).where(eq(empresa.id, id));
