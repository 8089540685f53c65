import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantPolicy } from '../../db/rls';
import { tenant } from '../tenancy/tenancy.tables';

export const termoDeUso = pgTable(
  'termo_de_uso',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    nome: text('nome').notNull(),
    conteudo: text('conteudo').notNull(),
    tipo: text('tipo').$type<'Platform' | 'Learning'>().notNull().default('Platform'),
    criadoEm: createdAt(),
  },
  () => [tenantPolicy('termo_de_uso')],
);
