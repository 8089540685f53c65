import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_GROUPS } from '@plataforma/shared/permissions';
import { userListItemSchema, userSchema, type ListUsersResponse, type User } from '@plataforma/shared/users';
import { hashPassword } from '../../core/crypto';
import { cargo, contrato, departamento, empresa, grupoDePermissao, identidade, tenant, tokenDeSenha, unidadeDeNegocio, usuario } from '../../db/schema';
import { buildTestApp, callAs, createPerson, DEMO_PASSWORD, login, uniqueEmail, type TestApp } from '../../test/build-test-app';
import { userUpdateBody } from '../../test/users-kit';

let t: TestApp;
const token: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const email of ['aluno@demo.local', 'admin@demo.local', 'gestor@demo.local', 'admin@acme.local', 'superadmin@plataforma.local']) {
    token[email] = (await login(t.app, email)).access_token;
  }
  const pick = async (table: typeof cargo | typeof departamento | typeof grupoDePermissao, tenantId: string, nome: string) =>
    (await t.database.system((tx) => tx.select({ id: table.id }).from(table).where(and(eq(table.tenantId, tenantId), eq(table.nome, nome)))))[0].id;
  ids.devCargo = await pick(cargo, t.tenants.demo, 'Desenvolvedor de Software');
  ids.rhCargo = await pick(cargo, t.tenants.demo, 'Analista de Recursos Humanos');
  ids.tiDepto = await pick(departamento, t.tenants.demo, 'Tecnologia da Informação');
  ids.comercialDepto = await pick(departamento, t.tenants.demo, 'Comercial');
  ids.alunoGroup = await pick(grupoDePermissao, t.tenants.demo, 'Aluno');
  ids.gestorGroup = await pick(grupoDePermissao, t.tenants.demo, 'Gestor');
  ids.adminGroup = await pick(grupoDePermissao, t.tenants.demo, 'Administrador');
  ids.acmeCargo = await pick(cargo, t.tenants.acme, 'Engenheiro de Produção');
  ids.acmeGroup = await pick(grupoDePermissao, t.tenants.acme, 'Aluno');
  ids.demoUnit = await t.database.system(async (tx) => (await tx.insert(unidadeDeNegocio).values({ tenantId: t.tenants.demo, nome: 'Matriz Teste' }).returning({ id: unidadeDeNegocio.id }))[0].id);
});
afterAll(async () => {
  await t?.close();
});

const FORBIDDEN = { success: false, notifications: [{ message: 'Você não tem permissão para gerenciar este recurso.' }] };
const fail = (message: string) => ({ success: false, notifications: [{ message }] });

type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; tenantId?: string; lang?: string };
const as = (who: string, { method = 'GET', url, payload, tenantId, lang }: Call) =>
  callAs(t.app, token[who] ?? who, { method, url, payload, tenantId, headers: lang ? { 'accept-language': lang } : undefined });

const list = async (who: string, query: Record<string, string | number> = {}, tenantId?: string) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await as(who, { url: `/api/v1/usuario${qs ? `?${qs}` : ''}`, tenantId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListUsersResponse>();
};

const countUsers = (tenantId: string) => t.database.system(async (tx) => (await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.tenantId, tenantId))).length);
const countIdentities = () => t.database.system(async (tx) => (await tx.select({ id: identidade.id }).from(identidade)).length);

const newUser = (overrides: Record<string, unknown> = {}) => ({ nomeCompleto: 'Pessoa Nova', email: uniqueEmail('novo'), ...overrides });

const create = (who: string, payload: object, tenantId?: string) => as(who, { method: 'POST', url: '/api/v1/usuario', payload, tenantId });

/** A company of its own (contract with `contratados` users) with an administrator, for the contract-limit tests. */
const createCompany = async (contratados: number, withAdmin = true) => {
  const sub = `limite-${uniqueEmail('t').replace(/[^a-z0-9]/g, '')}`.slice(0, 40);
  const created = await t.database.system(async (tx) => {
    const [company] = await tx.insert(empresa).values({ nome: `Empresa ${sub}` }).returning({ id: empresa.id });
    const [contract] = await tx.insert(contrato).values({ empresaId: company.id, nome: `Contrato ${sub}`, usuariosContratados: contratados }).returning({ id: contrato.id });
    const [row] = await tx.insert(tenant).values({ nome: `Empresa ${sub}`, subdominio: sub, contratoId: contract.id }).returning({ id: tenant.id });
    const [group] = await tx
      .insert(grupoDePermissao)
      .values({ tenantId: row.id, nome: 'Administrador', funcionalidades: [...SEED_GROUPS.Administrador] })
      .returning({ id: grupoDePermissao.id });
    let adminToken = '';
    if (withAdmin) {
      const email = uniqueEmail('admin-limite');
      const [person] = await tx.insert(identidade).values({ email, senhaHash: await hashPassword(DEMO_PASSWORD) }).returning({ id: identidade.id });
      await tx.insert(usuario).values({ tenantId: row.id, identidadeId: person.id, nomeCompleto: 'Admin Limite', grupoDePermissaoId: group.id, nivel: 'N2', classificacao: 'admin', padrao: true });
      adminToken = email;
    }
    return { tenantId: row.id, adminEmail: adminToken };
  });
  if (created.adminEmail) token[created.adminEmail] = (await login(t.app, created.adminEmail)).access_token;
  return created;
};

describe('GET /api/v1/usuario', () => {
  it("needs 'Usuários'", async () => {
    const res = await as('aluno@demo.local', { url: '/api/v1/usuario' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect((await as('gestor@demo.local', { url: '/api/v1/usuario' })).statusCode).toBe(200);
  });

  it('answers a page of the tenant by name, with the names of job title, department and group', async () => {
    const page = await list('admin@demo.local', { pageSize: 50 });
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 50 });
    expect(page.totalItems).toBeGreaterThanOrEqual(5);
    expect(page.totalPages).toBe(Math.ceil(page.totalItems / 50));
    for (const row of page.data) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(userListItemSchema.shape).sort());
      expect(row.tenantId).toBe(t.tenants.demo);
    }
    const names = page.data.map((r) => r.nomeCompleto.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const aluno = page.data.find((r) => r.email === 'aluno@demo.local')!;
    expect(aluno).toMatchObject({
      nomeCompleto: 'Alice Aluna',
      cpf: '11144477735',
      cargoNome: 'Desenvolvedor de Software',
      departamentoNome: 'Tecnologia da Informação',
      grupoDePermissaoNome: 'Aluno',
      classificacao: 'student',
      avaliador: false,
      ativo: true,
    });
    expect(page.data.some((r) => r.email === 'admin@acme.local')).toBe(false);
  });

  it('filters by name, e-mail, CPF, job title, department, unit, group, classification, evaluator, state and creation date', async () => {
    const one = async (query: Record<string, string>) => (await list('admin@demo.local', { pageSize: 50, ...query })).data.map((r) => r.email);
    expect(await one({ nome: 'aLiCe' })).toEqual(['aluno@demo.local']);
    expect(await one({ email: 'GESTOR@' })).toEqual(['gestor@demo.local']);
    expect(await one({ cpf: '529.982' })).toEqual(['admin@demo.local']);
    expect(await one({ cargoId: ids.devCargo })).toEqual(['aluno@demo.local']);
    expect(await one({ departamentoId: ids.comercialDepto })).toEqual(['gestor@demo.local']);
    expect(await one({ permissionId: ids.gestorGroup })).toEqual(['gestor@demo.local']);
    expect(await one({ classificacao: 'manager' })).toEqual(['gestor@demo.local']);
    expect(await one({ avaliador: 'true' })).toEqual(['avaliador@demo.local']);
    expect(await one({ nome: '100%_' })).toEqual([]);

    const inUnit = await create('admin@demo.local', newUser({ nomeCompleto: 'Ulisses da Unidade', unidadeDeNegocioId: ids.demoUnit }));
    expect(inUnit.statusCode, inUnit.body).toBe(201);
    expect(await one({ unidadeDeNegocioId: ids.demoUnit })).toEqual([inUnit.json<User>().email]);

    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await one({ createdAtFrom: future })).toEqual([]);
    expect((await one({ createdAtTo: future })).length).toBeGreaterThanOrEqual(5);

    const inactive = await create('admin@demo.local', newUser({ nomeCompleto: 'Inês Inativa', ativo: false }));
    expect(await one({ ativo: 'false', nome: 'Inês' })).toEqual([inactive.json<User>().email]);
    expect(await one({ ativo: 'true', nome: 'Inês' })).toEqual([]);
  });

  it('sorts by e-mail and creation instant, clamps the page and refuses a bad page size', async () => {
    const byEmail = await list('admin@demo.local', { pageSize: 50, orderBy: 'email', orderDirection: 'desc' });
    const emails = byEmail.data.map((r) => r.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const byDate = await list('admin@demo.local', { pageSize: 50, orderBy: 'createdAt' });
    const dates = byDate.data.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort());
    const last = await list('admin@demo.local', { pageSize: 10, pageNumber: 999 });
    expect(last.pageNumber).toBe(last.totalPages);
    const bad = await as('admin@demo.local', { url: '/api/v1/usuario?pageSize=15' });
    expect(bad.statusCode).toBe(400);
    expect((await as('admin@demo.local', { url: '/api/v1/usuario?orderBy=senha' })).statusCode).toBe(400);
  });

  it('never shows another tenant: a company administrator asking for another tenant gets an empty list', async () => {
    const acme = await list('admin@acme.local', { pageSize: 50 });
    expect(acme.data.every((r) => r.tenantId === t.tenants.acme)).toBe(true);
    expect(acme.data.some((r) => r.email === 'aluno@demo.local')).toBe(false);
    // the name search runs through usuario_ids_por_nome (outside row-level security): it stays in the tenant too
    expect((await list('admin@acme.local', { nome: 'Alice' })).totalItems).toBe(0);
    expect((await list('admin@acme.local', { nome: 'Marina' })).data.map((r) => r.tenantId)).toEqual([t.tenants.acme]);
    expect(await list('admin@acme.local', { tenantId: t.tenants.demo })).toEqual({ data: [], pageNumber: 1, pageSize: 10, totalItems: 0, totalPages: 0 });
  });

  it('lets platform administration list a company by its id, and in client mode', async () => {
    const byId = await list('superadmin@plataforma.local', { tenantId: t.tenants.demo, nome: 'Alice' });
    expect(byId.data.map((r) => r.email)).toEqual(['aluno@demo.local']);
    const clientMode = await list('superadmin@plataforma.local', { nome: 'Alice' }, t.tenants.demo);
    expect(clientMode.data.map((r) => r.email)).toEqual(['aluno@demo.local']);
    expect((await list('superadmin@plataforma.local', { tenantId: '00000000-0000-4000-8000-000000000000' })).totalItems).toBe(0);
  });
});

describe('GET /api/v1/usuario/csv', () => {
  it('exports the filtered list with localised headers and masked documents', async () => {
    const res = await as('admin@demo.local', { url: '/api/v1/usuario/csv?nome=Ana%20Admin' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="Usuarios_\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Nome;E-mail;CPF;Telefone;Cargo;Departamento;Unidade;Classificação;Avaliador;Grupo de permissão;Ativo;Criado em');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Ana Administradora;admin@demo\.local;529\.982\.247-25;;Analista de Recursos Humanos;Recursos Humanos;;Administrador;Não;Administrador;Sim;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const english = await as('admin@demo.local', { url: '/api/v1/usuario/csv?nome=Ana%20Admin', lang: 'en' });
    expect(english.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Name;Email;CPF;Phone;Job title;Department;Unit;Classification;Evaluator;Permission group;Active;Created at');
  });

  it("needs 'Usuários' and stays in the tenant", async () => {
    expect((await as('aluno@demo.local', { url: '/api/v1/usuario/csv' })).statusCode).toBe(403);
    const acme = await as('admin@acme.local', { url: '/api/v1/usuario/csv' });
    expect(acme.body).toContain('admin@acme.local;');
    expect(acme.body).not.toContain('aluno@demo.local;');
    expect(acme.body).not.toContain('admin@demo.local;');
  });
});

describe('POST /api/v1/usuario', () => {
  it('creates a person with every field and mails the link to create the password', async () => {
    const email = uniqueEmail('criado');
    const res = await create('admin@demo.local', {
      nomeCompleto: ' Bruno Barbosa ',
      apelido: 'Bruno',
      email: email.toUpperCase(),
      cpf: '935.411.347-80',
      telefone: '(11) 98765-4321',
      dataDeNascimento: '1990-05-20',
      dataDeAdmissao: '2024-01-15',
      genero: 'male',
      idiomaPreferido: 'en',
      superiorDireto: await t.userId('gestor@demo.local'),
      cargoId: ids.devCargo,
      departamentoId: ids.tiDepto,
      unidadeDeNegocioId: ids.demoUnit,
      permissionId: ids.alunoGroup,
      classificacao: 'manager',
      avaliador: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json<User>();
    expect(Object.keys(user).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(user).toMatchObject({
      nomeCompleto: 'Bruno Barbosa',
      apelido: 'Bruno',
      email,
      cpf: '93541134780',
      telefone: '5511987654321',
      dataDeNascimento: '1990-05-20',
      dataDeAdmissao: '2024-01-15',
      genero: 'male',
      idiomaPreferido: 'en',
      superiorDiretoNome: 'Gustavo Gestor',
      cargoNome: 'Desenvolvedor de Software',
      departamentoNome: 'Tecnologia da Informação',
      unidadeDeNegocioNome: 'Matriz Teste',
      grupoDePermissaoNome: 'Aluno',
      classificacao: 'manager',
      avaliador: true,
      ativo: true,
      level: 'N3',
      tenantId: t.tenants.demo,
      contas: [{ tenantId: t.tenants.demo, empresa: 'Demo', padrao: true, ativo: true, atual: true }],
    });
    // A welcome, not the recovery text, in the person's language, with a link that lives WELCOME_LINK_DAYS (7) days.
    const mail = await t.waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toBe('Your account was created');
    expect(mail.text).toContain('Create my password: http://lms.test/auth/new-password?userId=');
    expect(mail.text).toContain(`http://lms.test/auth/new-password?userId=${user.id}&hash=`);
    expect(mail.text).toContain('valid for 7 days');
    expect(mail.text).not.toContain('We received a request');
    const [link] = await t.database.auth((tx) => tx.select().from(tokenDeSenha).where(eq(tokenDeSenha.usuarioId, user.id)));
    const days = (link.expiraEm.getTime() - link.criadoEm.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const again = await as('admin@demo.local', { url: `/api/v1/usuario/${user.id}` });
    expect(again.json<User>()).toEqual(user);
  });

  it('sets a given password (no e-mail) and asks for a new one at the first sign-in', async () => {
    const email = uniqueEmail('com-senha');
    const res = await create('gestor@demo.local', newUser({ email, senha: 'Inicial@2026' }));
    expect(res.statusCode, res.body).toBe(201);
    const session = await login(t.app, email, 'Inicial@2026');
    expect(session.updatePassword).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.mails.some((m) => m.to.includes(email))).toBe(false);
    const weak = await create('admin@demo.local', newUser({ senha: 'fraca' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual(fail('A senha deve ter entre 8 e 20 caracteres.'));
  });

  it('validates the fields and writes nothing', async () => {
    const users = await countUsers(t.tenants.demo);
    const people = await countIdentities();
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const res = await create('admin@demo.local', {
      nomeCompleto: '',
      email: 'sem-arroba',
      cpf: '123.456.789-00',
      dataDeNascimento: tomorrow,
      classificacao: 'chefe',
    });
    expect(res.statusCode).toBe(400);
    const byField = Object.fromEntries(res.json<{ notifications: { field: string; message: string }[] }>().notifications.map((n) => [n.field, n.message]));
    expect(byField).toMatchObject({
      nomeCompleto: 'Campo obrigatório',
      email: 'E-mail inválido',
      dataDeNascimento: 'A data de nascimento não pode estar no futuro',
    });
    expect(byField.classificacao).toBeDefined();
    const cpf = await create('admin@demo.local', newUser({ cpf: '123.456.789-00', telefone: '11 9876' }));
    expect(cpf.json<{ notifications: unknown[] }>().notifications).toEqual([
      { field: 'cpf', message: 'CPF inválido' },
      { field: 'telefone', message: 'Telefone inválido' },
    ]);
    const spanish = await as('admin@demo.local', { method: 'POST', url: '/api/v1/usuario', payload: newUser({ nomeCompleto: ' ' }), lang: 'es' });
    expect(spanish.json()).toMatchObject({ notifications: [{ field: 'nomeCompleto', message: 'Campo obligatorio' }] });
    expect(await countUsers(t.tenants.demo)).toBe(users);
    expect(await countIdentities()).toBe(people);
  });

  it("refuses job titles, groups, units and supervisors of another tenant", async () => {
    const users = await countUsers(t.tenants.demo);
    // the shared tenant-id check names the field and the ids refused
    const refused = (message: string, field: string, id: string) => ({ success: false, notifications: [{ message, field }], details: { field, ids: [id] } });
    expect((await create('admin@demo.local', newUser({ cargoId: ids.acmeCargo }))).json()).toEqual(refused('Cargo não encontrado.', 'cargoId', ids.acmeCargo));
    expect((await create('admin@demo.local', newUser({ permissionId: ids.acmeGroup }))).json()).toEqual(fail('Grupo de permissão não encontrado.'));
    expect((await create('admin@demo.local', newUser({ departamentoId: ids.acmeCargo }))).json()).toEqual(refused('Departamento não encontrado.', 'departamentoId', ids.acmeCargo));
    expect((await create('admin@demo.local', newUser({ unidadeDeNegocioId: ids.acmeCargo }))).json()).toEqual(refused('Unidade não encontrada.', 'unidadeDeNegocioId', ids.acmeCargo));
    const foreignBoss = await create('admin@demo.local', newUser({ superiorDireto: await t.userId('admin@acme.local') }));
    expect(foreignBoss.statusCode).toBe(400);
    expect(foreignBoss.json()).toEqual(fail('Superior direto não encontrado.'));
    expect(await countUsers(t.tenants.demo)).toBe(users);
  });

  it('refuses an e-mail already used in the company and a CPF of another person', async () => {
    const dup = await create('admin@demo.local', newUser({ email: 'Aluno@Demo.local' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual(fail('Já existe um usuário com este e-mail nesta empresa.'));
    const cpf = await create('admin@demo.local', newUser({ cpf: '111.444.777-35' }));
    expect(cpf.statusCode).toBe(409);
    expect(cpf.json()).toEqual(fail('Este CPF já está cadastrado para outra pessoa.'));
  });

  it("links the account of a person who exists in another company, keeping that person's password", async () => {
    const person = await createPerson(t, { accounts: [{ tenant: 'acme' }], nome: 'Paula Parceira' });
    const people = await countIdentities();
    const res = await create('admin@demo.local', newUser({ email: person.email, nomeCompleto: 'Paula Parceira', senha: 'Outra@2026' }));
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json<User>();
    expect(user.contas).toEqual([
      { tenantId: t.tenants.acme, empresa: 'Acme', padrao: true, ativo: true, atual: false },
      { tenantId: t.tenants.demo, empresa: 'Demo', padrao: false, ativo: true, atual: true },
    ]);
    expect(await countIdentities()).toBe(people);
    expect((await login(t.app, person.email, person.password)).updatePassword).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.mails.some((m) => m.to.includes(person.email))).toBe(false);
  });

  it('refuses a person whose e-mail has another CPF', async () => {
    const person = await createPerson(t, { accounts: [{ tenant: 'acme' }], cpf: '39053344705' });
    const res = await create('admin@demo.local', newUser({ email: person.email, cpf: '135.792.468-28' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(fail('Este e-mail já pertence a uma pessoa cadastrada com outro CPF.'));
  });

  it("needs 'Usuários'", async () => {
    const res = await create('aluno@demo.local', newUser());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  describe('contract limit', () => {
    it('creates at contracted - 1 active users and refuses at contracted', async () => {
      const company = await createCompany(3); // the administrator is the first active user
      expect((await create(company.adminEmail, newUser())).statusCode).toBe(201); // 1 -> 2
      const last = await create(company.adminEmail, newUser()); // 2 active (contracted - 1) -> 3
      expect(last.statusCode, last.body).toBe(201);
      const users = await countUsers(company.tenantId);
      const refused = await create(company.adminEmail, newUser()); // 3 active = contracted
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(fail('Seu contrato atingiu o número máximo de usuários ativos!'));
      const english = await as(company.adminEmail, { method: 'POST', url: '/api/v1/usuario', payload: newUser(), lang: 'en' });
      expect(english.json()).toEqual(fail('Your contract has reached the maximum number of active users!'));
      expect(await countUsers(company.tenantId)).toBe(users);
      // an inactive user takes no place
      expect((await create(company.adminEmail, newUser({ ativo: false }))).statusCode).toBe(201);
    });

    it('allows the first user when both counts are zero, then refuses', async () => {
      const company = await createCompany(0, false);
      const first = await create('superadmin@plataforma.local', newUser(), company.tenantId);
      expect(first.statusCode, first.body).toBe(201);
      const second = await create('superadmin@plataforma.local', newUser(), company.tenantId);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual(fail('Seu contrato atingiu o número máximo de usuários ativos!'));
    });

    it('checks the limit when a user is reactivated', async () => {
      const company = await createCompany(2);
      const inactive = (await create(company.adminEmail, newUser({ ativo: false }))).json<User>();
      expect((await create(company.adminEmail, newUser())).statusCode).toBe(201); // 2 active = contracted
      const body = { nomeCompleto: inactive.nomeCompleto, email: inactive.email, ativo: true };
      const res = await as(company.adminEmail, { method: 'PUT', url: `/api/v1/usuario/${inactive.id}`, payload: body });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(fail('Seu contrato atingiu o número máximo de usuários ativos!'));
      // editing without reactivating is fine
      const edit = await as(company.adminEmail, { method: 'PUT', url: `/api/v1/usuario/${inactive.id}`, payload: { ...body, ativo: false, apelido: 'Ina' } });
      expect(edit.statusCode).toBe(200);
    });
  });
});

describe('PUT /api/v1/usuario/{id}', () => {
  const createdUser = async (overrides: Record<string, unknown> = {}) => {
    const res = await create('admin@demo.local', newUser({ cpf: null, senha: 'Inicial@2026', ...overrides }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<User>();
  };
  const put = (who: string, id: string, payload: object, tenantId?: string) => as(who, { method: 'PUT', url: `/api/v1/usuario/${id}`, payload, tenantId });

  it('edits the personal, corporate and access data', async () => {
    const u = await createdUser();
    const res = await put(
      'admin@demo.local',
      u.id,
      userUpdateBody(u, { nomeCompleto: 'Nome Trocado', cargoId: ids.rhCargo, departamentoId: ids.comercialDepto, classificacao: 'admin', avaliador: true, permissionId: ids.gestorGroup, telefone: '11 3456 7890' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<User>()).toMatchObject({
      nomeCompleto: 'Nome Trocado',
      cargoNome: 'Analista de Recursos Humanos',
      departamentoNome: 'Comercial',
      classificacao: 'admin',
      avaliador: true,
      grupoDePermissaoNome: 'Gestor',
      telefone: '551134567890',
      email: u.email,
    });
  });

  it('refuses a company administrator a change of e-mail or CPF, and allows it to platform administration in client mode', async () => {
    const u = await createdUser();
    const newEmail = uniqueEmail('trocado');
    const byAdmin = await put('admin@demo.local', u.id, userUpdateBody(u, { email: newEmail }));
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual(fail('Somente a administração da plataforma pode alterar o e-mail e o CPF do usuário.'));
    const byAdminCpf = await put('admin@demo.local', u.id, userUpdateBody(u, { cpf: '246.813.579-28' }));
    expect(byAdminCpf.statusCode).toBe(403);
    expect((await as('admin@demo.local', { url: `/api/v1/usuario/${u.id}` })).json<User>()).toMatchObject({ email: u.email, cpf: null });

    const bySuper = await put('superadmin@plataforma.local', u.id, userUpdateBody(u, { email: newEmail, cpf: '246.813.579-28' }), t.tenants.demo);
    expect(bySuper.statusCode, bySuper.body).toBe(200);
    expect(bySuper.json<User>()).toMatchObject({ email: newEmail, cpf: '24681357928' });
    expect((await login(t.app, newEmail, 'Inicial@2026')).access_token).toBeTruthy();
    const taken = await put('superadmin@plataforma.local', u.id, userUpdateBody(u, { email: 'aluno@demo.local', cpf: null }), t.tenants.demo);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual(fail('Este e-mail já pertence a outra pessoa.'));
  });

  it('validates and writes nothing; another tenant answers 404', async () => {
    const u = await createdUser();
    const bad = await put('admin@demo.local', u.id, userUpdateBody(u, { nomeCompleto: 'Trocado', dataDeNascimento: '2999-01-01' }));
    expect(bad.statusCode).toBe(400);
    expect((await as('admin@demo.local', { url: `/api/v1/usuario/${u.id}` })).json<User>().nomeCompleto).toBe(u.nomeCompleto);
    const foreign = await put('admin@acme.local', u.id, userUpdateBody(u, { nomeCompleto: 'Invasor' }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(fail('Usuário não encontrado.'));
    expect((await put('aluno@demo.local', u.id, userUpdateBody(u))).statusCode).toBe(403);
  });

  it('refuses deactivating oneself and editing someone of a higher level', async () => {
    const adminId = await t.userId('admin@demo.local');
    const admin = (await as('admin@demo.local', { url: `/api/v1/usuario/${adminId}` })).json<User>();
    const self = await put('admin@demo.local', adminId, userUpdateBody(admin, { ativo: false }));
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual(fail('Você não pode desativar o seu próprio usuário.'));
    const higher = await put('gestor@demo.local', adminId, userUpdateBody(admin, { nomeCompleto: 'Rebaixada' }));
    expect(higher.statusCode).toBe(403);
    expect(higher.json()).toEqual(fail('Você não pode alterar um usuário com nível de acesso superior ao seu.'));
  });
});

describe('who may grant what (a manager cannot make himself or anyone else administrator)', () => {
  const put = (who: string, id: string, payload: object, lang?: string) => as(who, { method: 'PUT', url: `/api/v1/usuario/${id}`, payload, lang });
  const read = async (id: string) => (await as('admin@demo.local', { url: `/api/v1/usuario/${id}` })).json<User>();
  const createdUser = async (overrides: Record<string, unknown> = {}) => {
    const res = await create('admin@demo.local', newUser({ cpf: null, senha: 'Inicial@2026', ...overrides }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<User>();
  };

  it("refuses the manager's PUT of his own account with the Administrador group and 'admin' (403 in pt/en/es); nothing changes", async () => {
    const gestorId = await t.userId('gestor@demo.local');
    const me = await read(gestorId);
    expect(me).toMatchObject({ permissionId: ids.gestorGroup, classificacao: 'manager' });
    for (const [lang, message] of [
      ['pt', 'Você não pode alterar o seu próprio grupo de permissão. Peça a outro administrador.'],
      ['en', 'You cannot change your own permission group. Ask another administrator.'],
      ['es', 'No puede cambiar su propio grupo de permisos. Pida a otro administrador.'],
    ] as const) {
      const res = await put('gestor@demo.local', gestorId, userUpdateBody(me, { permissionId: ids.adminGroup, classificacao: 'admin', nomeCompleto: 'Gustavo Promovido' }), lang);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, notifications: [{ message, field: 'permissionId' }] });
    }
    const ownClassification = await put('gestor@demo.local', gestorId, userUpdateBody(me, { classificacao: 'admin' }));
    expect(ownClassification.statusCode).toBe(403);
    expect(ownClassification.json()).toEqual({ success: false, notifications: [{ message: 'Você não pode alterar a sua própria classificação. Peça a outro administrador.', field: 'classificacao' }] });
    // even an administrator cannot change their own group or classification
    const adminId = await t.userId('admin@demo.local');
    const adminSelf = await put('admin@demo.local', adminId, userUpdateBody(await read(adminId), { classificacao: 'student' }));
    expect(adminSelf.statusCode).toBe(403);
    // nothing changed, and the manager still has no administrator access
    expect(await read(gestorId)).toMatchObject({ nomeCompleto: me.nomeCompleto, permissionId: ids.gestorGroup, classificacao: 'manager' });
    expect((await as('gestor@demo.local', { url: '/api/v1/grupoDePermissao' })).statusCode).toBe(403);
    // editing his own data without touching either stays allowed
    const fine = await put('gestor@demo.local', gestorId, userUpdateBody(me, { apelido: 'Gus' }));
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('refuses giving someone a group stronger than the caller’s or a classification above it; weaker ones pass', async () => {
    const u = await createdUser({ permissionId: ids.alunoGroup, classificacao: 'student' });
    const stronger = await put('gestor@demo.local', u.id, userUpdateBody(u, { permissionId: ids.adminGroup }));
    expect(stronger.statusCode).toBe(403);
    expect(stronger.json().notifications).toEqual([
      { message: expect.stringMatching(/^Você não pode conceder o grupo de permissão Administrador: ele tem permissões que você não tem \((.+, )?Permissões(, .+)?\)\.$/), field: 'permissionId' },
    ]);
    const above = await put('gestor@demo.local', u.id, userUpdateBody(u, { classificacao: 'admin' }), 'en');
    expect(above.statusCode).toBe(403);
    expect(above.json()).toEqual({ success: false, notifications: [{ message: 'You cannot assign a classification above your own.', field: 'classificacao' }] });
    expect(await read(u.id)).toMatchObject({ permissionId: ids.alunoGroup, classificacao: 'student' });
    const allowed = await put('gestor@demo.local', u.id, userUpdateBody(u, { permissionId: ids.gestorGroup, classificacao: 'manager' }));
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json<User>()).toMatchObject({ permissionId: ids.gestorGroup, classificacao: 'manager' });
  });

  it('checks only what changes: a manager may edit someone kept in a stronger group', async () => {
    const u = await createdUser({ permissionId: ids.adminGroup, classificacao: 'admin' });
    const res = await put('gestor@demo.local', u.id, userUpdateBody(u, { apelido: 'Mantido' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<User>()).toMatchObject({ apelido: 'Mantido', permissionId: ids.adminGroup, classificacao: 'admin' });
  });

  it('refuses creating an account with a stronger group or a higher classification; nothing is written', async () => {
    const before = await countUsers(t.tenants.demo);
    const group = await create('gestor@demo.local', newUser({ permissionId: ids.adminGroup }));
    expect(group.statusCode).toBe(403);
    expect(group.json().notifications[0].field).toBe('permissionId');
    const classification = await create('gestor@demo.local', newUser({ permissionId: ids.alunoGroup, classificacao: 'admin' }));
    expect(classification.statusCode).toBe(403);
    expect(classification.json().notifications[0]).toEqual({ message: 'Você não pode atribuir uma classificação acima da sua.', field: 'classificacao' });
    expect(await countUsers(t.tenants.demo)).toBe(before);
    const ok = await create('gestor@demo.local', newUser({ permissionId: ids.alunoGroup, classificacao: 'manager' }));
    expect(ok.statusCode, ok.body).toBe(201);
    // platform administration in client mode may give any classification
    const bySuper = await create('superadmin@plataforma.local', newUser({ permissionId: ids.adminGroup, classificacao: 'admin' }), t.tenants.demo);
    expect(bySuper.statusCode, bySuper.body).toBe(201);
  });
});

describe('DELETE /api/v1/usuario/{id}', () => {
  it('deactivates the user, who can no longer sign in', async () => {
    const email = uniqueEmail('removido');
    const u = (await create('admin@demo.local', newUser({ email, senha: 'Inicial@2026', alterarSenhaNoProximoAcesso: false }))).json<User>();
    const res = await as('admin@demo.local', { method: 'DELETE', url: `/api/v1/usuario/${u.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await as('admin@demo.local', { url: `/api/v1/usuario/${u.id}` })).json<User>().ativo).toBe(false);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', payload: { username: email, password: 'Inicial@2026' } });
    expect(signIn.statusCode).not.toBe(200);
  });

  it('refuses deleting oneself, another tenant (404) and a user without the permission (403)', async () => {
    const self = await as('admin@demo.local', { method: 'DELETE', url: `/api/v1/usuario/${await t.userId('admin@demo.local')}` });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual(fail('Você não pode excluir o seu próprio usuário.'));
    const foreign = await as('admin@acme.local', { method: 'DELETE', url: `/api/v1/usuario/${await t.userId('aluno@demo.local')}` });
    expect(foreign.statusCode).toBe(404);
    const aluno = await as('aluno@demo.local', { method: 'DELETE', url: `/api/v1/usuario/${await t.userId('gestor@demo.local')}` });
    expect(aluno.statusCode).toBe(403);
    expect((await as('admin@demo.local', { url: `/api/v1/usuario/${await t.userId('aluno@demo.local')}` })).json<User>().ativo).toBe(true);
  });
});

describe('PUT /api/v1/usuario/updateEmail', () => {
  const update = (who: string, payload: object, tenantId?: string) => as(who, { method: 'PUT', url: '/api/v1/usuario/updateEmail', payload, tenantId });

  it('is for platform administration only', async () => {
    const person = await createPerson(t);
    const email = uniqueEmail('novo-email');
    const res = await update('admin@demo.local', { usuarioId: person.accounts.demo, email, confirmacaoEmail: email });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(fail('Somente a administração da plataforma pode alterar o e-mail e o CPF do usuário.'));
    expect((await update('aluno@demo.local', { usuarioId: person.accounts.demo, email, confirmacaoEmail: email })).statusCode).toBe(403);
  });

  it('refuses the same e-mail, a confirmation that differs and an e-mail of another person', async () => {
    const person = await createPerson(t);
    const same = await update('superadmin@plataforma.local', { usuarioId: person.accounts.demo, email: person.email.toUpperCase(), confirmacaoEmail: person.email }, t.tenants.demo);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual(fail('O novo e-mail não pode ser igual ao anterior'));
    const email = uniqueEmail('novo-email');
    const mismatch = await update('superadmin@plataforma.local', { usuarioId: person.accounts.demo, email, confirmacaoEmail: `x${email}` }, t.tenants.demo);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ notifications: [{ field: 'confirmacaoEmail', message: 'Os e-mails devem coincidir' }] });
    const taken = await update('superadmin@plataforma.local', { usuarioId: person.accounts.demo, email: 'gestor@demo.local', confirmacaoEmail: 'gestor@demo.local' }, t.tenants.demo);
    expect(taken.statusCode).toBe(409);
    const foreign = await update('superadmin@plataforma.local', { usuarioId: person.accounts.demo, email, confirmacaoEmail: email }, t.tenants.acme);
    expect(foreign.statusCode).toBe(404);
    expect(await login(t.app, person.email)).toBeTruthy();
  });

  it('changes the e-mail and sends the password reset link to the new address', async () => {
    const person = await createPerson(t);
    const email = uniqueEmail('novo-email');
    const res = await update('superadmin@plataforma.local', { usuarioId: person.accounts.demo, email: ` ${email.toUpperCase()}`, confirmacaoEmail: email }, t.tenants.demo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'E-mail atualizado com sucesso! Um link para criar a senha foi enviado ao novo endereço.' });
    const mail = await t.waitForMail((m) => m.to.includes(email));
    expect(mail.text).toContain(`/auth/new-password?userId=${person.accounts.demo}&hash=`);
    expect((await login(t.app, email)).access_token).toBeTruthy();
    const old = await t.app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', payload: { username: person.email, password: DEMO_PASSWORD } });
    expect(old.statusCode).toBe(401);
  });
});

describe('GET /api/v1/usuario/nps', () => {
  it('answers that no survey is pending, for any signed-in user', async () => {
    const res = await as('aluno@demo.local', { url: '/api/v1/usuario/nps' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pendente: false, pesquisaId: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/usuario/nps' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/usuario/{id} partner accounts', () => {
  it("lists the person's companies, the default first", async () => {
    const multi = await t.userId('multi@demo.local', 'demo');
    const res = await as('admin@demo.local', { url: `/api/v1/usuario/${multi}` });
    expect(res.json<User>().contas).toEqual([
      { tenantId: t.tenants.demo, empresa: 'Demo', padrao: true, ativo: true, atual: true },
      { tenantId: t.tenants.acme, empresa: 'Acme', padrao: false, ativo: true, atual: false },
    ]);
  });
});
