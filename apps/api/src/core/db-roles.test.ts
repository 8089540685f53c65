import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identidade, usuario } from '../db/schema';
import { buildTestApp, createPerson, login, loginSession, refreshCookieOf, refreshWithCookie, type TestApp } from '../test/build-test-app';
import { AUTH_ROLE, JOBS_ROLE, PUBLIC_ROLE, SYSTEM_ROLE, TENANT_ROLE } from './db-roles';

/**
 * The database roles of docs/security.md ("Database roles and row-level security"): the test database is opened as
 * the application's login role, as production is (test/global-setup.ts).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown>;
const rows = async (query: Promise<unknown>) => (query as unknown as Promise<{ rows: Row[] }>).then((r) => r.rows);
const plain = (text: string) => rows(t.database.db.execute(sql.raw(text)));
const causeOf = (err: unknown) => {
  const e = err as Error & { cause?: Error };
  return `${e.message} ${e.cause?.message ?? ''}`;
};
const refused = async (query: Promise<unknown>) => {
  try {
    await query;
  } catch (err) {
    return causeOf(err);
  }
  return null;
};

/** Tables carrying the tenant policy (every tenant-owned table). */
const tenantTables = async () =>
  (await plain(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = c.relname || '_tenant_isolation')
    order by 1`)).map((r) => String(r.name));

describe('the login role of the application', () => {
  it('is no superuser, has no BYPASSRLS, owns no table and cannot become the owner', async () => {
    expect(t.database.role).toMatchObject({ superuser: false, bypassRls: false, ownsTables: false });
    const [me] = await plain(`select current_user as name, rolsuper, rolbypassrls, rolcreaterole, rolcreatedb from pg_roles where rolname = current_user`);
    expect(me).toMatchObject({ rolsuper: false, rolbypassrls: false, rolcreaterole: false, rolcreatedb: false });
    expect([TENANT_ROLE, SYSTEM_ROLE, AUTH_ROLE, PUBLIC_ROLE, JOBS_ROLE]).not.toContain(me.name);
    const owned = await plain(`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and pg_has_role(current_user, c.relowner, 'USAGE')`);
    expect(owned[0].n).toBe(0);
    const [owner] = await plain(`select tableowner from pg_tables where schemaname = 'public' and tablename = 'usuario'`);
    expect(await refused(t.database.db.execute(sql.raw(`set role "${String(owner.tableowner)}"`)))).toMatch(/permission denied/);
  });

  it('inherits only the tenant role: the cross-tenant and authentication roles are reached by SET ROLE', async () => {
    const [m] = await plain(
      `select pg_has_role(current_user, '${TENANT_ROLE}', 'USAGE') as tenant, pg_has_role(current_user, '${SYSTEM_ROLE}', 'USAGE') as system,
         pg_has_role(current_user, '${AUTH_ROLE}', 'USAGE') as auth, pg_has_role(current_user, '${SYSTEM_ROLE}', 'SET') as "setSystem",
         pg_has_role(current_user, '${AUTH_ROLE}', 'SET') as "setAuth"`,
    );
    expect(m).toEqual({ tenant: true, system: false, auth: false, setSystem: true, setAuth: true });
  });
});

describe('row-level security binds the application', () => {
  it('forces row-level security on every tenant table, each with its cross-tenant policy for the system role only', async () => {
    const tables = await tenantTables();
    expect(tables.length).toBeGreaterThan(50);
    const loose = await plain(`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = any('{${tables.join(',')}}') and not (c.relrowsecurity and c.relforcerowsecurity)`);
    expect(loose).toEqual([]);
    const policies = await plain(`select c.relname, p.polname, (select string_agg(rolname, ',') from pg_roles where oid = any(p.polroles)) as roles
      from pg_policy p join pg_class c on c.oid = p.polrelid where p.polname like '%\\_system'`);
    expect(policies.map((p) => p.relname).sort()).toEqual(tables);
    expect(new Set(policies.map((p) => p.roles))).toEqual(new Set([SYSTEM_ROLE]));
  });

  it('gives every table with a tenant column the tenant policy (a new table without it fails here)', async () => {
    const tables = await tenantTables();
    const withTenant = await plain(`select table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'tenant_id' order by 1`);
    // versao_de_cache holds bare counters of every tenant, readable by all and written only by its triggers.
    expect(withTenant.map((r) => String(r.name)).filter((name) => name !== 'versao_de_cache')).toEqual(tables);
  });

  it('shows no tenant row to a statement without a tenant, in or out of a transaction', async () => {
    const tables = await tenantTables();
    const seenBySystem = await t.database.system((tx) => tx.select({ id: usuario.id }).from(usuario));
    expect(seenBySystem.length).toBeGreaterThan(5);
    for (const table of tables) {
      const [{ n }] = await plain(`select count(*)::int as n from "${table}"`);
      expect({ table, n }).toEqual({ table, n: 0 });
    }
    const inTransaction = await t.database.db.transaction((tx) => tx.select({ id: usuario.id }).from(usuario));
    expect(inTransaction).toEqual([]);
    // Switching row-level security off is refused rather than obeyed.
    const off = await t.database.db.transaction(async (tx) => refused(tx.execute(sql`set local row_security = off; select id from usuario`)));
    expect(off).toMatch(/row-level security/);
  });

  it('crosses tenants only through the system role, and writes there only with a tenant the policies accept', async () => {
    const tenants = await t.database.system((tx) => tx.selectDistinct({ tenantId: usuario.tenantId }).from(usuario));
    expect(tenants.length).toBeGreaterThanOrEqual(2);
    const demoOnly = await t.database.inTenant(t.tenants.demo, (tx) => tx.selectDistinct({ tenantId: usuario.tenantId }).from(usuario));
    expect(demoOnly).toEqual([{ tenantId: t.tenants.demo }]);
  });
});

describe('the public pages look up only the tenant of a credential or of a QR-code object', () => {
  it('reads those columns of those rows and nothing else', async () => {
    const [{ n: publicObjects }] = await t.database.system((tx) => tx.execute(sql`select count(*)::int as n from midia where ativo and qr_code`)).then((r) => (r as unknown as { rows: Row[] }).rows);
    const [{ n: seen }] = await t.database.publicLookup((tx) => tx.execute(sql`select count(*)::int as n from midia`)).then((r) => (r as unknown as { rows: Row[] }).rows);
    expect(seen).toBe(publicObjects);
    const attempts = {
      otherColumn: () => t.database.publicLookup((tx) => tx.execute(sql`select nome from midia`)),
      certificateRow: () => t.database.publicLookup((tx) => tx.execute(sql`select * from certificado_usuario`)),
      person: () => t.database.publicLookup((tx) => tx.execute(sql`select id from usuario`)),
      identity: () => t.database.publicLookup((tx) => tx.execute(sql`select email from identidade`)),
      write: () => t.database.publicLookup((tx) => tx.execute(sql`update midia set ativo = false`)),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      expect({ name, error: await refused(attempt()) }).toEqual({ name, error: expect.stringMatching(/permission denied/) });
    }
  });
});

describe('credentials are reachable only through the authentication role', () => {
  it('refuses the password hash, the refresh tokens and the password tokens to the tenant and system roles', async () => {
    const attempts = {
      plainHash: () => plain('select senha_hash from identidade limit 1'),
      plainStar: () => plain('select * from identidade limit 1'),
      plainRefresh: () => plain('select token_hash from refresh_token limit 1'),
      plainReset: () => plain('select token_hash from token_de_senha limit 1'),
      tenantHash: () => t.database.inTenant(t.tenants.demo, (tx) => tx.execute(sql`select senha_hash from identidade limit 1`)),
      tenantRefresh: () => t.database.inTenant(t.tenants.demo, (tx) => tx.execute(sql`select * from refresh_token limit 1`)),
      systemHash: () => t.database.system((tx) => tx.execute(sql`select senha_hash from identidade limit 1`)),
      systemRefresh: () => t.database.system((tx) => tx.execute(sql`select * from refresh_token limit 1`)),
      systemReset: () => t.database.system((tx) => tx.execute(sql`select * from token_de_senha limit 1`)),
      systemOverwrite: () => t.database.system((tx) => tx.execute(sql`update identidade set senha_hash = 'x' where email = 'aluno@demo.local'`)),
      tenantDeleteTokens: () => t.database.inTenant(t.tenants.demo, (tx) => tx.execute(sql`delete from refresh_token`)),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      expect({ name, error: await refused(attempt()) }).toEqual({ name, error: expect.stringMatching(/permission denied/) });
    }
    // The rest of the identity (e-mail, CPF) stays readable to the features that show people.
    const [person] = await t.database.system((tx) => tx.select({ email: identidade.email }).from(identidade).limit(1));
    expect(person.email).toMatch(/@/);
  });

  it('lets the authentication role read them', async () => {
    const person = await createPerson(t);
    await login(t.app, person.email);
    const [row] = await t.database.auth((tx) => tx.execute(sql`select i.senha_hash, count(r.id)::int as tokens from identidade i join refresh_token r on r.identidade_id = i.id where i.id = ${person.identityId} group by i.senha_hash`)).then((r) => (r as unknown as { rows: Row[] }).rows);
    expect(String(row.senha_hash)).toMatch(/^\$argon2/);
    expect(row.tokens).toBe(1);
  });

  it('still signs in, refreshes, and resets a password under these roles', async () => {
    const person = await createPerson(t);
    const session = await loginSession(t.app, person.email);
    const refreshed = await refreshWithCookie(t.app, session.cookie);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshCookieOf(refreshed)).not.toBe(session.cookie);

    const before = t.mails.length;
    const forgot = await t.app.inject({ method: 'GET', url: `/api/v1/autenticacao/forgotpassword/${encodeURIComponent(person.email)}` });
    expect(forgot.statusCode).toBe(200);
    const mail = await t.waitForMail((m) => t.mails.indexOf(m) >= before && m.to.includes(person.email));
    const match = /new-password\?userId=([0-9a-f-]{36})&hash=([^\s"&<]+)/.exec(mail.text);
    expect(match).not.toBeNull();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/autenticacao/CreatePassword',
      payload: { userId: match![1], password: 'Nova@Senha1', token: decodeURIComponent(match![2]) },
    });
    expect(created.statusCode).toBe(200);
    expect((await login(t.app, person.email, 'Nova@Senha1')).access_token).toBeTruthy();
  });
});
