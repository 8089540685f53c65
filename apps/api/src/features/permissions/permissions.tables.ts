import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';
import { tenant } from '../tenancy/tenancy.tables';

/**
 * A permission group: a named set of functionalities (the spec's permission names), unique per tenant ignoring
 * case. An inactive group grants nothing to its users.
 */
export const grupoDePermissao = pgTable(
  'grupo_de_permissao',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    funcionalidades: text('funcionalidades').array().notNull(),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [
    uniqueIndex('grupo_de_permissao_tenant_nome_uq').on(t.tenantId, sql`lower(${t.nome})`),
    index('grupo_de_permissao_tenant_criado_idx').on(t.tenantId, t.criadoEm),
    tenantPolicy('grupo_de_permissao'),
  ],
);
