import { z } from 'zod';
import { createdAtRangeQuerySchema, queryBooleanSchema, sortQuerySchema } from '../core/list-query.ts';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';
import { isValidCpf, onlyDigits } from '../validation/cpf.ts';
import { storageUsageSchema } from './storage-quota.ts';
import { EVEN_WITH_FIELD_ERRORS, COMPANY_NAME_MAX, optionalEmail, optionalPhone, optionalTrimmedText } from './companies.ts';

/**
 * Contracts (Contrato, /conta/contrato and /conta/meu-contrato), 3-admin §3 'Contract': a company's contract, which owns
 * one tenant (the customer's environment). Field names are the spec's. The file is `client-contracts.ts` because
 * `contracts.ts` of this folder holds the zod contracts of departments and job titles. docs/companies-contracts.md
 * lists what the spec leaves open.
 */

// ---------------------------------------------------------------- constants

/** statusProjeto (3-admin §3, §4): experimentation, in production, blocked, canceled. */
export const STATUS_PROJETO = ['experimentation', 'inProduction', 'blocked', 'canceled'] as const;
export type StatusProjeto = (typeof STATUS_PROJETO)[number];

/** classificacaoCliente (3-admin §3): the fixed values; a product of the contract is accepted as well ('{product}'). */
export const CLASSIFICACOES_CLIENTE = ['embarcado', 'plantar', 'parceiro', 'termoadesao', 'experimentacao'] as const;
export type ClassificacaoCliente = (typeof CLASSIFICACOES_CLIENTE)[number];

/** Product lines offered in the form (3-admin §3: a CRM line, several ERP lines, BI and others; the full list is not shown). */
export const PRODUCT_SUGGESTIONS = ['CRM', 'ERP Agro', 'ERP Varejo', 'ERP Indústria', 'ERP Serviços', 'BI', 'Outros'] as const;
export const PRODUCT_NAME_MAX = 40;
export const PRODUCTS_MAX = 20;

/** SSO provider kinds (3-admin §2): a Microsoft directory (Entra ID) and a cloud user-pool service (Cognito). */
export const SSO_PROVIDERS = ['microsoft', 'cognito'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

export const CONTRACT_NOTES_MAX = 1000;
export const CONTRACTED_USERS_MAX = 10_000_000;
export const DISK_SPACE_MAX_GB = 1_000_000;
export const REGISTRY_LIMIT_MAX = 1_000_000;
export const SUBDOMAIN_MAX = 63;
/** Sub-domains a contract never gets (the platform's own host names). */
export const RESERVED_SUBDOMAINS = ['www', 'api', 'app', 'admin', 'static', 'assets', 'mail', 'plataforma'] as const;

// ---------------------------------------------------------------- pure rules

/** 'CRM, BI' or ['CRM', 'BI'] -> ['CRM', 'BI']: trimmed, empty entries dropped, duplicates (ignoring case) removed. */
export const parseProducts = (value: string | readonly string[] | null | undefined): string[] => {
  const parts = typeof value === 'string' ? value.split(',') : [...(value ?? [])];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const name = part.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
};

/** The spec's comma list: ['CRM', 'BI'] -> 'CRM,BI'. */
export const joinProducts = (products: readonly string[]): string => products.join(',');

/** A classification is one of the fixed values or one of the contract's products (3-admin §3 '{product}'). */
export const isValidClassification = (value: string, produtos: readonly string[]): boolean =>
  (CLASSIFICACOES_CLIENTE as readonly string[]).includes(value) || produtos.some((p) => p.toLowerCase() === value.toLowerCase());

/** Lower-case label with accents removed and everything but letters, digits and hyphens turned into hyphens. */
export const slugify = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SUBDOMAIN_MAX)
    .replace(/-+$/g, '');

/**
 * The sub-domain a new contract's tenant gets: the first label of urlDeAcessoPadrao ('https://acme.plataforma.com/x',
 * 'acme.plataforma.com' or plain 'acme'), else a slug of the company name; 'cliente' when nothing usable is left.
 */
export const subdomainFrom = (urlDeAcessoPadrao: string | null | undefined, companyName: string): string => {
  const url = (urlDeAcessoPadrao ?? '').trim();
  if (url) {
    const host = url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/?#:]/)[0];
    const label = slugify(host.split('.')[0] ?? '');
    if (label) return label;
  }
  return slugify(companyName) || 'cliente';
};

/** `base`, or `base-2`, `base-3`... the first not taken (nor reserved). */
export const uniqueSubdomain = (base: string, taken: ReadonlySet<string>): string => {
  const free = (candidate: string) => !taken.has(candidate) && !(RESERVED_SUBDOMAINS as readonly string[]).includes(candidate);
  if (free(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SUBDOMAIN_MAX - suffix.length).replace(/-+$/g, '')}${suffix}`;
    if (free(candidate)) return candidate;
  }
};

/** Whether urlDeAcessoPadrao is a sub-domain label or an http(s) address whose first label can be one. */
export const isValidAccessUrl = (value: string): boolean => {
  const text = value.trim();
  if (/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(text)) return true;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname);
  } catch {
    return false;
  }
};

/** An http(s) address (custom access address, SSO instance and redirect addresses). */
export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The state of a contract's subscription (GET v2 Contrato/subscription/{id}). */
export const SUBSCRIPTION_STATUSES = ['active', 'trial', 'blocked', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * canceled (inactive contract or project canceled) > blocked > expired (dataDeValidade before today, compared at day
 * granularity: 1-shell §4) > trial (experimentation) > active.
 */
export const subscriptionStatus = (
  contract: { active: boolean; statusProjeto: StatusProjeto; dataDeValidade: string | null },
  today: string,
): SubscriptionStatus => {
  if (!contract.active || contract.statusProjeto === 'canceled') return 'canceled';
  if (contract.statusProjeto === 'blocked') return 'blocked';
  if (contract.dataDeValidade && contract.dataDeValidade < today) return 'expired';
  if (contract.statusProjeto === 'experimentation') return 'trial';
  return 'active';
};

/** Whole days from `today` to `date` (both YYYY-MM-DD); negative when past. */
export const daysBetween = (today: string, date: string): number => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/** The calendar day of an instant in a time zone, as YYYY-MM-DD (the platform's day: America/Sao_Paulo). */
export const isoDateIn = (instant: Date, timeZone = 'America/Sao_Paulo'): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

export type UsageLevel = 'ok' | 'warning' | 'full';

/**
 * Usage of the contracted users: the share used (null when nothing is contracted) and a level for the usage bar —
 * full when no more active users fit (the users screen refuses a new one: 3-admin §4), warning from 80 %.
 */
export const usageOf = (usuariosAtivos: number, usuariosContratados: number): { percent: number | null; level: UsageLevel } => {
  if (usuariosContratados <= 0) return { percent: null, level: usuariosAtivos > 0 ? 'full' : 'ok' };
  const percent = Math.round((usuariosAtivos / usuariosContratados) * 1000) / 10;
  return { percent, level: usuariosAtivos >= usuariosContratados ? 'full' : percent >= 80 ? 'warning' : 'ok' };
};

// ---------------------------------------------------------------- schemas

/** YYYY-MM-DD: 'Campo obrigatório' when missing, 'Data inválida' otherwise. */
const isoDate = z.iso.date({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'validation.required' : 'validation.invalidDate') });

export const ssoSettingsSchema = z.object({
  habilitado: z.boolean(),
  tipo: z.enum(SSO_PROVIDERS).nullable(),
  clientId: z.string().nullable(),
  /** Directory (tenant) id for Microsoft; the user-pool id for Cognito. */
  tenantId: z.string().nullable(),
  instanceUrl: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  providerName: z.string().nullable(),
  /** Whether a client secret is stored (the secret itself is never returned). */
  clientSecretDefinido: z.boolean(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const contractSchema = z.object({
  id: z.string(),
  nome: z.string(),
  /** The company (pessoa) of the contract: pessoaId and empresaId are the same id; owner too (tenants/{ownerId}). */
  pessoaId: z.string(),
  empresaId: z.string(),
  owner: z.string(),
  nomeEmpresa: z.string(),
  codigoContaAGB: z.string().nullable(),
  dataDeContrato: z.string().nullable(),
  dataDeValidade: z.string().nullable(),
  observacao: z.string().nullable(),
  quantidadeDeUsuariosContratados: z.number().int(),
  espacoEmDiscoContratado: z.number(),
  limiteDeRegistrosDeCursos: z.number().int(),
  limiteDeRegistroDeFormacoes: z.number().int(),
  arquivo: z.string().nullable(),
  nomeDoResponsavel: z.string().nullable(),
  emailDoResponsavel: z.string().nullable(),
  celularDoResponsavel: z.string().nullable(),
  urlDeAcessoPadrao: z.string().nullable(),
  urlDeAcessoPersonalizado: z.string().nullable(),
  emailDeComunicacaoUsadoPelaEmpresa: z.string().nullable(),
  tipoPessoaGestor: z.enum(['fisica', 'estrangeira']),
  cpfGestor: z.string().nullable(),
  emailGestor: z.string().nullable(),
  nomeGestor: z.string().nullable(),
  personIdGestor: z.string().nullable(),
  userIdGestor: z.string().nullable(),
  tenantIdDoContrato: z.string().nullable(),
  subdominio: z.string().nullable(),
  active: z.boolean(),
  qtdeUsuarioAtivos: z.number().int(),
  secoesIds: z.array(z.string()),
  contratosComunicacoes: z.array(z.object({ id: z.string(), communicationId: z.string(), contractId: z.string() })),
  createdAt: z.string(),
  classificacaoCliente: z.string().nullable(),
  statusProjeto: z.enum(STATUS_PROJETO),
  /** Comma list (3-admin §3). */
  produtos: z.string(),
  isDistribuidor: z.boolean(),
  /** The platform's own contract (cannot be deleted). */
  plataforma: z.boolean(),
  sso: ssoSettingsSchema,
});
export type Contract = z.infer<typeof contractSchema>;

export const CONTRACT_SORT_FIELDS = [
  'nomeEmpresa',
  'nome',
  'dataDeContrato',
  'dataDeValidade',
  'statusProjeto',
  'classificacaoCliente',
  'quantidadeDeUsuariosContratados',
  'qtdeUsuarioAtivos',
  'active',
  'createdAt',
] as const;
export type ContractSortField = (typeof CONTRACT_SORT_FIELDS)[number];

export const listContractsRequestSchema = pageQuerySchema.extend(sortQuerySchema(CONTRACT_SORT_FIELDS, 'nomeEmpresa').shape).extend({
  /** Part of the company name, trade name, contract name or sub-domain. */
  search: z.string().trim().max(COMPANY_NAME_MAX).optional(),
  nomeEmpresa: z.string().trim().max(COMPANY_NAME_MAX).optional(),
  empresaId: z.uuid().optional(),
  statusProjeto: z.enum(STATUS_PROJETO).optional(),
  classificacaoCliente: z.string().trim().max(PRODUCT_NAME_MAX).optional(),
  active: queryBooleanSchema.optional(),
  isDistribuidor: queryBooleanSchema.optional(),
  ...createdAtRangeQuerySchema.shape,
});
export type ListContractsRequest = z.input<typeof listContractsRequestSchema>;
export const listContractsResponseSchema = pagedSchema(contractSchema);
export type ListContractsResponse = z.infer<typeof listContractsResponseSchema>;

export const getContractResponseSchema = contractSchema;

const count = (max: number) => z.number().int('errors.invalidRequest').min(0).max(max);

const ssoRequestSchema = z.object({
  habilitado: z.boolean().default(false),
  tipo: z.enum(SSO_PROVIDERS).nullish().transform((v) => v ?? null),
  clientId: optionalTrimmedText(200),
  tenantId: optionalTrimmedText(200),
  instanceUrl: optionalTrimmedText(500),
  redirectUrl: optionalTrimmedText(500),
  providerName: optionalTrimmedText(100),
  /** Write only: a new secret replaces the stored one; null removes it; omitted or '' keeps it. */
  clientSecret: z.string().max(500).nullish(),
});

const contractFields = z.object({
  empresaId: z.uuid({ error: (issue) => (issue.input ? 'errors.invalidRequest' : 'validation.required') }),
  nome: optionalTrimmedText(COMPANY_NAME_MAX),
  codigoContaAGB: optionalTrimmedText(50),
  dataDeContrato: isoDate,
  dataDeValidade: isoDate.nullish().transform((v) => v ?? null),
  observacao: optionalTrimmedText(CONTRACT_NOTES_MAX),
  quantidadeDeUsuariosContratados: count(CONTRACTED_USERS_MAX),
  espacoEmDiscoContratado: z.number().min(0).max(DISK_SPACE_MAX_GB).default(0),
  limiteDeRegistrosDeCursos: count(REGISTRY_LIMIT_MAX).default(0),
  limiteDeRegistroDeFormacoes: count(REGISTRY_LIMIT_MAX).default(0),
  nomeDoResponsavel: optionalTrimmedText(COMPANY_NAME_MAX),
  emailDoResponsavel: optionalEmail,
  celularDoResponsavel: optionalPhone,
  urlDeAcessoPadrao: optionalTrimmedText(200),
  urlDeAcessoPersonalizado: optionalTrimmedText(500),
  emailDeComunicacaoUsadoPelaEmpresa: optionalEmail,
  tipoPessoaGestor: z.enum(['fisica', 'estrangeira']).default('fisica'),
  cpfGestor: optionalTrimmedText(30),
  emailGestor: optionalEmail,
  nomeGestor: optionalTrimmedText(COMPANY_NAME_MAX),
  classificacaoCliente: optionalTrimmedText(PRODUCT_NAME_MAX),
  statusProjeto: z.enum(STATUS_PROJETO).default('experimentation'),
  /** Comma list or array of product names. */
  produtos: z.union([z.string().max(PRODUCTS_MAX * (PRODUCT_NAME_MAX + 1)), z.array(z.string().max(PRODUCT_NAME_MAX)).max(PRODUCTS_MAX)]).nullish(),
  isDistribuidor: z.boolean().default(false),
  active: z.boolean().default(true),
  sso: ssoRequestSchema.nullish(),
});

/**
 * POST v2 Contrato / PUT Contrato/{id}. Cross-field rules: validity not before the contract date; classification one
 * of the fixed values or a product of the contract; a manager CPF with valid check digits when the manager is a
 * natural person, and the manager's name with an e-mail; with SSO on, the provider kind, client id and (Microsoft)
 * directory id.
 */
export const contractRequestSchema = contractFields
  .superRefine((value, ctx) => {
    const add = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', message, path });
    if (value.dataDeValidade && value.dataDeContrato && value.dataDeValidade < value.dataDeContrato) add(['dataDeValidade'], 'contracts.validityBeforeStart');
    const produtos = parseProducts(value.produtos ?? null);
    if (produtos.length > PRODUCTS_MAX) add(['produtos'], 'validation.maxItems');
    if (produtos.some((p) => p.length > PRODUCT_NAME_MAX)) add(['produtos'], 'contracts.productTooLong');
    if (value.classificacaoCliente && !isValidClassification(value.classificacaoCliente, produtos)) add(['classificacaoCliente'], 'contracts.invalidClassification');
    if (value.urlDeAcessoPadrao && !isValidAccessUrl(value.urlDeAcessoPadrao)) add(['urlDeAcessoPadrao'], 'contracts.invalidAccessUrl');
    if (value.urlDeAcessoPersonalizado && !isHttpUrl(value.urlDeAcessoPersonalizado)) add(['urlDeAcessoPersonalizado'], 'contracts.invalidUrl');
    if (value.cpfGestor && value.tipoPessoaGestor === 'fisica' && !isValidCpf(value.cpfGestor)) add(['cpfGestor'], 'validation.invalidCpf');
    if ((value.cpfGestor || value.emailGestor) && !value.nomeGestor) add(['nomeGestor'], 'validation.required');
    if ((value.cpfGestor || value.nomeGestor) && !value.emailGestor) add(['emailGestor'], 'validation.required');
    const sso = value.sso;
    if (sso?.habilitado) {
      if (!sso.tipo) add(['sso', 'tipo'], 'validation.required');
      if (!sso.clientId) add(['sso', 'clientId'], 'validation.required');
      if (sso.tipo === 'microsoft' && !sso.tenantId) add(['sso', 'tenantId'], 'validation.required');
    }
    for (const key of ['instanceUrl', 'redirectUrl'] as const) {
      const url = sso?.[key];
      if (url && !isHttpUrl(url)) add(['sso', key], 'contracts.invalidUrl');
    }
  }, EVEN_WITH_FIELD_ERRORS)
  .transform((value) => ({
    ...value,
    produtos: parseProducts(value.produtos ?? null),
    cpfGestor: value.cpfGestor && value.tipoPessoaGestor === 'fisica' ? onlyDigits(value.cpfGestor) : value.cpfGestor,
  }));
export type ContractRequest = z.input<typeof contractRequestSchema>;
export type ContractBody = z.output<typeof contractRequestSchema>;

export const createContractRequestSchema = contractRequestSchema;
export type CreateContractRequest = ContractRequest;
export const createContractResponseSchema = contractSchema;
export const updateContractRequestSchema = contractRequestSchema;
export type UpdateContractRequest = ContractRequest;
export const updateContractResponseSchema = contractSchema;

/** DELETE Contrato/{id}: `desativado` true when the contract had users and was deactivated instead of removed. */
export const deleteContractResponseSchema = z.object({ success: z.literal(true), desativado: z.boolean() });
export type DeleteContractResponse = z.infer<typeof deleteContractResponseSchema>;

/**
 * GET Contrato/UsageInfo (3-admin §3 'Usage info': usuariosAtivos and usuariosContratados) plus the storage used
 * against the contract's disk space (a design addition: storage-quota.ts).
 */
export const usageInfoResponseSchema = z.object({ usuariosAtivos: z.number().int(), usuariosContratados: z.number().int() }).extend(storageUsageSchema.shape);
export type UsageInfo = z.infer<typeof usageInfoResponseSchema>;

/** GET Contrato/IsDistribuidor: whether the active tenant's contract is a distributor. */
export const isDistributorResponseSchema = z.object({ isDistribuidor: z.boolean() });
export type IsDistributorResponse = z.infer<typeof isDistributorResponseSchema>;

/**
 * GET v2 Contrato/subscription/{id}: the contract's plan and state, in the Subscription shape of 1-shell §3 (id, status,
 * createdAt, expiresAt, canceledAt) plus the plan's terms.
 */
export const subscriptionResponseSchema = z.object({
  id: z.string(),
  contratoId: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  nome: z.string(),
  nomeEmpresa: z.string(),
  empresaId: z.string(),
  codigoContaAGB: z.string().nullable(),
  dataDeContrato: z.string().nullable(),
  dataDeValidade: z.string().nullable(),
  statusProjeto: z.enum(STATUS_PROJETO),
  classificacaoCliente: z.string().nullable(),
  produtos: z.string(),
  isDistribuidor: z.boolean(),
  quantidadeDeUsuariosContratados: z.number().int(),
  usuariosAtivos: z.number().int(),
  espacoEmDiscoContratado: z.number(),
  limiteDeRegistrosDeCursos: z.number().int(),
  limiteDeRegistroDeFormacoes: z.number().int(),
  nomeDoResponsavel: z.string().nullable(),
  emailDoResponsavel: z.string().nullable(),
  urlDeAcessoPadrao: z.string().nullable(),
  urlDeAcessoPersonalizado: z.string().nullable(),
  subdominio: z.string().nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

// ---------------------------------------------------------------- Parametro/BatchReplication

/** The client-settings groups that may be copied to other contracts (tenant-bound values never are). */
export const REPLICABLE_SETTINGS = ['colors', 'logos', 'banners', 'login', 'page', 'general', 'hideSupport', 'scripts', 'waterMark'] as const;
export type ReplicableSetting = (typeof REPLICABLE_SETTINGS)[number];

/**
 * The settings a target tenant stores after a replication: its own stored settings with the chosen groups taken from
 * the source. Within `general`, the target keeps its own term of use and certificates (ids of its own records).
 */
export const replicateSettings = (
  target: Readonly<Record<string, unknown>>,
  source: Readonly<Record<string, unknown>>,
  groups: readonly ReplicableSetting[],
): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...target };
  for (const group of groups) {
    if (!(group in source)) continue;
    const value = source[group];
    if (group === 'general' && value && typeof value === 'object' && !Array.isArray(value)) {
      const own = (target.general && typeof target.general === 'object' ? target.general : {}) as Record<string, unknown>;
      const { termOfUse: _term, certificate: _certificate, ...shared } = value as Record<string, unknown>;
      const kept = Object.fromEntries(Object.entries(own).filter(([k]) => k === 'termOfUse' || k === 'certificate'));
      out.general = { ...shared, ...kept };
    } else {
      out[group] = value;
    }
  }
  return out;
};

export const batchReplicationRequestSchema = z.object({
  /** Target contracts: their tenants receive the settings. */
  contractIds: z.array(z.uuid()).min(1, 'validation.selectOne').max(500),
  /** The settings to write (groups of the client settings); when absent, the source tenant's stored settings. */
  parameters: z.record(z.string(), z.unknown()).nullish(),
  /** Which groups to copy (one name or a list); all replicable groups when absent or empty. */
  replicationSpecificParameter: z
    .union([z.enum(REPLICABLE_SETTINGS), z.array(z.enum(REPLICABLE_SETTINGS)).max(REPLICABLE_SETTINGS.length)])
    .nullish()
    .transform((v): ReplicableSetting[] => (v == null ? [] : typeof v === 'string' ? [v] : [...new Set(v)])),
  /** The contract whose tenant's settings are copied (design addition); default: the acting tenant. Ignored with `parameters`. */
  sourceContractId: z.uuid().nullish(),
});
export type BatchReplicationRequest = z.input<typeof batchReplicationRequestSchema>;
export const batchReplicationResponseSchema = z.object({
  success: z.literal(true),
  replicados: z.array(z.object({ contratoId: z.string(), tenantId: z.string(), nomeEmpresa: z.string() })),
  grupos: z.array(z.enum(REPLICABLE_SETTINGS)),
});
export type BatchReplicationResponse = z.infer<typeof batchReplicationResponseSchema>;
