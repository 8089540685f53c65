import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantPolicy, updatedAt } from '../../db/rls';

/**
 * Client companies (and the platform's own). Platform-level rows: managed in admin mode only (no tenant, no
 * row-level security). Fields of 3-admin §3 'Company' (docs/companies-contracts.md).
 */
export const empresa = pgTable(
  'empresa',
  {
    id: id(),
    nome: text('nome').notNull(),
    nomeFantasia: text('nome_fantasia'),
    /** Digits only for CPF/CNPJ; a foreign document as typed. */
    documentoIdentificacao: text('documento_identificacao'),
    tipoPessoa: text('tipo_pessoa').$type<'fisica' | 'juridica' | 'estrangeira'>().notNull().default('juridica'),
    cep: text('cep'),
    logradouro: text('logradouro'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    estado: text('estado'),
    pais: text('pais'),
    nomeContato: text('nome_contato'),
    emailContato: text('email_contato'),
    telefoneContato: text('telefone_contato'),
    nomeGestor: text('nome_gestor'),
    emailGestor: text('email_gestor'),
    telefoneGestor: text('telefone_gestor'),
    criadoEm: createdAt(),
    atualizadoEm: updatedAt(),
  },
  (t) => [uniqueIndex('empresa_documento_uq').on(t.documentoIdentificacao).where(sql`${t.documentoIdentificacao} is not null`)],
);

/** SSO settings of a contract without the secret (stored encrypted in its own column). */
export type ContratoSso = {
  habilitado: boolean;
  tipo: 'microsoft' | 'cognito' | null;
  clientId: string | null;
  tenantId: string | null;
  instanceUrl: string | null;
  redirectUrl: string | null;
  providerName: string | null;
};

/** A company's contract; each contract owns one tenant. Fields of 3-admin §3 'Contract'. */
export const contrato = pgTable('contrato', {
  id: id(),
  empresaId: uuid('empresa_id')
    .notNull()
    .references(() => empresa.id),
  nome: text('nome').notNull(),
  isDistribuidor: boolean('is_distribuidor').notNull().default(false),
  /** quantidadeDeUsuariosContratados. */
  usuariosContratados: integer('usuarios_contratados').notNull().default(0),
  ativo: boolean('ativo').notNull().default(true),
  codigoContaAgb: text('codigo_conta_agb'),
  dataDeContrato: date('data_de_contrato'),
  dataDeValidade: date('data_de_validade'),
  observacao: text('observacao'),
  /** GB. */
  espacoEmDiscoContratado: real('espaco_em_disco_contratado').notNull().default(0),
  limiteDeRegistrosDeCursos: integer('limite_de_registros_de_cursos').notNull().default(0),
  limiteDeRegistroDeFormacoes: integer('limite_de_registro_de_formacoes').notNull().default(0),
  arquivo: text('arquivo'),
  nomeDoResponsavel: text('nome_do_responsavel'),
  emailDoResponsavel: text('email_do_responsavel'),
  celularDoResponsavel: text('celular_do_responsavel'),
  urlDeAcessoPadrao: text('url_de_acesso_padrao'),
  urlDeAcessoPersonalizado: text('url_de_acesso_personalizado'),
  emailDeComunicacao: text('email_de_comunicacao'),
  tipoPessoaGestor: text('tipo_pessoa_gestor').$type<'fisica' | 'estrangeira'>().notNull().default('fisica'),
  cpfGestor: text('cpf_gestor'),
  emailGestor: text('email_gestor'),
  nomeGestor: text('nome_gestor'),
  /** The manager's identity (person) and account in the contract's tenant. */
  personIdGestor: uuid('person_id_gestor'),
  userIdGestor: uuid('user_id_gestor'),
  classificacaoCliente: text('classificacao_cliente'),
  statusProjeto: text('status_projeto').$type<'experimentation' | 'inProduction' | 'blocked' | 'canceled'>().notNull().default('experimentation'),
  produtos: text('produtos').array().notNull().default(sql`'{}'::text[]`),
  sso: jsonb('sso').$type<ContratoSso>(),
  /** AES-256-GCM of the SSO client secret (never returned). */
  ssoClientSecret: text('sso_client_secret'),
  canceladoEm: timestamp('cancelado_em', { withTimezone: true }),
  criadoEm: createdAt(),
  atualizadoEm: updatedAt(),
});

export const tenant = pgTable('tenant', {
  id: id(),
  nome: text('nome').notNull(),
  subdominio: text('subdominio').notNull().unique(),
  contratoId: uuid('contrato_id').references(() => contrato.id),
  plataforma: boolean('plataforma').notNull().default(false),
  ativo: boolean('ativo').notNull().default(true),
  criadoEm: createdAt(),
});

/**
 * The storage quota (storage-quota.ts, docs/storage-quota.md): every object stored under a tenant's prefix with its
 * size, written in the same transaction as the tenant's running total below. No cascade: a tenant with stored files
 * is deactivated rather than destroyed (DELETE Contrato), like a tenant with any other data.
 */
export const arquivoArmazenado = pgTable(
  'arquivo_armazenado',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenant.id),
    /** The storage key (`{tenantId}/...`). */
    chave: text('chave').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    criadoEm: createdAt(),
  },
  (t) => [primaryKey({ name: 'arquivo_armazenado_pk', columns: [t.tenantId, t.chave] }), tenantPolicy('arquivo_armazenado')],
).enableRLS();

/** The tenant's running total of `arquivo_armazenado.bytes`: one row, updated with a conditional UPDATE (the quota check). */
export const usoDeArmazenamento = pgTable(
  'uso_de_armazenamento',
  {
    tenantId: uuid('tenant_id')
      .primaryKey()
      .references(() => tenant.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  },
  () => [tenantPolicy('uso_de_armazenamento')],
).enableRLS();
