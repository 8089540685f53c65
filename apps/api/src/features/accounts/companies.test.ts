import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, ListCompaniesResponse } from '@plataforma/shared/accounts';
import { buildTestApp, callAs, createGroup, createPerson, login, type TestApp } from '../../test/build-test-app';

let t: TestApp;
const token: Record<string, string> = {};
const SUPER = 'superadmin@plataforma.local';

beforeAll(async () => {
  t = await buildTestApp();
  for (const email of [SUPER, 'admin@demo.local', 'aluno@demo.local']) token[email] = (await login(t.app, email)).access_token;
});
afterAll(async () => {
  await t?.close();
});

const FORBIDDEN = { success: false, notifications: [{ message: 'Você não tem permissão para gerenciar este recurso.' }] };

let seq = 0;
/** A valid CNPJ that no other test uses: 12 base digits plus the check digits. */
const newCnpj = () => {
  seq += 1;
  const base = `${String(Date.now() % 1e8).padStart(8, '0')}${String(seq).padStart(4, '0')}`;
  const dv = (digits: string, weights: number[]) => {
    const r = weights.reduce((s, w, i) => s + Number(digits[i]) * w, 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = dv(`${base}${d1}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${d1}${d2}`;
};
const masked = (cnpj: string) => cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

const call = (email: string, options: Parameters<typeof callAs>[2]) => callAs(t.app, token[email], options);
const createCompany = async (body: Record<string, unknown> = {}) => {
  const res = await call(SUPER, {
    method: 'POST',
    url: '/api/v1/Empresa',
    payload: { tipoPessoa: 'juridica', documentoIdentificacao: masked(newCnpj()), nome: `Empresa ${seq} Ltda`, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Company>();
};

describe('POST /api/v1/Empresa', () => {
  it('creates a company with address, contact and manager data; the document is stored digits only', async () => {
    const cnpj = newCnpj();
    const res = await call(SUPER, {
      method: 'POST',
      url: '/api/v1/Empresa',
      payload: {
        tipoPessoa: 'juridica',
        documentoIdentificacao: masked(cnpj),
        nome: 'Agro Sul Comércio Ltda',
        nomeFantasia: 'Agro Sul',
        cep: '90010-000',
        logradouro: 'Rua dos Andradas',
        numero: '100',
        complemento: 'Sala 2',
        bairro: 'Centro Histórico',
        cidade: 'Porto Alegre',
        estado: 'rs',
        nomeContato: 'Paula Souza',
        emailContato: 'Paula@AgroSul.com',
        telefoneContato: '+55 (51) 98765-4321',
        nomeGestor: 'Marcos Lima',
        emailGestor: 'marcos@agrosul.com',
        telefoneGestor: '595981123456',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Company>()).toMatchObject({
      id: expect.any(String),
      nome: 'Agro Sul Comércio Ltda',
      nomeFantasia: 'Agro Sul',
      documentoIdentificacao: cnpj,
      tipoPessoa: 'juridica',
      cep: '90010000',
      estado: 'RS',
      pais: 'Brasil',
      emailContato: 'paula@agrosul.com',
      telefoneContato: '5551987654321',
      telefoneGestor: '595981123456',
      contratoId: null,
      totalContratos: 0,
      createdAt: expect.any(String),
    });
  });

  it('accepts a natural person with a CPF and a foreign person with an unmasked document', async () => {
    const cpf = await call(SUPER, { method: 'POST', url: '/api/v1/Empresa', payload: { tipoPessoa: 'fisica', documentoIdentificacao: '111.444.777-35', nome: 'Produtor Rural José' } });
    expect(cpf.statusCode).toBe(201);
    expect(cpf.json<Company>().documentoIdentificacao).toBe('11144477735');
    const foreign = await call(SUPER, {
      method: 'POST',
      url: '/api/v1/Empresa',
      payload: { tipoPessoa: 'estrangeira', documentoIdentificacao: 'RUC 80099887-1', nome: 'Agro Bolivia SRL', pais: 'Bolívia', estado: 'Santa Cruz', cep: 'SC-01' },
    });
    expect(foreign.statusCode).toBe(201);
    expect(foreign.json<Company>()).toMatchObject({ documentoIdentificacao: 'RUC 80099887-1', estado: 'Santa Cruz', cep: 'SC-01' });
  });

  it('validates the document against the person type, and the other fields; nothing is written', async () => {
    const before = (await call(SUPER, { method: 'GET', url: '/api/v1/Empresa' })).json<ListCompaniesResponse>().totalItems;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tipoPessoa: 'juridica', documentoIdentificacao: '11.222.333/0001-82' }, 'documentoIdentificacao', 'CNPJ inválido'],
      [{ tipoPessoa: 'fisica', documentoIdentificacao: '529.982.247-24' }, 'documentoIdentificacao', 'CPF inválido'],
      [{ tipoPessoa: 'fisica', documentoIdentificacao: '111.111.111-11' }, 'documentoIdentificacao', 'CPF inválido'],
      [{ tipoPessoa: 'fisica', documentoIdentificacao: masked(newCnpj()) }, 'documentoIdentificacao', 'CPF inválido'],
      [{ tipoPessoa: 'estrangeira', documentoIdentificacao: 'x'.repeat(31) }, 'documentoIdentificacao', 'Máximo de 30 caracteres'],
      [{ documentoIdentificacao: '' }, 'documentoIdentificacao', 'Campo obrigatório'],
      [{ nome: '  ' }, 'nome', 'Campo obrigatório'],
      [{ cep: '123' }, 'cep', 'CEP inválido'],
      [{ estado: 'XX' }, 'estado', 'Selecione uma UF válida'],
      [{ emailContato: 'x@' }, 'emailContato', 'E-mail inválido'],
      [{ telefoneContato: '12345' }, 'telefoneContato', 'Telefone inválido'],
      [{ tipoPessoa: 'empresa' }, 'tipoPessoa', 'Requisição inválida.'],
    ];
    for (const [override, field, message] of cases) {
      const res = await call(SUPER, { method: 'POST', url: '/api/v1/Empresa', payload: { tipoPessoa: 'juridica', documentoIdentificacao: newCnpj(), nome: 'Inválida', ...override } });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().notifications, JSON.stringify(override)).toContainEqual({ field, message });
    }
    expect((await call(SUPER, { method: 'GET', url: '/api/v1/Empresa' })).json<ListCompaniesResponse>().totalItems).toBe(before);
  });

  it('answers in the language asked', async () => {
    const res = await callAs(t.app, token[SUPER], {
      method: 'POST',
      url: '/api/v1/Empresa',
      headers: { 'accept-language': 'en' },
      payload: { tipoPessoa: 'juridica', documentoIdentificacao: '11.222.333/0001-82', nome: 'X' },
    });
    expect(res.json().notifications).toContainEqual({ field: 'documentoIdentificacao', message: 'Invalid CNPJ' });
  });

  it('refuses a document another company has (409)', async () => {
    const company = await createCompany();
    const res = await call(SUPER, { method: 'POST', url: '/api/v1/Empresa', payload: { tipoPessoa: 'juridica', documentoIdentificacao: masked(company.documentoIdentificacao!), nome: 'Outra' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, notifications: [{ message: 'Já existe uma empresa com este documento.' }] });
  });
});

describe('access to companies', () => {
  it('is refused to a company administrator (not elevated) and to a learner, on every call', async () => {
    const company = await createCompany();
    const calls = [
      { method: 'GET', url: '/api/v1/Empresa' },
      { method: 'GET', url: `/api/v1/Empresa/${company.id}` },
      { method: 'GET', url: `/api/v1/Empresa/documentoidentificacao/${company.documentoIdentificacao}` },
      { method: 'POST', url: '/api/v1/Empresa', payload: { tipoPessoa: 'juridica', documentoIdentificacao: newCnpj(), nome: 'X' } },
      { method: 'PUT', url: `/api/v1/Empresa/${company.id}`, payload: { tipoPessoa: 'juridica', documentoIdentificacao: company.documentoIdentificacao, nome: 'Mudou' } },
      { method: 'DELETE', url: `/api/v1/Empresa/${company.id}` },
    ] as const;
    for (const email of ['admin@demo.local', 'aluno@demo.local']) {
      for (const c of calls) {
        const res = await call(email, { ...c });
        expect(res.statusCode, `${email} ${c.method} ${c.url}`).toBe(403);
        expect(res.json()).toEqual(FORBIDDEN);
      }
    }
    expect((await call(SUPER, { method: 'GET', url: `/api/v1/Empresa/${company.id}` })).json<Company>().nome).toBe(company.nome);
  });

  it('is refused to the platform administrator in client mode, and to an elevated person without Empresas', async () => {
    const inDemo = await callAs(t.app, token[SUPER], { method: 'GET', url: '/api/v1/Empresa', tenantId: t.tenants.demo });
    expect(inDemo.statusCode).toBe(403);
    const group = await createGroup(t, 'plataforma', ['Contas', 'Contratos']);
    const person = await createPerson(t, { accounts: [{ tenant: 'plataforma', groupId: group, nivel: 'N1' }] });
    const { access_token } = await login(t.app, person.email);
    expect((await callAs(t.app, access_token, { method: 'GET', url: '/api/v1/Empresa' })).statusCode).toBe(403);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Empresa' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/Empresa', () => {
  it('pages, filters by name or trade name, type and state, and sorts', async () => {
    const tag = `Filtro${Date.now().toString(36)}`;
    await createCompany({ nome: `${tag} Alfa Ltda`, nomeFantasia: 'Zeta', estado: 'SC' });
    await createCompany({ nome: `${tag} Beta Ltda`, estado: 'PR' });
    await createCompany({ nome: 'Sem Nome Comum', nomeFantasia: `${tag} Gama`, estado: 'SC' });
    const page = (query: Record<string, string>) => call(SUPER, { method: 'GET', url: '/api/v1/Empresa', query }).then((r) => r.json<ListCompaniesResponse>());

    const byName = await page({ nome: tag.toLowerCase(), orderBy: 'nome', orderDirection: 'desc' });
    expect(byName.data.map((c) => c.nome)).toEqual(['Sem Nome Comum', `${tag} Beta Ltda`, `${tag} Alfa Ltda`]);
    expect((await page({ nome: tag, estado: 'SC' })).totalItems).toBe(2);
    expect((await page({ nome: tag, pageSize: '10', pageNumber: '9' })).pageNumber).toBe(1);
    const paged = await page({ pageSize: '10' });
    expect(paged).toMatchObject({ pageNumber: 1, pageSize: 10 });
    expect(paged.totalPages).toBe(Math.ceil(paged.totalItems / 10));
    expect((await page({ tipoPessoa: 'estrangeira' })).data.every((c) => c.tipoPessoa === 'estrangeira')).toBe(true);
    expect((await call(SUPER, { method: 'GET', url: '/api/v1/Empresa', query: { pageSize: '15' } })).statusCode).toBe(400);
  });

  it('shows the demo companies with their contracts', async () => {
    const res = await call(SUPER, { method: 'GET', url: '/api/v1/Empresa', query: { documentoIdentificacao: '98.765.432/0001-98' } });
    const [demo] = res.json<ListCompaniesResponse>().data;
    expect(demo).toMatchObject({ nomeFantasia: 'Demo', cidade: 'Curitiba', totalContratos: 1, contratoId: expect.any(String) });
  });
});

describe('GET /api/v1/Empresa/documentoidentificacao/{doc}', () => {
  it('finds a company by its CNPJ digits, its CPF, or a foreign document', async () => {
    const company = await createCompany();
    const res = await call(SUPER, { method: 'GET', url: `/api/v1/Empresa/documentoidentificacao/${company.documentoIdentificacao}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Company>().id).toBe(company.id);
    const masked = await call(SUPER, { method: 'GET', url: `/api/v1/Empresa/documentoidentificacao/${encodeURIComponent(company.documentoIdentificacao!.replace(/^(\d{2})(\d{3})/, '$1.$2.'))}` });
    expect(masked.json<Company>().id).toBe(company.id);
    const foreign = await call(SUPER, { method: 'GET', url: `/api/v1/Empresa/documentoidentificacao/${encodeURIComponent('RUC 80012345-6')}` });
    expect(foreign.json<Company>().nome).toBe('Agro Paraguay S.A.');
  });

  it('answers 404 when no company has the document', async () => {
    const res = await call(SUPER, { method: 'GET', url: `/api/v1/Empresa/documentoidentificacao/${newCnpj()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, notifications: [{ message: 'Nenhuma empresa encontrada com este documento.' }] });
  });
});

describe('GET, PUT and DELETE /api/v1/Empresa/{id}', () => {
  it('reads and updates a company; the document may change to a free one only', async () => {
    const company = await createCompany({ nomeFantasia: 'Antes' });
    const other = await createCompany();
    expect((await call(SUPER, { method: 'GET', url: `/api/v1/Empresa/${company.id}` })).json<Company>()).toEqual(company);

    const cpf = '52998224725';
    const updated = await call(SUPER, {
      method: 'PUT',
      url: `/api/v1/Empresa/${company.id}`,
      payload: { tipoPessoa: 'fisica', documentoIdentificacao: '529.982.247-25', nome: 'Ana Produtora', nomeFantasia: '', cidade: 'Londrina' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Company>()).toMatchObject({ id: company.id, tipoPessoa: 'fisica', documentoIdentificacao: cpf, nome: 'Ana Produtora', nomeFantasia: null, cidade: 'Londrina' });

    const taken = await call(SUPER, { method: 'PUT', url: `/api/v1/Empresa/${company.id}`, payload: { tipoPessoa: 'juridica', documentoIdentificacao: other.documentoIdentificacao, nome: 'X' } });
    expect(taken.statusCode).toBe(409);
    const invalid = await call(SUPER, { method: 'PUT', url: `/api/v1/Empresa/${company.id}`, payload: { tipoPessoa: 'juridica', documentoIdentificacao: cpf, nome: 'X' } });
    expect(invalid.statusCode).toBe(400);
    expect((await call(SUPER, { method: 'GET', url: `/api/v1/Empresa/${company.id}` })).json<Company>().nome).toBe('Ana Produtora');
  });

  it('answers 404 for an unknown company and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(SUPER, { method, url: `/api/v1/Empresa/${unknown}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, notifications: [{ message: 'Empresa não encontrada.' }] });
    }
    const put = await call(SUPER, { method: 'PUT', url: `/api/v1/Empresa/${unknown}`, payload: { tipoPessoa: 'juridica', documentoIdentificacao: newCnpj(), nome: 'X' } });
    expect(put.statusCode).toBe(404);
    expect((await call(SUPER, { method: 'GET', url: '/api/v1/Empresa/abc' })).statusCode).toBe(400);
  });

  it('deletes a company without contracts and refuses one with contracts (409)', async () => {
    const company = await createCompany();
    const res = await call(SUPER, { method: 'DELETE', url: `/api/v1/Empresa/${company.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await call(SUPER, { method: 'GET', url: `/api/v1/Empresa/${company.id}` })).statusCode).toBe(404);

    const demo = (await call(SUPER, { method: 'GET', url: '/api/v1/Empresa', query: { documentoIdentificacao: '98765432000198' } })).json<ListCompaniesResponse>().data[0];
    const refused = await call(SUPER, { method: 'DELETE', url: `/api/v1/Empresa/${demo.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, notifications: [{ message: 'Não é possível excluir esta empresa: 1 contrato vinculado a ela.' }] });
  });
});
