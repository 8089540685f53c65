import type pg from 'pg';

/**
 * Database roles and row-level security (docs/security.md, decision 0014).
 *
 * The owner (the embedded server's superuser, or DATABASE_OWNER_URL) applies the migrations, creates these roles and
 * grants; the application's requests run as a LOGIN role that is no superuser, has no BYPASSRLS and owns nothing in
 * the schema, so the policies bind it:
 *
 * - `app_user` (NOLOGIN): the tenant role. The login role inherits it: a plain statement, or a tenant transaction
 *   (`inTenant`, which also sets `app.tenant_id`), sees the rows of the transaction's tenant and nothing else; with
 *   no tenant set it sees no tenant rows. No access to password hashes, refresh tokens or password tokens.
 * - `plataforma_system` (NOLOGIN): the explicit cross-tenant path (`system`): the privileges of `app_user` plus a
 *   policy `<table>_system` on every tenant table letting it cross tenants. Still no access to the secrets. The login
 *   role may only SET ROLE to it (membership without INHERIT).
 * - `plataforma_auth` (NOLOGIN): the authentication code's role (`auth`): `plataforma_system` plus the identity's
 *   password hash, the refresh tokens and the password tokens. The login role may only SET ROLE to it.
 * - `plataforma_public` (NOLOGIN): the look-ups of the public pages (no sign-in): which tenant holds a certificate
 *   credential, which tenant holds an object shown by QR code. SELECT on those few columns of those two tables and a
 *   policy each (every credential; only active objects with the QR code on); nothing else. SET ROLE only.
 * - `plataforma_jobs` (NOLOGIN): owns the job queue's schema (pg-boss creates a table per queue at run time, which
 *   needs the owner's rights on its tables); the login role inherits it. No rights in the application's schema.
 */

export const TENANT_ROLE = 'app_user';
export const SYSTEM_ROLE = 'plataforma_system';
export const AUTH_ROLE = 'plataforma_auth';
export const JOBS_ROLE = 'plataforma_jobs';
export const PUBLIC_ROLE = 'plataforma_public';

/**
 * What `plataforma_public` may read: per table, the columns and the rows (its policy). The public pages find the
 * tenant with it, then read the rest in that tenant's transaction.
 */
const PUBLIC_LOOKUPS = [
  { table: 'certificado_usuario', columns: ['id', 'tenant_id', 'credencial'], rows: 'true' },
  { table: 'midia', columns: ['id', 'tenant_id', 'ativo', 'qr_code'], rows: 'ativo AND qr_code' },
];
/** The login role the embedded server's application connects as (DATABASE_URL names its own on an external server). */
export const EMBEDDED_APP_LOGIN = 'plataforma_app';

/** Tables that hold credentials: only `plataforma_auth` reads them (identidade only for its secret column). */
export const SECRET_TABLES = ['refresh_token', 'token_de_senha'] as const;
/** The columns of `identidade` every role of the application may read (all but `senha_hash`). */
const IDENTITY_PUBLIC_COLUMNS = ['id', 'email', 'cpf', 'alterar_senha', 'email_confirmado_em', 'criado_em', 'atualizado_em'];
/** The columns of `identidade` the application outside authentication may change (not `senha_hash`). */
const IDENTITY_WRITABLE_COLUMNS = ['email', 'cpf', 'alterar_senha', 'email_confirmado_em', 'atualizado_em'];

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

const ensureGroupRole = (name: string) => `DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${name}') THEN
    CREATE ROLE ${name} NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS NOREPLICATION;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$`;

/**
 * Membership grants WITH INHERIT / SET need PostgreSQL 16 or later; only a superuser reached by DATABASE_URL alone
 * (a bench on an older server, say: warned at start) does without them.
 */
const assertVersion = async (client: pg.Client) => {
  const { rows } = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
  if (Number(rows[0].v) < 160000) throw new Error(`PostgreSQL 16 or later is required (the server is ${rows[0].v}): the roles use membership grants WITH INHERIT / SET.`);
};

export type AppLogin = {
  /** The login role the application's requests use. */
  name: string;
  /** Its password, set on every start (the embedded server's role); omitted when the operator manages the role. */
  password?: string;
};

/**
 * Creates the group roles (cluster-wide, before the migrations, whose policies name them) and, when given, the
 * application's login role with its memberships. Runs as the owner.
 */
export const ensureRoles = async (client: pg.Client, login?: AppLogin) => {
  for (const role of [TENANT_ROLE, SYSTEM_ROLE, AUTH_ROLE, PUBLIC_ROLE, JOBS_ROLE]) await client.query(ensureGroupRole(role));
  const { rows: me } = await client.query<{ name: string; superuser: boolean }>('select current_user as name, rolsuper as superuser from pg_roles where rolname = current_user');
  const owner = me[0];
  // A non-superuser owner (DATABASE_OWNER_URL on a managed server) created these roles and holds ADMIN on them; it
  // takes the cross-tenant role (SET only) for data migrations, and the jobs role to hand pg-boss's schema over and
  // upgrade it later.
  if (!owner.superuser) {
    await assertVersion(client);
    await client.query(`GRANT ${SYSTEM_ROLE} TO ${quoteIdent(owner.name)} WITH INHERIT FALSE, SET TRUE`);
    await client.query(`GRANT ${JOBS_ROLE} TO ${quoteIdent(owner.name)} WITH INHERIT TRUE, SET TRUE`);
  }
  await client.query(`GRANT ${TENANT_ROLE} TO ${SYSTEM_ROLE}`);
  await client.query(`GRANT ${SYSTEM_ROLE} TO ${AUTH_ROLE}`);
  if (!login || (login.name === owner.name && owner.superuser)) return;
  await assertVersion(client);
  const role = quoteIdent(login.name);
  if (login.password !== undefined) {
    const password = client.escapeLiteral(login.password);
    await client.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ${client.escapeLiteral(login.name)}) THEN
        CREATE ROLE ${role} LOGIN;
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$`);
    await client.query(`ALTER ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS NOREPLICATION INHERIT PASSWORD ${password}`);
  }
  await client.query(`GRANT ${TENANT_ROLE} TO ${role} WITH INHERIT TRUE, SET TRUE`);
  await client.query(`GRANT ${JOBS_ROLE} TO ${role} WITH INHERIT TRUE, SET FALSE`);
  await client.query(`GRANT ${SYSTEM_ROLE} TO ${role} WITH INHERIT FALSE, SET TRUE`);
  await client.query(`GRANT ${AUTH_ROLE} TO ${role} WITH INHERIT FALSE, SET TRUE`);
  await client.query(`GRANT ${PUBLIC_ROLE} TO ${role} WITH INHERIT FALSE, SET TRUE`);
};

/**
 * The grants and policies of the application's schema, applied after every migration run (so new tables are
 * covered): `app_user` reads and writes every table but the secrets; every tenant table (one with a
 * `<table>_tenant_isolation` policy) gets FORCE ROW LEVEL SECURITY and the `<table>_system` policy of the
 * cross-tenant role. Runs as the owner.
 */
export const secureSchema = async (client: pg.Client) => {
  await client.query(`GRANT USAGE ON SCHEMA public TO ${TENANT_ROLE}, ${PUBLIC_ROLE}, ${JOBS_ROLE}`);
  await client.query(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
  await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${TENANT_ROLE}`);
  await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${TENANT_ROLE}`);
  // The credentials: refresh and password tokens only for authentication; of the identity, everything but the
  // password hash (new identities may be created with one; only authentication changes or reads it).
  await client.query(`REVOKE ALL ON identidade, ${SECRET_TABLES.join(', ')} FROM ${TENANT_ROLE}`);
  await client.query(`GRANT SELECT (${IDENTITY_PUBLIC_COLUMNS.join(', ')}) ON identidade TO ${TENANT_ROLE}`);
  await client.query(`GRANT INSERT ON identidade TO ${TENANT_ROLE}`);
  await client.query(`GRANT UPDATE (${IDENTITY_WRITABLE_COLUMNS.join(', ')}) ON identidade TO ${TENANT_ROLE}`);
  await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON identidade, ${SECRET_TABLES.join(', ')} TO ${AUTH_ROLE}`);
  // The platform's tables that existed before these roles may have granted the secrets to someone else: nobody else.
  await client.query(`REVOKE ALL ON identidade, ${SECRET_TABLES.join(', ')} FROM PUBLIC`);
  for (const { table, columns, rows } of PUBLIC_LOOKUPS) {
    await client.query(`REVOKE ALL ON ${table} FROM ${PUBLIC_ROLE}`);
    await client.query(`GRANT SELECT (${columns.join(', ')}) ON ${table} TO ${PUBLIC_ROLE}`);
    await client.query(`DROP POLICY IF EXISTS ${table}_public ON ${table}`);
    await client.query(`CREATE POLICY ${table}_public ON ${table} AS PERMISSIVE FOR SELECT TO ${PUBLIC_ROLE} USING (${rows})`);
  }
  await client.query(`DO $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = c.relname || '_tenant_isolation')
  LOOP
    IF NOT (SELECT relforcerowsecurity FROM pg_class WHERE oid = r.oid) THEN
      EXECUTE format('ALTER TABLE public.%I FORCE ROW LEVEL SECURITY', r.relname);
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = r.oid AND p.polname = r.relname || '_system') THEN
      EXECUTE format('CREATE POLICY %I ON public.%I AS PERMISSIVE FOR ALL TO ${SYSTEM_ROLE} USING (true) WITH CHECK (true)', r.relname || '_system', r.relname);
    END IF;
  END LOOP;
END $$`);
};

/**
 * Hands the job queue's schema (created by pg-boss as the owner) to `plataforma_jobs`, which the login role
 * inherits: pg-boss attaches a partition per queue at run time, which takes the owner's rights on its tables.
 */
export const secureJobSchema = async (client: pg.Client, schema = 'pgboss') => {
  const { rowCount } = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
  if (!rowCount) return;
  const s = quoteIdent(schema);
  await client.query(`ALTER SCHEMA ${s} OWNER TO ${JOBS_ROLE}`);
  await client.query(`DO $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${client.escapeLiteral(schema)} AND c.relkind IN ('r', 'p', 'v', 'm') AND NOT c.relispartition
      AND pg_get_userbyid(c.relowner) <> '${JOBS_ROLE}'
  LOOP
    EXECUTE format('ALTER TABLE %s OWNER TO ${JOBS_ROLE}', r.name);
  END LOOP;
  FOR r IN
    SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${client.escapeLiteral(schema)} AND c.relkind IN ('r', 'p') AND c.relispartition
      AND pg_get_userbyid(c.relowner) <> '${JOBS_ROLE}'
  LOOP
    EXECUTE format('ALTER TABLE %s OWNER TO ${JOBS_ROLE}', r.name);
  END LOOP;
  FOR r IN
    SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${client.escapeLiteral(schema)} AND c.relkind = 'S' AND pg_get_userbyid(c.relowner) <> '${JOBS_ROLE}'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))
  LOOP
    EXECUTE format('ALTER SEQUENCE %s OWNER TO ${JOBS_ROLE}', r.name);
  END LOOP;
  FOR r IN
    SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = ${client.escapeLiteral(schema)} AND pg_get_userbyid(p.proowner) <> '${JOBS_ROLE}'
  LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO ${JOBS_ROLE}', r.name);
  END LOOP;
  FOR r IN
    SELECT t.oid::regtype AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = ${client.escapeLiteral(schema)} AND t.typtype IN ('e', 'd') AND pg_get_userbyid(t.typowner) <> '${JOBS_ROLE}'
  LOOP
    EXECUTE format('ALTER TYPE %s OWNER TO ${JOBS_ROLE}', r.name);
  END LOOP;
END $$`);
};

export type RoleFacts = {
  name: string;
  superuser: boolean;
  bypassRls: boolean;
  ownsTables: boolean;
  /** Whether the schema is there already (the platform's tables exist). */
  migrated: boolean;
};

/** What the connection's role can do that row-level security cannot stop (checked at start: a warning). */
export const roleFacts = async (query: (text: string) => Promise<{ rows: unknown[] }>): Promise<RoleFacts> => {
  const { rows } = await query(
    `select current_user as name, r.rolsuper as superuser, r.rolbypassrls as "bypassRls",
       exists (select 1 from pg_tables where schemaname = 'public' and tableowner = current_user) as "ownsTables",
       to_regclass('public.usuario') is not null as migrated
     from pg_roles r where r.rolname = current_user`,
  );
  return rows[0] as RoleFacts;
};

/**
 * Whether the role of a connection is the owner (or a superuser), or the schema is not there yet: a start with
 * DATABASE_URL alone migrates only then; the login role of an already migrated database leaves that to the owner.
 */
export const mayMigrate = (facts: RoleFacts) => facts.superuser || facts.ownsTables || !facts.migrated;

/** The warning a start prints when its requests would not be bound by row-level security. */
export const roleWarning = (facts: RoleFacts) => {
  const why = [facts.superuser && 'is a superuser', facts.bypassRls && 'has BYPASSRLS', facts.ownsTables && 'owns the tables'].filter(Boolean);
  if (why.length === 0) return null;
  return (
    `WARNING: the application connects to PostgreSQL as "${facts.name}", which ${why.join(' and ')}: row-level security ` +
    'does not bind its plain statements and the credentials tables are readable. Set DATABASE_OWNER_URL to the owner ' +
    'and DATABASE_URL to a login role without those rights (docs/operations.md, "Database roles").'
  );
};
