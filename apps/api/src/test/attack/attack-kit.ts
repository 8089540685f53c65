import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { SEED_GROUPS } from '@plataforma/shared/permissions';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, createPerson, login, type TestApp } from '../build-test-app';

/**
 * The permanent attack suite's common parts: the operations of the OpenAPI document, the callers, real ids of the
 * attacked tenant for every path parameter, bodies built from each operation's schema, and a fingerprint of the
 * stored data to prove a refused call changed nothing. docs/security.md ('Attack suite') describes the suite.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};

type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  'x-permissions'?: string[];
  'x-permissions-match'?: 'all' | 'any';
};

export type Operation = {
  /** 'METHOD /path/{param}' as the document writes it. */
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  /** The JSON body schema, when the operation takes one. */
  jsonBody: JsonSchema | null;
  isPublic: boolean;
  permissions: string[];
  permissionMatch: 'all' | 'any';
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export const loadOperations = async (t: TestApp): Promise<Operation[]> => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]): Operation => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: !!p.required, schema: p.schema ?? {} })),
        jsonBody: op.requestBody?.content['application/json']?.schema ?? null,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        permissions: op['x-permissions'] ?? [],
        permissionMatch: op['x-permissions-match'] ?? 'all',
      })),
  );
};

/** Whether the seed's learner group (Aluno) holds what the operation requires. */
export const learnerMayCall = (op: Operation) => {
  const held: readonly string[] = SEED_GROUPS.Aluno;
  if (op.permissions.length === 0) return true;
  return op.permissionMatch === 'any' ? op.permissions.some((p) => held.includes(p)) : op.permissions.every((p) => held.includes(p));
};

export type Role = 'anonymous' | 'learner' | 'manager' | 'admin' | 'otherAdmin';
export const ROLES: Role[] = ['anonymous', 'otherAdmin', 'learner', 'manager', 'admin'];

/** Access tokens of the demo tenant's learner, manager and administrator, and of the acme tenant's administrator. */
export const signInAll = async (t: TestApp): Promise<Record<Role, string | null>> => ({
  anonymous: null,
  learner: (await login(t.app, 'aluno@demo.local')).access_token,
  manager: (await login(t.app, 'gestor@demo.local')).access_token,
  admin: (await login(t.app, 'admin@demo.local')).access_token,
  otherAdmin: (await login(t.app, 'admin@acme.local')).access_token,
});

/** One connection pool per database, as its owner: the suite inspects every tenant's rows and every table. */
const pools = new Map<string, pg.Pool>();
const ownerPool = (t: TestApp) => {
  let pool = pools.get(t.ownerUrl);
  if (!pool) {
    pool = new pg.Pool({ connectionString: t.ownerUrl, max: 2 });
    pools.set(t.ownerUrl, pool);
  }
  return pool;
};

/** Closes the owner connections of a file (its afterAll). */
export const closeOwnerPools = async () => {
  await Promise.all([...pools.values()].map((p) => p.end()));
  pools.clear();
};

const dialect = new PgDialect();

/** The rows of a query run as the database's owner. */
export const query = async <T>(t: TestApp, statement: SQL): Promise<T[]> => {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return (await ownerPool(t).query(text, params)).rows as T[];
};

/** Tables holding a tenant's rows (those with a tenant_id column). */
export const tenantTables = async (t: TestApp): Promise<string[]> => {
  const rows = await query<{ table_name: string }>(t, sql`select distinct table_name from information_schema.columns where table_schema = 'public' and column_name = 'tenant_id' order by table_name`);
  return rows.map((r) => r.table_name);
};

/** Every id of a tenant's rows, by table (an id column of type uuid). */
export const idsByTable = async (t: TestApp, tenantId: string): Promise<Record<string, string[]>> => {
  const tables = await query<{ table_name: string }>(
    t,
    sql`
      select c.table_name from information_schema.columns c
      join information_schema.columns i on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id' and i.data_type = 'uuid'
      where c.table_schema = 'public' and c.column_name = 'tenant_id' order by c.table_name`,
  );
  const result: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    const ids = await query<{ id: string }>(t, sql`select id::text as id from ${sql.identifier(table)} where tenant_id = ${tenantId} order by id`);
    result[table] = ids.map((r) => r.id);
  }
  return result;
};

/** Tables whose rows change as a side effect of any call (sign-in log, sessions, counters, caches): left out of fingerprints. */
const VOLATILE = new Set(['log_autenticacao', 'refresh_token', 'rate_limit', 'versao_de_cache', 'token_de_senha']);

/**
 * A fingerprint of the stored data: per table, the row count and a hash of every row; for one tenant's rows when
 * `tenantId` is given (and the identities of its people), else of every table of the public schema.
 */
export const fingerprint = async (t: TestApp, tenantId?: string): Promise<Record<string, string>> => {
  const all = await query<{ table_name: string }>(t, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const withTenant = new Set(await tenantTables(t));
  const parts: SQL[] = [];
  for (const { table_name: table } of all) {
    if (VOLATILE.has(table) || table.startsWith('__')) continue;
    if (tenantId && !withTenant.has(table) && table !== 'identidade' && table !== 'tenant') continue;
    const where =
      !tenantId ? sql`true`
      : table === 'tenant' ? sql`x.id = ${tenantId}`
      : table === 'identidade' ? sql`x.id in (select identidade_id from usuario where tenant_id = ${tenantId})`
      : sql`x.tenant_id = ${tenantId}`;
    parts.push(sql`select ${table}::text as t, count(*)::int as n, md5(string_agg(x::text, '|' order by x::text)) as h from ${sql.identifier(table)} x where ${where}`);
  }
  // One statement for every table: the suite takes a fingerprint around each operation.
  const rows = await query<{ t: string; n: number; h: string | null }>(t, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.t, `${r.n}:${r.h ?? ''}`]));
};

/** Tables whose fingerprint differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);

export type Fixture = {
  tenantId: string;
  ids: Record<string, string[]>;
  learnerId: string;
  adminId: string;
  /** An account of the attacked tenant that is none of the callers: the person whose account the operations name. */
  victimId: string;
};

const first = (f: Fixture, table: string) => (table === 'usuario' ? f.victimId : (f.ids[table]?.[0] ?? '00000000-0000-4000-8000-000000000000'));

/** Which table an operation's `{id}` names, by its path (first match wins). */
const ID_TABLES: [RegExp, string][] = [
  [/usuario\/inscricao\/\{id\}/i, 'usuario'],
  [/inscricao\/\{id\}/i, 'inscricao'],
  [/importacao|import\/?batch/i, 'importacao'],
  [/getpermissionfromuser|usuario\/\{id\}|useraccount|forgotpassword/i, 'usuario'],
  [/grupoDePermissao/i, 'grupo_de_permissao'],
  [/termoDeUso/i, 'termo_de_uso'],
  [/Contrato/i, 'contrato'],
  [/Departamento/i, 'departamento'],
  [/Cargo/i, 'cargo'],
  [/unidadeDeNegocio/i, 'unidade_de_negocio'],
  [/Empresa/i, 'empresa'],
  [/GetAllBySection|Secao\/\{id\}/i, 'secao'],
  [/Competencia/i, 'competencia'],
  [/Categoria/i, 'categoria'],
  [/Segmentacao/i, 'segmentacao'],
  [/item\/curso|curso\//i, 'curso'],
  [/item\/trilha|formacao\//i, 'formacao'],
  [/midiaArquivo/i, 'midia_arquivo'],
  [/scormacompanhamento\/\{id\}/i, 'scorm_acompanhamento'],
  [/midia|item\/midia/i, 'midia'],
  [/inscricaoautomatizada/i, 'inscricao_automatizada'],
  [/NotificacaoAutomatizada/i, 'notificacao_automatizada'],
  [/MidiaAnotacaoUsuario/i, 'midia_anotacao_usuario'],
  [/salaDeAula/i, 'curso'],
  [/Avaliacao\/(student|evaluator)\/\{id\}/i, 'usuario_avaliacao'],
  [/Avaliacao/i, 'avaliacao'],
  [/CertificadoExterno/i, 'certificado_externo'],
  [/certificadoUsuario/i, 'certificado_usuario'],
  [/Certificado/i, 'certificado'],
  [/Secao/i, 'secao'],
];

/** Values of named path parameters that are not ids of a table, or whose table the name says. */
const NAMED: Record<string, (f: Fixture) => string> = {
  ownerId: (f) => f.tenantId,
  userId: (f) => f.victimId,
  permissionId: (f) => first(f, 'grupo_de_permissao'),
  midiaId: (f) => first(f, 'midia'),
  contextoId: (f) => first(f, 'curso'),
  questaoId: (f) => first(f, 'questao'),
  answerId: (f) => first(f, 'usuario_avaliacao_resposta'),
  certificateId: (f) => first(f, 'certificado'),
  subId: (f) => first(f, 'midia_legenda'),
  fileId: (f) => first(f, 'midia_arquivo'),
  token: () => 'token-invalido',
  role: () => 'card',
  alias: () => 'fundo',
  decision: () => 'aceitar',
  status: () => 'ativos',
  tipo: () => 'curso',
  momento: () => 'inicio',
  type: () => 'Documentos',
  doc: () => '11222333000181',
  credential: () => 'ABC123',
  user: () => 'aluno@demo.local',
  '*': () => 'index.html',
};

/** The tenant's real id for each path parameter of the operation (a random one when the tenant has no such row). */
export const pathParamValues = (op: Operation, f: Fixture): Record<string, string> => {
  const table = ID_TABLES.find(([pattern]) => pattern.test(op.path))?.[1];
  return Object.fromEntries(
    op.pathParams.map((name) => {
      if (NAMED[name]) return [name, NAMED[name](f)];
      if (name === 'id' && table) return [name, first(f, table)];
      if (/^[abcd]$/.test(name)) return [name, name === 'a' ? first(f, 'curso') : name === 'b' ? f.victimId : first(f, 'certificado')];
      return [name, first(f, table ?? 'usuario')];
    }),
  );
};

/** Whether the operation names one of the tenant's rows in its path. */
export const takesRealId = (op: Operation, f: Fixture) => {
  const values = Object.values(pathParamValues(op, f));
  const known = new Set([f.tenantId, f.learnerId, f.victimId, ...Object.values(f.ids).flat()]);
  return values.some((v) => known.has(v));
};

export const urlOf = (op: Operation, values: Record<string, string>, query = '') =>
  op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x')) + (query ? `?${query}` : '');

/** A query string with every required query parameter filled. */
export const requiredQuery = (op: Operation, f: Fixture) =>
  op.query
    .filter((q) => q.required)
    .map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(String(sample(q.schema, f, q.name)))}`)
    .join('&');

let unique = 0;

/** A plausible value of a schema (required properties only): enough to pass validation where the schema alone decides. */
/** The table a uuid field names, by its name (`secoesIds`, `cargoId`, `usuariosIds`...). */
const FIELD_TABLES: [RegExp, string][] = [
  [/usuario|user|gestor|avaliador/i, 'usuario'],
  [/secao|secoes|section/i, 'secao'],
  [/curso/i, 'curso'],
  [/formacao|formacoes|trilha/i, 'formacao'],
  [/midia/i, 'midia'],
  [/cargo/i, 'cargo'],
  [/departamento/i, 'departamento'],
  [/unidade/i, 'unidade_de_negocio'],
  [/competencia|skill/i, 'competencia'],
  [/categoria/i, 'categoria'],
  [/segmentac/i, 'segmentacao'],
  [/grupo|permission/i, 'grupo_de_permissao'],
  [/avaliac/i, 'avaliacao'],
  [/certificado/i, 'certificado'],
  [/termo/i, 'termo_de_uso'],
];

export type SampleOptions = { /** Arrays get one item even when none is required (to carry ids). */ fillArrays?: boolean };

export const sample = (schema: JsonSchema | undefined, f: Fixture, name = '', depth = 0, options: SampleOptions = {}): unknown => {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return sample(alternatives.find((a) => a.type !== 'null') ?? alternatives[0], f, name, depth + 1, options);
  if (schema.allOf?.length) return sample(Object.assign({}, ...schema.allOf) as JsonSchema, f, name, depth + 1, options);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        const carriesIds = options.fillArrays && /id/i.test(key);
        if (schema.required?.includes(key) || carriesIds) out[key] = sample(prop, f, key, depth + 1, options);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, options.fillArrays ? 1 : 0) }, () => sample(schema.items, f, name, depth + 1, options));
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
      return typeof schema.maximum === 'number' ? Math.min(min, schema.maximum) : min;
    }
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'uuid') return first(f, FIELD_TABLES.find(([pattern]) => pattern.test(name))?.[1] ?? 'curso');
      if (schema.format === 'email') return `ataque.${(unique += 1)}.${Date.now().toString(36)}@teste.local`;
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2026-01-01';
      const length = Math.max(schema.minLength ?? 1, Math.min(8, schema.maxLength ?? 8));
      return `Ataque ${(unique += 1)}`.padEnd(length, 'x').slice(0, schema.maxLength ?? 64);
    }
    default:
      return null;
  }
};

/** The optional free-text fields at the top of a body schema (hostile text goes there too). */
export const optionalTextFields = (schema: JsonSchema | null): string[] =>
  Object.entries(schema?.properties ?? {})
    .filter(([key]) => !schema?.required?.includes(key))
    .filter(([, prop]) => {
      const types = [prop, ...(prop.anyOf ?? [])].map((p) => p.type).flat();
      return types.includes('string') && !prop.format && !prop.enum;
    })
    .map(([key]) => key);

/** Paths to every string leaf of a value (hostile text goes there one at a time). */
export const stringLeaves = (value: unknown, path: (string | number)[] = []): (string | number)[][] => {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  return [];
};

/** A copy of `value` with the leaf at `path` replaced. */
export const withLeaf = (value: unknown, path: (string | number)[], leaf: unknown): unknown => {
  if (path.length === 0) return leaf;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]] = withLeaf(copy[path[0]], path.slice(1), leaf);
  return copy;
};

/** A failure envelope: `{ success: false, notifications: [{ message }] }`. */
export const isFailureEnvelope = (res: LightMyRequestResponse) => {
  try {
    const body = res.json<{ success?: unknown; notifications?: { message?: unknown }[] }>();
    return body.success === false && Array.isArray(body.notifications) && body.notifications.every((n) => typeof n.message === 'string');
  } catch {
    return false;
  }
};

/** Every uuid a reply carries. */
export const uuidsIn = (text: string) => new Set(text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi)?.map((u) => u.toLowerCase()) ?? []);

export const authOf = (token: string | null, extra: Record<string, string> = {}) => ({ ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra });

export type AttackContext = { t: TestApp; ops: Operation[]; tokens: Record<Role, string | null>; fixture: Fixture; otherFixture: Fixture };

/** The app on this file's own database, its operations, the callers' tokens and the demo (attacked) tenant's ids. */
export const setUpAttack = async (t: TestApp): Promise<AttackContext> => {
  const ops = await loadOperations(t);
  const tokens = await signInAll(t);
  await createObjects(t, ops, tokens.admin as string, t.tenants.demo, await t.userId('aluno@demo.local', 'demo'));
  await createObjects(t, ops, tokens.otherAdmin as string, t.tenants.acme, await t.userId('aluno@acme.local', 'acme'));
  const victim = await createPerson(t, { nome: 'Pessoa Atacada', accounts: [{ tenant: 'demo' }] });
  const otherVictim = await createPerson(t, { nome: 'Pessoa Atacada da Acme', accounts: [{ tenant: 'acme' }] });
  const fixture: Fixture = {
    tenantId: t.tenants.demo,
    ids: await idsByTable(t, t.tenants.demo),
    learnerId: await t.userId('aluno@demo.local', 'demo'),
    adminId: await t.userId('admin@demo.local', 'demo'),
    victimId: victim.accounts.demo,
  };
  const otherFixture: Fixture = {
    tenantId: t.tenants.acme,
    ids: await idsByTable(t, t.tenants.acme),
    learnerId: await t.userId('aluno@acme.local', 'acme'),
    adminId: await t.userId('admin@acme.local', 'acme'),
    victimId: otherVictim.accounts.acme,
  };
  return { t, ops, tokens, fixture, otherFixture };
};

/**
 * Objects of the attacked tenant made by its administrator through the API (a body built from the schema with the
 * fields each creation needs), then an enrolment written straight to its table:
 * every kind of id the operations take exists, so calls reach the rows and not a 404 of an unknown id.
 */
const createObjects = async (t: TestApp, ops: Operation[], adminToken: string, tenantId: string, learnerId: string) => {
  const f: Fixture = { tenantId, ids: await idsByTable(t, tenantId), learnerId, adminId: learnerId, victimId: learnerId };
  const create = async (path: string, fields: Record<string, unknown>) => {
    const op = ops.find((o) => o.method === 'POST' && o.path.toLowerCase() === path.toLowerCase());
    const base = op?.jsonBody ? (sample(op.jsonBody, f) as Record<string, unknown>) : {};
    const res = await t.app.inject({ method: 'POST', url: path, headers: authOf(adminToken), payload: { ...base, ...fields } });
    if (res.statusCode >= 300) throw new Error(`could not create ${path}: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>().id;
  };
  const midiaId = await create('/api/v1/midia', { nome: 'Objeto do ataque', tipo: 'link', link: 'https://example.com/aula', duration: 120 });
  const cursoId = await create('/api/v1/curso', { titulo: 'Curso do ataque' });
  const formacaoId = await create('/api/v1/formacao', { titulo: 'Trilha do ataque' });
  await create('/api/v1/Secao', { nome: 'Seção do ataque', itensDaSecao: [{ tipo: 'midia', id: midiaId }, { tipo: 'curso', id: cursoId }, { tipo: 'formacao', id: formacaoId }] });
  await create('/api/v1/Segmentacao', { nome: 'Segmentação do ataque', usuariosIds: [f.learnerId] });
  await create('/api/v1/Avaliacao', {
    title: 'Avaliação do ataque',
    type: 'Aprendizagem',
    questions: [{ type: 'Objetiva', statement: 'Dois mais dois?', options: [{ text: 'Quatro', isTrue: true }, { text: 'Cinco', isTrue: false }] }],
  });
  // On a job title nobody holds: the rule enrols no one in the background while the suite compares fingerprints.
  const cargoId = await create('/api/v1/Cargo', { nome: 'Cargo do ataque' });
  await create('/api/v1/inscricaoautomatizada', { tipo: 'Cargo', cargoId, itens: [{ tipo: 'curso', id: cursoId }] });
  // Inactive: running it is refused, so the suite's calls send no e-mail and record nothing.
  await create('/api/v1/NotificacaoAutomatizada', {
    name: 'Notificação do ataque',
    eventType: 'NaoAcessouPlataforma',
    sendingInterval: 'UnicaVez',
    daysNoAccess: 30,
    subject: 'Assunto',
    template: 'Olá {{nome}}',
    segmentacaoIds: [],
    additionalRecipient: null,
    active: false,
  });
  await query(t, sql`insert into inscricao (tenant_id, usuario_id, tipo, curso_id, percentual, status, data_inscricao, ativo)
    values (${tenantId}, ${f.learnerId}, 'curso', ${cursoId}, 0, 'not-started', now(), true) on conflict do nothing`);
};

/** Reads first, then writes, deletions last: a deletion does not take away the row later calls name. */
export const byMethodOrder = (ops: Operation[]) => {
  const rank = (m: string) => ({ GET: 0, POST: 1, PUT: 2, PATCH: 2, DELETE: 3 })[m] ?? 1;
  return [...ops].sort((a, b) => rank(a.method) - rank(b.method));
};

/**
 * Operations anyone may call without a session: sign-in and password recovery, the login screen's parameters,
 * certificate validation, and files reached through a signed address (the token in the path is the credential).
 * The suite fails when the document's public set differs from this list.
 */
export const PUBLIC_OPERATIONS = [
  'POST /api/v1/autenticacao/login',
  'POST /api/v1/Login',
  'POST /api/v1/autenticacao/Refresh',
  'POST /api/v1/autenticacao/logout',
  'GET /api/v1/autenticacao/forgotpassword/{user}',
  'POST /api/v1/autenticacao/CreatePassword',
  'POST /api/v1/User/CreatePassword',
  'POST /api/v1/usuario/CreatePassword',
  'POST /api/v1/User/ConfirmEmail',
  'GET /api/v1/usuario/{id}/LinkResetPassword',
  'POST /api/v1/Parametro/open/parametros',
  'GET /api/v1/Secao/{id}/imagem/{role}/{token}',
  'GET /api/v1/midia/public/{id}',
  'GET /api/v1/midia/{id}/acesso/{token}/arquivo/{fileId}',
  'GET /api/v1/midia/{id}/acesso/{token}/legenda/{subId}',
  'GET /api/v1/midia/{id}/acesso/{token}/hls/{*}',
  'GET /api/v1/midia/{id}/acesso/{token}/documento.pdf',
  'GET /api/v1/curso/{id}/card/{fileId}/{token}',
  'GET /api/v1/formacao/{id}/card/{fileId}/{token}',
  'GET /api/v1/MidiaAnotacaoUsuario/{id}/imagem/{token}',
  'GET /api/v1/Comunicacao/imagem/{imagemId}/{token}',
  // customisation files and tenant scripts: the sign-in page shows the files before anyone signs in, and a <script src> sends no token
  'GET /api/v1/Parametro/arquivo/{tenantId}/{id}',
  'GET /api/v1/Parametro/script/{tenantId}/{index}',
  'GET /api/v1/Certificado/validate/{credential}/credential',
  'GET /api/v1/Certificado/{id}/arquivo/{alias}/{token}',
  'GET /api/v1/certificadousuario/{credential}/public',
  'GET /api/v1/certificadousuario/{credential}/public/imagem',
  // the built-in demonstration BI panel: the signed embed token in the path is the credential (docs/bi.md)
  'GET /api/v1/PainelVistraBI/demo/embed/dashboard/{*}',
  'GET /api/health',
];

export type CallResult = { op: Operation; role: Role; status: number; res: LightMyRequestResponse };

/** Calls an operation as a role with real ids, its required query and a body built from its schema. */
export const callOperation = async (ctx: AttackContext, op: Operation, role: Role, fixture: Fixture = ctx.fixture, extraHeaders: Record<string, string> = {}): Promise<CallResult> => {
  const url = urlOf(op, pathParamValues(op, fixture), requiredQuery(op, fixture));
  const payload = op.jsonBody ? (sample(op.jsonBody, fixture) as object) : undefined;
  const res = await ctx.t.app.inject({
    method: op.method as 'GET',
    url,
    headers: authOf(ctx.tokens[role], extraHeaders),
    ...(payload === undefined ? {} : { payload }),
  });
  return { op, role, status: res.statusCode, res };
};

export const describeFailure = (r: CallResult, why: string) => `${r.role} ${r.op.key} -> ${r.status} (${why}): ${r.res.body.slice(0, 200)}`;

/**
 * The set-up every attack file shares: a test app on its own database, the attacked and attacking tenants' objects
 * and people (setUpAttack), handed to `ready` before the file's tests run; everything closed after them.
 */
export const attackSuite = (ready: (t: TestApp, ctx: AttackContext) => void) => {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp();
    ready(t, await setUpAttack(t));
  });
  afterAll(async () => {
    await closeOwnerPools();
    await t?.close();
  });
};
