import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_GROUPS } from '@plataforma/shared/permissions';
import type { Import, ListImportsResponse, ValidateBatchResponse } from '@plataforma/shared/imports';
import { hashPassword } from '../../core/crypto';
import { cargo, contrato, empresa, grupoDePermissao, identidade, importacao, tenant, usuario } from '../../db/schema';
import { deflatedZeros, makeZip } from '../../test/zip';
import { buildTestApp, callAs, createPerson, DEMO_PASSWORD, login, multipartFile, uniqueEmail, type TestApp } from '../../test/build-test-app';

let t: TestApp;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const email of ['aluno@demo.local', 'admin@demo.local', 'gestor@demo.local', 'admin@acme.local']) {
    token[email] = (await login(t.app, email)).access_token;
  }
});
afterAll(async () => {
  await t?.close();
});

const HEADER = ['Nome completo *', 'E-mail *', 'CPF/CNPJ/Documento', 'Cargo', 'Unidade de negócio', 'Grupo de permissão', 'Gênero', 'Data de nascimento', 'E-mail do superior direto'];
type Row = (string | number | null)[];

const xlsx = async (rows: Row[], header: string[] = HEADER): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Usuarios');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
};

const as = (who: string, options: Parameters<typeof callAs>[2]) => callAs(t.app, token[who] ?? who, options);

const validate = (who: string, file: Buffer, fileName = 'usuarios.xlsx', lang?: string) => {
  const { payload, headers } = multipartFile('usersBatch', fileName, file);
  return as(who, { method: 'POST', url: '/api/v1/usuario/validate/batch', payload, headers: { ...headers, ...(lang ? { 'accept-language': lang } : {}) } });
};

const start = (who: string, id: string, enviarEmail = true) => as(who, { method: 'POST', url: `/api/v1/usuario/import/batch/${id}`, payload: { enviarEmail } });

const waitUntilDone = async (who: string, id: string, seen?: (i: Import) => Promise<void>): Promise<Import> => {
  for (let i = 0; i < 600; i += 1) {
    const res = await as(who, { url: `/api/v1/usuario/import/batch/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    const current = res.json<Import>();
    await seen?.(current);
    if (!['NaFila', 'Processando'].includes(current.status)) return current;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
};

const accountsOf = (tenantId: string, emails: string[]) =>
  t.database.system((tx) =>
    tx
      .select({ email: identidade.email, id: usuario.id, cargoId: usuario.cargoId, superiorDiretoId: usuario.superiorDiretoId, genero: usuario.genero, padrao: usuario.padrao, ativo: usuario.ativo })
      .from(usuario)
      .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
      .where(and(eq(usuario.tenantId, tenantId), inArray(identidade.email, emails))),
  );

const countAll = () =>
  t.database.system(async (tx) => ({ users: (await tx.select({ id: usuario.id }).from(usuario)).length, people: (await tx.select({ id: identidade.id }).from(identidade)).length }));

/** A company of its own with `contratados` users and an administrator. */
const createCompany = async (contratados: number) => {
  const sub = `imp-${uniqueEmail('t').replace(/[^a-z0-9]/g, '')}`.slice(0, 40);
  const email = uniqueEmail('admin-imp');
  await t.database.system(async (tx) => {
    const [company] = await tx.insert(empresa).values({ nome: `Empresa ${sub}` }).returning({ id: empresa.id });
    const [contract] = await tx.insert(contrato).values({ empresaId: company.id, nome: `Contrato ${sub}`, usuariosContratados: contratados }).returning({ id: contrato.id });
    const [row] = await tx.insert(tenant).values({ nome: `Empresa ${sub}`, subdominio: sub, contratoId: contract.id }).returning({ id: tenant.id });
    const [group] = await tx.insert(grupoDePermissao).values({ tenantId: row.id, nome: 'Administrador', funcionalidades: [...SEED_GROUPS.Administrador] }).returning({ id: grupoDePermissao.id });
    const [person] = await tx.insert(identidade).values({ email, senhaHash: await hashPassword(DEMO_PASSWORD) }).returning({ id: identidade.id });
    await tx.insert(usuario).values({ tenantId: row.id, identidadeId: person.id, nomeCompleto: 'Admin Importação', grupoDePermissaoId: group.id, nivel: 'N2', classificacao: 'admin', padrao: true });
  });
  token[email] = (await login(t.app, email)).access_token;
  const tenantId = (await t.database.system((tx) => tx.select({ id: tenant.id }).from(tenant).where(eq(tenant.subdominio, sub))))[0].id;
  return { tenantId, admin: email };
};

describe('POST /api/v1/usuario/validate/batch', () => {
  it("needs 'Usuários'", async () => {
    const res = await validate('aluno@demo.local', await xlsx([['Ana', uniqueEmail()]]));
    expect(res.statusCode).toBe(403);
  });

  it('reports every bad row (row, column, message) and writes no user', async () => {
    const before = await countAll();
    const good = uniqueEmail('bom');
    const file = await xlsx([
      ['Ana Boa', good, '123.456.789-09', 'Desenvolvedor de Software', 'BR-SE-SP', 'Aluno', 'Feminino', '15/03/1990', null],
      ['', 'sem-arroba', '123.456.789-00', 'Astronauta', 'Lua', 'Grupo Fantasma', 'outro', '31/02/2020', null],
      [null, null, null, null, null, null, null, null, null],
      ['Repetida', good.toUpperCase(), null, null, null, null, null, null, 'ninguem@teste.local'],
      ['Já existe', 'aluno@demo.local', null, null, null, null, null, null, null],
    ]);
    const res = await validate('admin@demo.local', file, 'equipe.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<ValidateBatchResponse>();
    expect(report).toMatchObject({ tipo: 'usuarios', nomeArquivo: 'equipe.xlsx', status: 'Invalido', podeImportar: false, totalLinhas: 4, linhasComErro: 3, linhasValidas: 1, criadoPor: 'Ana Administradora' });
    const at = (linha: number, coluna: string) => report.erros.find((e) => e.linha === linha && e.coluna === coluna)?.mensagem;
    expect(at(3, 'Nome completo')).toBe('Campo obrigatório');
    expect(at(3, 'E-mail')).toBe('E-mail inválido');
    expect(at(3, 'CPF/CNPJ/Documento')).toBeTruthy();
    expect(at(3, 'Gênero')).toBe('Valor "outro" inválido. Use um destes: Masculino, Feminino, Não binário.');
    expect(at(3, 'Data de nascimento')).toBe('Data "31/02/2020" inválida. Use o formato DD/MM/AAAA.');
    // the blank row 4 is skipped; row 5 repeats row 2's e-mail (case ignored) and names an unknown supervisor
    expect(at(5, 'E-mail')).toBe('Valor repetido na planilha (já usado na linha 2).');
    expect(at(6, 'E-mail')).toBe('Já existe um usuário com este e-mail nesta empresa.');
    expect(report.erros.some((e) => e.linha === 2)).toBe(false);
    expect(report.erros.map((e) => e.linha)).toEqual([...report.erros.map((e) => e.linha)].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(await countAll()).toEqual(before);

    // an invalid file can never run
    const refused = await start('admin@demo.local', report.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, notifications: [{ message: 'Esta importação não pode ser executada: corrija os erros da planilha e envie-a novamente.' }] });
    expect(await countAll()).toEqual(before);
  });

  it('resolves names the company does not have as row problems, in the caller language', async () => {
    const res = await validate('admin@demo.local', await xlsx([['Bob', uniqueEmail(), null, 'Astronauta', 'Lua', 'Grupo Fantasma', null, null, null]]), 'x.xlsx', 'en');
    const report = res.json<ValidateBatchResponse>();
    expect(report.erros).toEqual([
      { linha: 2, coluna: 'Job title', mensagem: 'Job title "Astronauta" not found in this company.' },
      { linha: 2, coluna: 'Business unit', mensagem: 'Business unit "Lua" not found in this company (give its name or code).' },
      { linha: 2, coluna: 'Permission group', mensagem: 'Permission group "Grupo Fantasma" not found in this company.' },
    ]);
  });

  it('refuses rows that give a group stronger than the caller’s or a classification above theirs; nothing can be imported', async () => {
    const before = await countAll();
    const header = ['Nome completo *', 'E-mail *', 'Grupo de permissão', 'Classificação'];
    const file = await xlsx(
      [
        ['Quer Ser Admin', uniqueEmail('g1'), 'Administrador', 'Aluno'],
        ['Quer Classificação', uniqueEmail('g2'), 'Aluno', 'Administrador'],
        ['Pode Entrar', uniqueEmail('g3'), 'Gestor', 'Gestor'],
      ],
      header,
    );
    const res = await validate('gestor@demo.local', file, 'promocao.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<ValidateBatchResponse>();
    expect(report).toMatchObject({ status: 'Invalido', podeImportar: false, totalLinhas: 3, linhasComErro: 2, linhasValidas: 1 });
    expect(report.erros).toEqual([
      { linha: 2, coluna: 'Grupo de permissão', mensagem: expect.stringMatching(/^Você não pode conceder o grupo de permissão Administrador: ele tem permissões que você não tem \(.*Permissões.*\)\.$/) },
      { linha: 3, coluna: 'Classificação', mensagem: 'Você não pode atribuir uma classificação acima da sua.' },
    ]);
    expect((await start('gestor@demo.local', report.id)).statusCode).toBe(409);
    expect(await countAll()).toEqual(before);
    // the company administrator may give both
    const byAdmin = (await validate('admin@demo.local', file, 'promocao.xlsx')).json<ValidateBatchResponse>();
    expect(byAdmin).toMatchObject({ status: 'Validado', erros: [] });
  });

  it('reports missing required columns', async () => {
    const res = await validate('admin@demo.local', await xlsx([['x']], ['Apelido']));
    const report = res.json<ValidateBatchResponse>();
    expect(report.status).toBe('Invalido');
    expect(report.erros).toEqual([
      { linha: 1, coluna: 'Nome completo', mensagem: 'Coluna obrigatória ausente: Nome completo.' },
      { linha: 1, coluna: 'E-mail', mensagem: 'Coluna obrigatória ausente: E-mail.' },
    ]);
  });

  it('refuses what is not a spreadsheet, an empty one, a missing file and a file too large', async () => {
    const notSheet = await validate('admin@demo.local', Buffer.from('nome;email\nAna;a@b.c\n'), 'usuarios.xlsx');
    expect(notSheet.statusCode).toBe(415);
    expect(notSheet.json().notifications[0].message).toBe('Arquivo inválido. Envie uma planilha .xls ou .xlsx.');
    const renamed = await validate('admin@demo.local', await xlsx([['Ana', uniqueEmail()]]), 'usuarios.csv');
    expect(renamed.statusCode).toBe(415);
    const empty = await validate('admin@demo.local', await xlsx([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().notifications[0].message).toBe('A planilha não tem linhas de dados.');
    const missing = await as('admin@demo.local', { method: 'POST', url: '/api/v1/usuario/validate/batch', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().notifications[0].message).toBe('Envie a planilha no campo usersBatch.');
    const wrongField = multipartFile('arquivo', 'u.xlsx', await xlsx([['Ana', uniqueEmail()]]));
    expect((await as('admin@demo.local', { method: 'POST', url: '/api/v1/usuario/validate/batch', ...wrongField })).statusCode).toBe(400);
    const huge = await validate('admin@demo.local', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(21 * 1048576)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().notifications[0].message).toBe('A planilha excede o tamanho máximo de 20 MB.');
  });

  it('refuses a spreadsheet that is a zip bomb before reading it, keeping no import', async () => {
    const imports = () => t.database.system(async (tx) => (await tx.select({ id: importacao.id }).from(importacao)).length);
    const before = { ...(await countAll()), imports: await imports() };
    // A real workbook with its sheet swapped for 256 MB of zeros in about 256 KB.
    const bomb = makeZip([
      { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>', deflate: true },
      { name: 'xl/workbook.xml', data: '<workbook/>', deflate: true },
      { name: 'xl/worksheets/sheet1.xml', deflated: await deflatedZeros(256 * 1024 * 1024) },
    ]);
    const res = await validate('admin@demo.local', bomb, 'usuarios.xlsx', 'es');
    expect(res.statusCode).toBe(413);
    expect(res.json().notifications[0].message).toBe(
      'Archivo comprimido rechazado: su contenido se expande más de 100 veces su tamaño comprimido (xl/worksheets/sheet1.xml).',
    );
    expect({ ...(await countAll()), imports: await imports() }).toEqual(before);
  });

  it('reads the old .xls format too', async () => {
    const book = XLSX.utils.book_new();
    const email = uniqueEmail('xls');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ['Carla Xls', email, 98765432100, null, null, null, 'F', 32947, null]]), 'Usuarios');
    const file = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const res = await validate('admin@demo.local', file, 'antigo.xls');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ValidateBatchResponse>()).toMatchObject({ status: 'Validado', podeImportar: true, totalLinhas: 1, erros: [] });
  });

  it('refuses a file whose rows do not fit the contract', async () => {
    const company = await createCompany(3);
    const res = await validate(company.admin, await xlsx([1, 2, 3].map((n) => [`Pessoa ${n}`, uniqueEmail(), null, null, null, null, null, null, null])));
    const report = res.json<ValidateBatchResponse>();
    expect(report.status).toBe('Invalido');
    expect(report.erros[0]).toEqual({
      linha: null,
      coluna: null,
      mensagem: 'Seu contrato atingiu o número máximo de usuários ativos! A planilha traz 3 usuários novos e restam 2 vagas.',
    });
  });
});

describe('POST /api/v1/usuario/import/batch/{id}', () => {
  it('imports a valid file in the background: people, accounts, references, supervisors and the password e-mails', async () => {
    const [boss, first, second] = [uniqueEmail('chefe'), uniqueEmail('um'), uniqueEmail('dois')];
    const other = await createPerson(t, { accounts: [{ tenant: 'acme' }] });
    const file = await xlsx([
      // the supervisor comes after the people who report to them
      ['Pessoa Um', first, '246.813.579-28', 'Desenvolvedor de Software', 'São Paulo', 'Aluno', 'Masculino', '01/01/1991', boss],
      ['Pessoa Dois', second, null, null, null, null, null, null, boss],
      ['Chefe Novo', boss, null, 'Analista de Recursos Humanos', 'BR-SE', 'Gestor', null, null, null],
      // someone of another company: a new account for the same person, who keeps their password and default company
      ['Pessoa de Outra Empresa', other.email, null, null, null, null, null, null, null],
    ]);
    const report = (await validate('admin@demo.local', file)).json<ValidateBatchResponse>();
    expect(report).toMatchObject({ status: 'Validado', podeImportar: true, totalLinhas: 4, linhasValidas: 4, linhasComErro: 0, erros: [] });
    expect(await accountsOf(t.tenants.demo, [first, second, boss])).toEqual([]);

    const started = await start('admin@demo.local', report.id);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json<Import>().status).toBe('NaFila');
    const again = await start('admin@demo.local', report.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().notifications[0].message).toBe('Esta importação já foi iniciada.');

    const done = await waitUntilDone('admin@demo.local', report.id);
    expect(done).toMatchObject({ status: 'Concluido', importadas: 4, processadas: 4, linhasComErro: 0 });
    expect(done.concluidoEm).not.toBeNull();

    const accounts = await accountsOf(t.tenants.demo, [first, second, boss, other.email]);
    expect(accounts).toHaveLength(4);
    const byEmail = Object.fromEntries(accounts.map((a) => [a.email, a]));
    const devCargo = (await t.database.system((tx) => tx.select({ id: cargo.id }).from(cargo).where(and(eq(cargo.tenantId, t.tenants.demo), eq(cargo.nome, 'Desenvolvedor de Software')))))[0].id;
    expect(byEmail[first]).toMatchObject({ cargoId: devCargo, genero: 'male', superiorDiretoId: byEmail[boss].id, padrao: true, ativo: true });
    expect(byEmail[second].superiorDiretoId).toBe(byEmail[boss].id);
    expect(byEmail[other.email].padrao).toBe(false);
    // the person of another company still signs in with their own password
    expect((await login(t.app, other.email, other.password)).access_token).toBeTruthy();

    // new people get the link to create their password; the existing person gets nothing
    for (const email of [first, second, boss]) {
      const mail = await t.waitForMail((m) => m.to.includes(email), 10_000);
      expect(mail.text).toContain('/auth/new-password?userId=');
      expect(mail.subject).toBe('Sua conta foi criada');
    }
    expect(t.mails.some((m) => m.to.includes(other.email))).toBe(false);

    // the rows waiting for the job are dropped once it has run
    const [kept] = await t.database.system((tx) => tx.select({ linhas: importacao.linhas }).from(importacao).where(eq(importacao.id, report.id)));
    expect(kept.linhas).toEqual([]);
  });

  it('refuses at import time only the rows that changed since the validation', async () => {
    const [a, b] = [uniqueEmail('a'), uniqueEmail('b')];
    const report = (
      await validate(
        'admin@demo.local',
        await xlsx([
          ['Pessoa A', a, null, null, null, null, null, null, null],
          ['Pessoa B', b, null, null, null, null, null, null, null],
        ]),
      )
    ).json<ValidateBatchResponse>();
    // someone registers B by hand before the import runs
    const created = await as('admin@demo.local', { method: 'POST', url: '/api/v1/usuario', payload: { nomeCompleto: 'Pessoa B', email: b } });
    expect(created.statusCode, created.body).toBe(201);
    expect((await start('admin@demo.local', report.id, false)).statusCode).toBe(202);
    const done = await waitUntilDone('admin@demo.local', report.id);
    expect(done).toMatchObject({ status: 'ConcluidoComErros', importadas: 1, processadas: 2, linhasComErro: 1 });
    expect((await accountsOf(t.tenants.demo, [a])).length).toBe(1);

    const reportFile = await as('admin@demo.local', { url: `/api/v1/importacao/${report.id}/erros` });
    expect(reportFile.statusCode).toBe(200);
    expect(reportFile.headers['content-type']).toContain('spreadsheetml');
    expect(reportFile.headers['content-disposition']).toMatch(/erros-importacao-usuarios_\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(reportFile.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Dados')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Linha', 'Coluna', 'Mensagem']);
    expect(sheet.getRow(2).values).toEqual([undefined, 3, 'E-mail', 'Já existe um usuário com este e-mail nesta empresa.']);
    // without enviarEmail nobody of this file was mailed
    expect(t.mails.some((m) => m.to.includes(a))).toBe(false);
  });

  it('keeps answering other requests while a large import runs', async () => {
    const company = await createCompany(5000);
    const rows: Row[] = Array.from({ length: 1500 }, (_, n) => [`Pessoa ${n}`, uniqueEmail(`massa${n}`), null, null, null, null, null, null, null]);
    const report = (await validate(company.admin, await xlsx(rows))).json<ValidateBatchResponse>();
    expect(report).toMatchObject({ status: 'Validado', totalLinhas: 1500 });
    expect((await start(company.admin, report.id, false)).statusCode).toBe(202);
    let answeredWhileRunning = 0;
    const done = await waitUntilDone(company.admin, report.id, async (current) => {
      if (current.status !== 'Processando') return;
      const list = await as(company.admin, { url: '/api/v1/usuario?pageSize=10' });
      expect(list.statusCode).toBe(200);
      answeredWhileRunning += 1;
    });
    expect(done).toMatchObject({ status: 'Concluido', importadas: 1500 });
    expect(answeredWhileRunning).toBeGreaterThan(0);
    const count = await t.database.system(async (tx) => (await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.tenantId, company.tenantId))).length);
    expect(count).toBe(1501);
  });

  it('is confined to the tenant: another company cannot see, start or download an import', async () => {
    const report = (await validate('admin@demo.local', await xlsx([['Pessoa', uniqueEmail(), null, null, null, null, null, null, null]]))).json<ValidateBatchResponse>();
    expect((await start('admin@acme.local', report.id)).statusCode).toBe(404);
    expect((await as('admin@acme.local', { url: `/api/v1/usuario/import/batch/${report.id}` })).statusCode).toBe(404);
    expect((await as('admin@acme.local', { url: `/api/v1/importacao/${report.id}` })).statusCode).toBe(404);
    expect((await as('admin@acme.local', { url: `/api/v1/importacao/${report.id}/erros` })).statusCode).toBe(404);
    const acmeList = (await as('admin@acme.local', { url: '/api/v1/importacao?pageSize=50' })).json<ListImportsResponse>();
    expect(acmeList.data.some((i) => i.id === report.id)).toBe(false);
    expect((await as('admin@demo.local', { url: `/api/v1/importacao/${report.id}` })).json<Import>().status).toBe('Validado');
  });
});

describe('GET /api/v1/importacao', () => {
  it("lists the company's imports newest first, with filters, for 'Histórico de Importações'", async () => {
    expect((await as('aluno@demo.local', { url: '/api/v1/importacao' })).statusCode).toBe(403);
    const res = await as('admin@demo.local', { url: '/api/v1/importacao?pageSize=50' });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<ListImportsResponse>();
    expect(page.totalItems).toBeGreaterThanOrEqual(5);
    const created = page.data.map((i) => i.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const invalid = (await as('admin@demo.local', { url: '/api/v1/importacao?status=Invalido&nomeArquivo=EQUIPE' })).json<ListImportsResponse>();
    expect(invalid.data.map((i) => i.nomeArquivo)).toEqual(['equipe.xlsx']);
    expect((await as('admin@demo.local', { url: '/api/v1/importacao?status=Desconhecido' })).statusCode).toBe(400);
  });
});

describe('GET /api/v1/usuario/import/template', () => {
  it('is a spreadsheet with the columns, an example that validates, and the company lists', async () => {
    const res = await as('admin@demo.local', { url: '/api/v1/usuario/import/template' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('modelo-importacao-usuarios.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Usuarios', 'Listas', 'Instrucoes']);
    const header = book.worksheets[0].getRow(1).values as string[];
    expect(header.slice(1, 3)).toEqual(['Nome completo *', 'E-mail *']);
    const lists = book.getWorksheet('Listas')!;
    const listHeader = lists.getRow(1).values as string[];
    const cargoColumn = listHeader.indexOf('Cargo');
    const cargos = lists.getColumn(cargoColumn).values.slice(2).filter(Boolean);
    expect(cargos).toContain('Desenvolvedor de Software');

    // the instructions, a line per row
    const lines = book.getWorksheet('Instrucoes')!.getColumn(1).values.slice(2) as string[];
    expect(lines[0]).toMatch(/^Preencha uma linha por usuário na aba Usuarios/);
    expect(lines).toContain('Colunas com * são obrigatórias.');
    expect(lines.length).toBe(6);

    // the example row, as given, passes validation
    const report = (await validate('admin@demo.local', Buffer.from(res.rawPayload))).json<ValidateBatchResponse>();
    expect(report).toMatchObject({ status: 'Validado', totalLinhas: 1, erros: [] });

    const english = await as('admin@demo.local', { url: '/api/v1/usuario/import/template', headers: { 'accept-language': 'en' } });
    const en = new ExcelJS.Workbook();
    await en.xlsx.load(english.rawPayload as unknown as ArrayBuffer);
    expect((en.worksheets[0].getRow(1).values as string[]).slice(1, 3)).toEqual(['Full name *', 'Email *']);
  });
});
