import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../core/db';
import { identidade, usuario } from '../../db/schema';

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
};

export const findUser = async (ex: Executor, tenantId: string, id: string) =>
  (await ex
    .select(userColumns)
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .leftJoin(superior, eq(superior.id, usuario.superiorDiretoId))
    .where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, id)))
    .limit(1))[0] ?? null;

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/** The people (identities) behind the given accounts of one tenant; unknown ids are left out. */
export const identitiesOf = (ex: Executor, tenantId: string, ids: string[]) =>
  ex
    .select({ usuarioId: usuario.id, identidadeId: usuario.identidadeId, email: identidade.email, nomeCompleto: usuario.nomeCompleto, nivel: usuario.nivel })
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .where(and(eq(usuario.tenantId, tenantId), inArray(usuario.id, ids)));
