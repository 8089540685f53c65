import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db';
import { cargo, departamento, grupoDePermissao, identidade, unidadeDeNegocio, usuario } from '../../db/schema';
import type { UserValues } from './users-admin.repository';

/**
 * Set-at-a-time queries of the user import: the company's names to resolve, the people and accounts a file's e-mails
 * and documents already have, and the chunk's inserts. Every look-up takes lists, so a 10,000-row file costs a
 * handful of queries, not tens of thousands.
 */

/** IN lists are split so no statement carries more parameters than PostgreSQL accepts. */
const IN_LIST = 5000;
const slices = <T>(values: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += IN_LIST) out.push(values.slice(i, i + IN_LIST));
  return out;
};

export type NamedRow = { id: string; nome: string };
export type UnitRow = NamedRow & { codigo: string | null };
export type GroupRow = NamedRow & { ativo: boolean; funcionalidades: string[] };

export const jobTitleNames = (ex: Executor, tenantId: string): Promise<NamedRow[]> =>
  ex.select({ id: cargo.id, nome: cargo.nome }).from(cargo).where(eq(cargo.tenantId, tenantId));

export const departmentNames = (ex: Executor, tenantId: string): Promise<NamedRow[]> =>
  ex.select({ id: departamento.id, nome: departamento.nome }).from(departamento).where(eq(departamento.tenantId, tenantId));

export const unitNames = (ex: Executor, tenantId: string): Promise<UnitRow[]> =>
  ex.select({ id: unidadeDeNegocio.id, nome: unidadeDeNegocio.nome, codigo: unidadeDeNegocio.codigo }).from(unidadeDeNegocio).where(eq(unidadeDeNegocio.tenantId, tenantId));

export const permissionGroupNames = (ex: Executor, tenantId: string): Promise<GroupRow[]> =>
  ex
    .select({ id: grupoDePermissao.id, nome: grupoDePermissao.nome, ativo: grupoDePermissao.ativo, funcionalidades: grupoDePermissao.funcionalidades })
    .from(grupoDePermissao).where(eq(grupoDePermissao.tenantId, tenantId));

export type PersonRow = { id: string; email: string; cpf: string | null };

/** People (any company) with one of these e-mails. */
export const peopleByEmails = async (ex: Executor, emails: readonly string[]): Promise<PersonRow[]> => {
  const out: PersonRow[] = [];
  for (const part of slices(emails)) {
    if (part.length) out.push(...(await ex.select({ id: identidade.id, email: identidade.email, cpf: identidade.cpf }).from(identidade).where(inArray(identidade.email, part))));
  }
  return out;
};

/** People (any company) with one of these documents. */
export const peopleByDocuments = async (ex: Executor, documents: readonly string[]): Promise<PersonRow[]> => {
  const out: PersonRow[] = [];
  for (const part of slices(documents)) {
    if (part.length) out.push(...(await ex.select({ id: identidade.id, email: identidade.email, cpf: identidade.cpf }).from(identidade).where(inArray(identidade.cpf, part))));
  }
  return out;
};

/** The accounts this company already has for these people: identity id -> account id. */
export const accountsOfPeopleInTenant = async (ex: Executor, tenantId: string, identityIds: readonly string[]): Promise<Map<string, string>> => {
  const out = new Map<string, string>();
  for (const part of slices(identityIds)) {
    if (!part.length) continue;
    const rows = await ex
      .select({ identidadeId: usuario.identidadeId, id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.tenantId, tenantId), inArray(usuario.identidadeId, part)));
    for (const row of rows) out.set(row.identidadeId, row.id);
  }
  return out;
};

/** Accounts of this company by their person's e-mail (direct supervisors named by e-mail): e-mail -> account id. */
export const accountsByEmailInTenant = async (ex: Executor, tenantId: string, emails: readonly string[]): Promise<Map<string, string>> => {
  const out = new Map<string, string>();
  for (const part of slices(emails)) {
    if (!part.length) continue;
    const rows = await ex
      .select({ email: identidade.email, id: usuario.id })
      .from(usuario)
      .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
      .where(and(eq(usuario.tenantId, tenantId), inArray(identidade.email, part)));
    for (const row of rows) out.set(row.email, row.id);
  }
  return out;
};

/** New people, without a password (the e-mail link creates it); returns e-mail -> identity id. */
export const insertPeople = async (ex: Executor, people: { email: string; cpf: string | null }[]): Promise<Map<string, string>> => {
  if (people.length === 0) return new Map();
  const rows = await ex
    .insert(identidade)
    .values(people.map((p) => ({ email: p.email, cpf: p.cpf, senhaHash: null, alterarSenha: false })))
    .returning({ id: identidade.id, email: identidade.email });
  return new Map(rows.map((r) => [r.email, r.id]));
};

/** Fills the document of people who had none. */
export const setDocuments = async (ex: Executor, people: { id: string; cpf: string }[]) => {
  for (const person of people) await ex.update(identidade).set({ cpf: person.cpf, atualizadoEm: new Date() }).where(eq(identidade.id, person.id));
};

/** The chunk's accounts; returns identity id -> account id. */
export const insertAccounts = async (
  ex: Executor,
  tenantId: string,
  accounts: { identidadeId: string; values: UserValues & { padrao: boolean } }[],
): Promise<Map<string, string>> => {
  if (accounts.length === 0) return new Map();
  const rows = await ex
    .insert(usuario)
    .values(accounts.map((a) => ({ tenantId, identidadeId: a.identidadeId, ...a.values })))
    .returning({ id: usuario.id, identidadeId: usuario.identidadeId });
  return new Map(rows.map((r) => [r.identidadeId, r.id]));
};

/** Links direct supervisors once both accounts exist (a supervisor may come later in the same file). */
export const setSupervisors = async (ex: Executor, tenantId: string, links: { id: string; superiorDiretoId: string }[]) => {
  if (links.length === 0) return;
  const values = sql.join(
    links.map((l) => sql`(${l.id}::uuid, ${l.superiorDiretoId}::uuid)`),
    sql`, `,
  );
  await ex.execute(
    sql`update ${usuario} set superior_direto_id = v.sup from (values ${values}) as v(id, sup) where ${usuario.tenantId} = ${tenantId} and ${usuario.id} = v.id`,
  );
};
