import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { cargo, departamento } from '../accounts/accounts.tables';
import { unidadeDeNegocio } from '../accounts/units.tables';
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
    genero: text('genero').$type<'male' | 'female' | 'non-binary'>(),
    idiomaPreferido: text('idioma_preferido').$type<'pt' | 'en' | 'es'>(),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    unique('usuario_tenant_identidade_uq').on(t.tenantId, t.identidadeId),
    // (tenant_id, id) is the target of tenant-safe foreign keys (segmentation links): a user of another tenant cannot be linked.
    unique('usuario_tenant_id_uq').on(t.tenantId, t.id),
    index('usuario_identidade_idx').on(t.identidadeId),
    // The user list (and usuario/Basic) order by lower(name) within a tenant; the name itself rides along so a page's
    // ids come from an index-only scan (a deep page of 100,000 users: ~35 ms instead of ~360 ms). Newest-first by creation.
    index('usuario_tenant_nome_idx').on(t.tenantId, sql`lower(${t.nomeCompleto})`, t.id, t.nomeCompleto),
    index('usuario_tenant_criado_idx').on(t.tenantId, t.criadoEm, t.id),
    // Department and job title of the same tenant only; a linked one cannot be deleted (accounts answers 409 first).
    foreignKey({ name: 'usuario_departamento_fk', columns: [t.tenantId, t.departamentoId], foreignColumns: [departamento.tenantId, departamento.id] }),
    foreignKey({ name: 'usuario_cargo_fk', columns: [t.tenantId, t.cargoId], foreignColumns: [cargo.tenantId, cargo.id] }),
    /** The team of a manager (dashboards): people by their direct supervisor. */
    index('usuario_superior_idx').on(t.tenantId, t.superiorDiretoId),
    index('usuario_departamento_idx').on(t.departamentoId),
    index('usuario_cargo_idx').on(t.cargoId),
    // Business unit of the same tenant only; a unit with users cannot be deleted (units answers 409 first).
    foreignKey({ name: 'usuario_unidade_de_negocio_fk', columns: [t.tenantId, t.unidadeDeNegocioId], foreignColumns: [unidadeDeNegocio.tenantId, unidadeDeNegocio.id] }),
    index('usuario_unidade_de_negocio_idx').on(t.unidadeDeNegocioId),
    tenantPolicy('usuario'),
  ],
);
