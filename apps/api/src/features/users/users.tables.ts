import { boolean, date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { identidade } from '../auth/auth.tables';
import { grupoDePermissao } from '../permissions/permissions.tables';
import { tenant } from '../tenancy/tenancy.tables';

/** A person's account in one company (tenant). */
export const usuario = pgTable(
  'usuario',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    identidadeId: uuid('identidade_id')
      .notNull()
      .references(() => identidade.id),
    nomeCompleto: text('nome_completo').notNull(),
    apelido: text('apelido'),
    telefone: text('telefone'),
    dataDeAdmissao: date('data_de_admissao'),
    superiorDiretoId: uuid('superior_direto_id'),
    cargoId: uuid('cargo_id'),
    departamentoId: uuid('departamento_id'),
    unidadeDeNegocioId: uuid('unidade_de_negocio_id'),
    ativo: boolean('ativo').notNull().default(true),
    tipoPessoa: text('tipo_pessoa').$type<'fisica' | 'juridica' | 'estrangeira'>().notNull().default('fisica'),
    dataTermoDeUsoAceito: timestamp('data_termo_de_uso_aceito', { withTimezone: true }),
    termoDeUsoId: uuid('termo_de_uso_id'),
    foto: text('foto'),
    dataDeNascimento: date('data_de_nascimento'),
    usuarioAssinatura: boolean('usuario_assinatura').notNull().default(false),
    grupoDePermissaoId: uuid('grupo_de_permissao_id').references(() => grupoDePermissao.id),
    nivel: text('nivel').$type<'N0' | 'N1' | 'N2' | 'N3'>().notNull().default('N3'),
    avaliador: boolean('avaliador').notNull().default(false),
    classificacao: text('classificacao').$type<'student' | 'manager' | 'admin'>().notNull().default('student'),
    padrao: boolean('padrao').notNull().default(false),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    unique('usuario_tenant_identidade_uq').on(t.tenantId, t.identidadeId),
    index('usuario_identidade_idx').on(t.identidadeId),
    index('usuario_tenant_nome_idx').on(t.tenantId, t.nomeCompleto),
    tenantPolicy('usuario'),
  ],
);
