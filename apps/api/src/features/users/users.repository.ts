import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../core/db';
import { cargo, departamento, grupoDePermissao, identidade, tenant, unidadeDeNegocio, usuario } from '../../db/schema';
import { asc, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../core/paging';

const superior = alias(usuario, 'superior');

const userColumns = {
  id: usuario.id,
  tenantId: usuario.tenantId,
  identidadeId: usuario.identidadeId,
  apelido: usuario.apelido,
  nomeCompleto: usuario.nomeCompleto,
  email: identidade.email,
  cpf: identidade.cpf,
  telefone: usuario.telefone,
  dataDeAdmissao: usuario.dataDeAdmissao,
  superiorDireto: usuario.superiorDiretoId,
  superiorDiretoNome: superior.nomeCompleto,
  cargoId: usuario.cargoId,
  departamentoId: usuario.departamentoId,
  unidadeDeNegocioId: usuario.unidadeDeNegocioId,
  ativo: usuario.ativo,
  tipoPessoa: usuario.tipoPessoa,
  dataTermoDeUsoAceito: usuario.dataTermoDeUsoAceito,
  termoDeUsoId: usuario.termoDeUsoId,
  foto: usuario.foto,
  dataDeNascimento: usuario.dataDeNascimento,
  usuarioAssinatura: usuario.usuarioAssinatura,
  permissionId: usuario.grupoDePermissaoId,
  level: usuario.nivel,
  avaliador: usuario.avaliador,
  classificacao: usuario.classificacao,
  cargoNome: cargo.nome,
  departamentoNome: departamento.nome,
  unidadeDeNegocioNome: unidadeDeNegocio.nome,
  grupoDePermissaoNome: grupoDePermissao.nome,
  genero: usuario.genero,
  idiomaPreferido: usuario.idiomaPreferido,
  criadoEm: usuario.criadoEm,
};

export const findUser = async (ex: Executor, tenantId: string, id: string) =>
  (await ex
    .select(userColumns)
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .leftJoin(superior, and(eq(superior.tenantId, usuario.tenantId), eq(superior.id, usuario.superiorDiretoId)))
    .leftJoin(cargo, and(eq(cargo.tenantId, usuario.tenantId), eq(cargo.id, usuario.cargoId)))
    .leftJoin(departamento, and(eq(departamento.tenantId, usuario.tenantId), eq(departamento.id, usuario.departamentoId)))
    .leftJoin(unidadeDeNegocio, and(eq(unidadeDeNegocio.tenantId, usuario.tenantId), eq(unidadeDeNegocio.id, usuario.unidadeDeNegocioId)))
    .leftJoin(grupoDePermissao, and(eq(grupoDePermissao.tenantId, usuario.tenantId), eq(grupoDePermissao.id, usuario.grupoDePermissaoId)))
    .where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, id)))
    .limit(1))[0] ?? null;

/** Every account of a person, in any company (a system look-up narrowed to one identity): the default first, then by company. */
export const accountsOfPerson = (ex: Executor, identidadeId: string) =>
  ex
    .select({ usuarioId: usuario.id, tenantId: usuario.tenantId, empresa: tenant.nome, padrao: usuario.padrao, ativo: usuario.ativo })
    .from(usuario)
    .innerJoin(tenant, eq(tenant.id, usuario.tenantId))
    .where(eq(usuario.identidadeId, identidadeId))
    .orderBy(desc(usuario.padrao), asc(sql`lower(${tenant.nome})`), asc(usuario.id));

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/** The people (identities) behind the given accounts of one tenant; unknown ids are left out. */
export const identitiesOf = (ex: Executor, tenantId: string, ids: string[]) =>
  ex
    .select({ usuarioId: usuario.id, identidadeId: usuario.identidadeId, email: identidade.email, nomeCompleto: usuario.nomeCompleto, nivel: usuario.nivel })
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .where(and(eq(usuario.tenantId, tenantId), inArray(usuario.id, ids)));

// ---------------------------------------------------------------- usuario/Basic (user pickers, e.g. permission groups)

/** Active accounts of the tenant as options {value, label, email}, by name; `search` matches name or e-mail. */
export const basicUsers = (ex: Executor, tenantId: string, search: string | undefined, limit: number) =>
  ex
    .select({ value: usuario.id, label: usuario.nomeCompleto, email: identidade.email })
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .where(
      and(
        eq(usuario.tenantId, tenantId),
        eq(usuario.ativo, true),
        search ? or(ilike(usuario.nomeCompleto, containsPattern(search)), ilike(identidade.email, containsPattern(search))) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${usuario.nomeCompleto})`), asc(usuario.id))
    .limit(limit);
