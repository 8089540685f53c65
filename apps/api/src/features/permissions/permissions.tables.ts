import { pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantPolicy } from '../../db/rls';
import { tenant } from '../tenancy/tenancy.tables';

/** A permission group: a named set of functionalities (the spec's permission names). */
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
    criadoEm: createdAt(),
  },
  (t) => [unique('grupo_de_permissao_nome_uq').on(t.tenantId, t.nome), tenantPolicy('grupo_de_permissao')],
);
