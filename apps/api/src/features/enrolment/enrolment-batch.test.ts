import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ImportEnrolmentBatchResponse, ValidateEnrolmentBatchResponse } from '@plataforma/shared/enrolment';
import type { Import, ListImportsResponse } from '@plataforma/shared/imports';
import { importacao } from '../../db/schema';
import { multipartFile } from '../../test/build-test-app';
import { ACME, ADMIN, enrolmentKit } from '../../test/enrolment-kit';

const k = enrolmentKit('enrolment-batch');

const xlsx = async (rows: (string | null)[][]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Dados');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
};

const validate = (who: string, fileName: string, content: Buffer) => k.as(who, { method: 'POST', url: '/api/v1/inscricao/validatebatch', ...multipartFile('file', fileName, content) });

describe('batch enrolment', () => {
  it('gives the template with the header row, an example row and the instructions, in the reader\'s language', async () => {
    await k.course();
    const res = await k.admin({ method: 'GET', url: '/api/v1/inscricao/modelo' });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Inscricoes', 'Instrucoes']);
    const data = book.worksheets[0];
    expect(data.getRow(1).values).toEqual([undefined, 'Email ou CPF', 'Tipo', 'Conteudo']);
    const example = data.getRow(2).values as string[];
    expect(example.slice(1, 3)).toEqual(['maria.silva@empresa.com.br', 'curso']);
    // one of the company's active courses, by code or title
    expect(example[3]).toBeTruthy();
    expect(data.rowCount).toBe(2);
    const instructions = book.getWorksheet('Instrucoes')!;
    const lines = instructions.getColumn(1).values.slice(2) as string[];
    expect(lines.length).toBeGreaterThan(3);
    expect(lines[0]).toMatch(/^Preencha uma linha por inscrição na aba Inscricoes/);
    expect(lines.some((l) => l.startsWith('Tipo: curso ou trilha'))).toBe(true);

    // the example, sent as it is, finds its course: only the made-up person is reported
    const report = (await validate(ADMIN, 'modelo.xlsx', Buffer.from(res.rawPayload))).json<ValidateEnrolmentBatchResponse>();
    expect(report).toMatchObject({ totalLinhas: 1, linhasValidas: 0 });
    expect(report.erros.map((e) => e.campo)).toEqual(['Email ou CPF']);

    const english = await k.admin({ method: 'GET', url: '/api/v1/inscricao/modelo', headers: { 'accept-language': 'en' } });
    const en = new ExcelJS.Workbook();
    await en.xlsx.load(english.rawPayload as unknown as ArrayBuffer);
    expect(en.worksheets.map((s) => s.name)).toEqual(['Enrollments', 'Instructions']);
    expect(en.worksheets[0].getRow(1).values).toEqual([undefined, 'Email ou CPF', 'Tipo', 'Conteudo']);
  });

  it('reports bad rows, enrols nobody at validation, then enrols the valid rows', async () => {
    const a = await k.person();
    const cpf = `9${Date.now().toString().slice(-10)}`;
    const b = await k.person({ cpf });
    const c = await k.person();
    const course = await k.course({ codigoCurso: k.unique('COD').replace(/\s/g, '') });
    const trail = await k.trail();
    // c is already enrolled in the trail
    await k.admin({ method: 'POST', url: `/api/v1/formacao/inscreverusuarios/${trail.id}`, payload: { usuariosIds: [c.id] } });
    const file = await xlsx([
      ['Email ou CPF', 'Tipo', 'Conteudo'],
      [a.email, 'curso', course.codigoCurso],
      [`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`, 'Trilha', trail.titulo],
      ['ninguem@nao.existe', 'curso', course.codigoCurso],
      [a.email, 'curso', 'Curso que não existe'],
      [a.email, 'video', course.titulo],
      [a.email.toUpperCase(), 'curso', course.titulo],
      [c.email, 'trilha', trail.titulo],
    ]);
    const res = await validate(ADMIN, 'inscricoes.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<ValidateEnrolmentBatchResponse>();
    expect(report).toMatchObject({ totalLinhas: 7, linhasValidas: 3, linhasComErro: 4 });
    expect(report.erros).toEqual([
      { linha: 4, campo: 'Email ou CPF', mensagem: 'Pessoa "ninguem@nao.existe" não encontrada nesta empresa.' },
      { linha: 5, campo: 'Conteudo', mensagem: 'Conteúdo "Curso que não existe" não encontrado nesta empresa.' },
      { linha: 6, campo: 'Tipo', mensagem: 'Tipo "video" inválido. Use curso ou trilha.' },
      { linha: 7, campo: null, mensagem: 'Linha repetida (mesma pessoa e conteúdo da linha 2).' },
    ]);
    expect(await k.enrolmentOf(a.id, { cursoId: course.id })).toBeNull();

    // the history shows it
    const history = await k.admin({ method: 'GET', url: '/api/v1/importacao?tipo=inscricao' });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<ListImportsResponse>().data.find((i) => i.id === report.id)).toMatchObject({ status: 'Validado', nomeArquivo: 'inscricoes.xlsx' });

    const run = await k.admin({ method: 'POST', url: `/api/v1/inscricao/importbatch/${report.id}`, payload: {} });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json<ImportEnrolmentBatchResponse>()).toEqual({ inscritos: 2, jaInscritos: 1, falhas: [] });
    expect((await k.enrolmentOf(a.id, { cursoId: course.id }))?.origem).toBe('import');
    expect((await k.enrolmentOf(b.id, { formacaoId: trail.id }))?.origem).toBe('import');
    expect((await k.enrolmentOf(c.id, { formacaoId: trail.id }))?.origem).toBe('manual');
    const after = await k.admin({ method: 'GET', url: '/api/v1/importacao?tipo=inscricao' });
    expect(after.json<ListImportsResponse>().data.find((i) => i.id === report.id)).toMatchObject({ status: 'ConcluidoComErros', importadas: 2 });
    // once only
    expect((await k.admin({ method: 'POST', url: `/api/v1/inscricao/importbatch/${report.id}` })).statusCode).toBe(409);
  });

  it('reads a CSV file and answers the failure envelope when nothing can be done', async () => {
    const course = await k.course();
    const csv = Buffer.from(`\uFEFFEmail ou CPF;Tipo;Conteudo\r\nfulano@nao.existe;curso;${course.titulo}\r\n`, 'utf8');
    const res = await validate(ADMIN, 'lote.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<ValidateEnrolmentBatchResponse>();
    expect(report).toMatchObject({ totalLinhas: 1, linhasValidas: 0, linhasComErro: 1 });
    const run = await k.admin({ method: 'POST', url: `/api/v1/inscricao/importbatch/${report.id}` });
    expect(run.statusCode, run.body).toBe(422);
    expect(k.messages(run.body)).toEqual(['Erro ao inscrever alunos!']);

    // a person deactivated between validation and run: the run fails as a whole
    const person = await k.person();
    const ok = await validate(ADMIN, 'lote.csv', Buffer.from(`Email ou CPF,Tipo,Conteudo\n${person.email},curso,"${course.titulo}"\n`, 'utf8'));
    const pending = ok.json<ValidateEnrolmentBatchResponse>();
    expect(pending.linhasValidas).toBe(1);
    await k.app().database.system((tx) => tx.execute(`update usuario set ativo = false where id = '${person.id}'`));
    const refused = await k.admin({ method: 'POST', url: `/api/v1/inscricao/importbatch/${pending.id}` });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ notifications: [{ message: 'Erro ao inscrever alunos!' }], details: { falhas: [{ linha: 2, motivo: 'Usuário inativo.' }] } });
  });

  it('refuses other files, people without the functionality, and keeps companies apart', async () => {
    expect((await validate(ADMIN, 'lote.pdf', Buffer.from('%PDF-1.4'))).statusCode).toBe(415);
    const learner = await k.person();
    const file = await xlsx([['Email ou CPF', 'Tipo', 'Conteudo'], [learner.email, 'curso', 'x']]);
    expect((await validate(learner.email, 'x.xlsx', file)).statusCode).toBe(403);
    // Acme sees neither Demo's people nor Demo's courses
    const course = await k.course();
    const foreign = await validate(ACME, 'x.xlsx', await xlsx([['Email ou CPF', 'Tipo', 'Conteudo'], [learner.email, 'curso', course.titulo]]));
    expect(foreign.json<ValidateEnrolmentBatchResponse>().erros.map((e) => e.campo)).toEqual(['Email ou CPF', 'Conteudo']);
  });

  it('discards a validated import that has not run: then it can no longer run nor be discarded again', async () => {
    const person = await k.person();
    const course = await k.course();
    const file = await xlsx([['Email ou CPF', 'Tipo', 'Conteudo'], [person.email, 'curso', course.titulo]]);
    const report = (await validate(ADMIN, 'descartar.xlsx', file)).json<ValidateEnrolmentBatchResponse>();
    const discardUrl = `/api/v1/importacao/${report.id}/descartar`;

    // people without the permission that runs it, and other companies
    expect((await k.as(person.email, { method: 'POST', url: discardUrl })).statusCode).toBe(403);
    const historyOnly = await k.person({ funcionalidades: ['Histórico de Importações'] });
    expect((await k.as(historyOnly.email, { method: 'POST', url: discardUrl })).statusCode).toBe(403);
    const foreign = await k.as(ACME, { method: 'POST', url: discardUrl });
    expect(foreign.statusCode).toBe(404);
    expect(k.messages(foreign.body)).toEqual(['Importação não encontrada.']);
    expect((await k.admin({ method: 'GET', url: `/api/v1/importacao/${report.id}` })).json<Import>().status).toBe('Validado');

    const discarded = await k.admin({ method: 'POST', url: discardUrl });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json<Import>()).toMatchObject({ id: report.id, status: 'Descartado', importadas: 0 });
    expect(discarded.json<Import>().concluidoEm).not.toBeNull();

    const run = await k.admin({ method: 'POST', url: `/api/v1/inscricao/importbatch/${report.id}` });
    expect(run.statusCode).toBe(409);
    expect(k.messages(run.body)).toEqual(['Esta importação foi descartada e não pode mais ser executada.']);
    expect(await k.enrolmentOf(person.id, { cursoId: course.id })).toBeNull();
    const again = await k.admin({ method: 'POST', url: discardUrl });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, notifications: [{ message: 'Só uma importação validada e ainda não executada pode ser descartada.' }] });
    const english = await k.admin({ method: 'POST', url: discardUrl, headers: { 'accept-language': 'en' } });
    expect(k.messages(english.body)).toEqual(['Only a validated import that has not run can be discarded.']);
    expect((await k.admin({ method: 'POST', url: '/api/v1/importacao/not-an-id/descartar' })).statusCode).toBe(400);
  });

  it('refuses to discard an import that ran or was invalid, and one of a kind the caller may not run', async () => {
    const person = await k.person();
    const course = await k.course();
    const ran = (await validate(ADMIN, 'ok.xlsx', await xlsx([['Email ou CPF', 'Tipo', 'Conteudo'], [person.email, 'curso', course.titulo]]))).json<ValidateEnrolmentBatchResponse>();
    expect((await k.admin({ method: 'POST', url: `/api/v1/inscricao/importbatch/${ran.id}` })).statusCode).toBe(200);
    expect((await k.admin({ method: 'POST', url: `/api/v1/importacao/${ran.id}/descartar` })).statusCode).toBe(409);
    const invalid = (await validate(ADMIN, 'ruim.xlsx', await xlsx([['Email ou CPF', 'Tipo', 'Conteudo'], ['ninguem@nao.existe', 'curso', course.titulo]]))).json<ValidateEnrolmentBatchResponse>();
    expect((await k.admin({ method: 'GET', url: `/api/v1/importacao/${invalid.id}` })).json<Import>().status).toBe('Invalido');
    expect((await k.admin({ method: 'POST', url: `/api/v1/importacao/${invalid.id}/descartar` })).statusCode).toBe(409);

    // a users import waits validated: someone with 'Cursos' (not 'Usuários') may not discard it
    const t = k.app();
    const users = await t.database.system(
      async (tx) =>
        (
          await tx
            .insert(importacao)
            .values({ tenantId: t.tenants.demo, tipo: 'usuarios', nomeArquivo: 'usuarios.xlsx', status: 'Validado', totalLinhas: 1, linhasValidas: 1, linhas: [{}], erros: [] })
            .returning({ id: importacao.id })
        )[0].id,
    );
    const coursesOnly = await k.person({ funcionalidades: ['Cursos', 'Histórico de Importações'] });
    expect((await k.as(coursesOnly.email, { method: 'POST', url: `/api/v1/importacao/${users}/descartar` })).statusCode).toBe(403);
    expect((await k.admin({ method: 'POST', url: `/api/v1/importacao/${users}/descartar` })).json<Import>().status).toBe('Descartado');
    // and running it is refused as discarded
    const start = await k.admin({ method: 'POST', url: `/api/v1/usuario/import/batch/${users}`, payload: {} });
    expect(start.statusCode).toBe(409);
    expect(k.messages(start.body)).toEqual(['Esta importação foi descartada e não pode mais ser executada.']);
  });
});
