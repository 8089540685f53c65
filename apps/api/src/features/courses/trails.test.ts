import { describe, expect, it } from 'vitest';
import type { Formacao, FormacaoBonds } from '@plataforma/shared/courses';
import type { Paged } from '@plataforma/shared';
import { multipartBody } from '../../core/multipart-body';
import { coursesTestKit, PNG } from './courses.test-kit';

const k = coursesTestKit('formacoes');
const { admin, as, unique, messages, object, category, skill, term, assessment, createCourse, createTrail } = k;

describe('formacao CRUD', () => {
  it('creates a trail with ordered steps of courses and objects, reads, replaces and deletes it', async () => {
    const [a, b] = [await object(300), await object(60)];
    const course = await createCourse({ cargaHoraria: 45 });
    const competenciaId = await skill();
    const codigoFormacao = unique('TRI').replace(/\s/g, '-');
    const created = await createTrail({
      codigoFormacao,
      categoriaId: await category(),
      competenciasIds: [competenciaId],
      termoDeUsoIntroducaoId: await term(),
      obrigatorio: true,
      limiteDeDiasParaConclusao: 0,
      aproveitamentoRequerido: 100,
      etapas: [
        { nome: 'Fundamentos', cargaHoraria: 60, itens: [{ tipo: 'curso', id: course.id }, { tipo: 'midia', id: a.id }] },
        { nome: 'Prática', cargaHoraria: 30, itens: [{ tipo: 'midia', id: b.id }] },
      ],
    });
    expect(created).toMatchObject({ codigoFormacao, competenciasIds: [competenciaId], obrigatorio: true, aproveitamentoRequerido: 100, cargaHorariaDasEtapas: 90 });
    expect(created.etapas.map((e) => [e.nome, e.ordem, e.cargaHoraria, e.itens.map((i) => [i.tipo, i.id, i.ordem])])).toEqual([
      ['Fundamentos', 1, 60, [['curso', course.id, 1], ['midia', a.id, 2]]],
      ['Prática', 2, 30, [['midia', b.id, 1]]],
    ]);
    expect(created.etapas[0].itens[0]).toMatchObject({ titulo: course.titulo, cargaHoraria: 45, midiaTipo: null });
    expect(created.etapas[0].itens[1]).toMatchObject({ titulo: a.nome, duracao: 300, midiaTipo: 'link' });
    expect((await admin({ method: 'GET', url: `/api/v1/formacao/${created.id}` })).json()).toEqual(created);

    const put = await admin({
      method: 'PUT',
      url: `/api/v1/formacao/${created.id}`,
      payload: { titulo: created.titulo, codigoFormacao, etapas: [{ nome: 'Prática', itens: [{ tipo: 'midia', id: b.id }, { tipo: 'midia', id: a.id }] }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<Formacao>().etapas.map((e) => [e.nome, e.itens.map((i) => i.id)])).toEqual([['Prática', [b.id, a.id]]]);

    const list = (await admin({ method: 'GET', url: `/api/v1/formacao?search=${codigoFormacao}` })).json<Paged<Formacao>>();
    expect(list.data.map((f) => f.id)).toEqual([created.id]);

    expect((await admin({ method: 'DELETE', url: `/api/v1/formacao/${created.id}` })).json()).toEqual({ success: true });
    expect((await admin({ method: 'GET', url: `/api/v1/formacao/${created.id}` })).statusCode).toBe(404);
    // The course and the objects stay.
    expect((await admin({ method: 'GET', url: `/api/v1/curso/${course.id}` })).statusCode).toBe(200);
  });

  it('validates steps, items and the general fields', async () => {
    const midia = await object();
    const taken = unique('TRI').replace(/\s/g, '-');
    await createTrail({ codigoFormacao: taken });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ titulo: 'T', etapas: [{ nome: 'Etapa A' }, { nome: 'etapa a' }] }, 400, 'Já existe uma etapa com este nome na trilha.'],
      [{ titulo: 'T', etapas: [{ nome: '' }] }, 400, 'Campo obrigatório'],
      [{ titulo: 'T', etapas: [{ nome: 'A', itens: [{ tipo: 'midia', id: midia.id }] }, { nome: 'B', itens: [{ tipo: 'midia', id: midia.id }] }] }, 400, 'Este item já foi adicionado.'],
      [{ titulo: 'T', parametrizacaoConteudo: { controleDeConsumo: { modoLiberacao: 'DataHora' } } }, 400, 'Informe a data e hora de liberação do conteúdo.'],
      [{ titulo: 'T', aproveitamentoRequerido: 101 }, 400, 'O aproveitamento requerido deve estar entre 0 e 100.'],
      [{ titulo: 'T', codigoFormacao: taken.toLowerCase() }, 409, 'Já existe uma trilha com este código.'],
      [{ titulo: 'T', etapas: [{ nome: 'A', itens: [{ tipo: 'curso', id: (await createCourse({}, 'admin@acme.local')).id }] }] }, 422, 'Um dos cursos informados não existe.'],
      [{ titulo: 'T', etapas: [{ nome: 'A', itens: [{ tipo: 'curso', id: midia.id }] }] }, 422, 'Um dos cursos informados não existe.'],
      [{ titulo: 'T', etapas: [{ nome: 'A', itens: [{ tipo: 'midia', id: (await object(10, 'admin@acme.local')).id }] }] }, 422, 'Um dos objetos informados não existe.'],
      [{ titulo: 'T', competenciasIds: [await skill('acme')] }, 422, 'Uma das competências informadas não existe.'],
      [{ titulo: 'T', termoDeUsoIntroducaoId: await term('acme') }, 422, 'Termo de uso não encontrado.'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await admin({ method: 'POST', url: '/api/v1/formacao', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(messages(res.body)).toContain(message);
    }
    const released = await createTrail({ parametrizacaoConteudo: { controleDeConsumo: { modoLiberacao: 'DataHora', dataHoraLiberacao: '2030-01-01T12:00:00Z' } } });
    expect(released.parametrizacaoConteudo.controleDeConsumo).toEqual({ modoLiberacao: 'DataHora', dataHoraLiberacao: '2030-01-01T12:00:00.000Z' });
  });

  it('saves and reads assessment items of steps, refuses repeated and foreign ones', async () => {
    const course = await createCourse({ cargaHoraria: 30 });
    const timed = await assessment('demo', { duracao: '01:30:00' });
    const plain = await assessment('demo');
    const trail = await createTrail({
      etapas: [
        { nome: 'Um', cargaHoraria: 40, itens: [{ tipo: 'curso', id: course.id }, { tipo: 'avaliacao', id: timed.id }] },
        { nome: 'Dois', itens: [{ tipo: 'avaliacao', id: plain.id }] },
      ],
    });
    expect(trail.etapas[0].itens[1]).toEqual({ tipo: 'avaliacao', id: timed.id, ordem: 2, titulo: timed.titulo, midiaTipo: null, duracao: 5400, cargaHoraria: null, ativo: true });
    expect(trail.etapas[1].itens).toEqual([{ tipo: 'avaliacao', id: plain.id, ordem: 1, titulo: plain.titulo, midiaTipo: null, duracao: null, cargaHoraria: null, ativo: true }]);
    expect((await admin({ method: 'GET', url: `/api/v1/formacao/${trail.id}` })).json()).toEqual(trail);

    const twice = await admin({
      method: 'POST',
      url: '/api/v1/formacao',
      payload: { titulo: 'T', etapas: [{ nome: 'A', itens: [{ tipo: 'avaliacao', id: plain.id }] }, { nome: 'B', itens: [{ tipo: 'avaliacao', id: plain.id }] }] },
    });
    expect(twice.statusCode).toBe(400);
    expect(messages(twice.body)).toContain('Este item já foi adicionado.');
    const foreign = await admin({ method: 'POST', url: '/api/v1/formacao', payload: { titulo: 'T', etapas: [{ nome: 'A', itens: [{ tipo: 'avaliacao', id: (await assessment('acme')).id }] }] } });
    expect(foreign.statusCode).toBe(422);
    expect(messages(foreign.body)).toEqual(['Avaliação não encontrada.']);
    // An object's id is not an assessment.
    const wrongKind = await admin({ method: 'POST', url: '/api/v1/formacao', payload: { titulo: 'T', etapas: [{ nome: 'A', itens: [{ tipo: 'avaliacao', id: (await object()).id }] }] } });
    expect(wrongKind.statusCode).toBe(422);
  });

  it('refuses trail prerequisite cycles and shows who requires a trail', async () => {
    const t1 = await createTrail({});
    const t2 = await createTrail({ parametrizacaoConteudo: { dependenciasExternas: { formacaoIds: [t1.id] } } });
    const course = await createCourse({ parametrizacaoConteudo: { dependenciasExternas: { formacaoIds: [t1.id] } } });
    const self = await admin({ method: 'PUT', url: `/api/v1/formacao/${t1.id}`, payload: { titulo: t1.titulo, parametrizacaoConteudo: { dependenciasExternas: { formacaoIds: [t1.id] } } } });
    expect(messages(self.body)).toEqual(['O conteúdo não pode ser pré-requisito de si mesmo.']);
    const cycle = await admin({ method: 'PUT', url: `/api/v1/formacao/${t1.id}`, payload: { titulo: t1.titulo, parametrizacaoConteudo: { dependenciasExternas: { formacaoIds: [t2.id] } } } });
    expect(cycle.statusCode).toBe(422);
    expect(messages(cycle.body)[0]).toMatch(/^Os pré-requisitos formam um ciclo/);
    const bonds = (await admin({ method: 'GET', url: `/api/v1/formacao/vinculos/${t1.id}` })).json<FormacaoBonds>();
    expect(bonds).toEqual({ preRequisitoDeCursos: [{ id: course.id, nome: course.titulo }], preRequisitoDeFormacoes: [{ id: t2.id, nome: t2.titulo }], secoes: [], total: 2, inscritos: { total: 0, usuarios: [] } });
  });

  it('shows the trails that contain a course, and drops a deleted course from the steps', async () => {
    const course = await createCourse({});
    const other = await object();
    const trail = await createTrail({ etapas: [{ nome: 'Única', itens: [{ tipo: 'curso', id: course.id }, { tipo: 'midia', id: other.id }] }] });
    expect((await admin({ method: 'GET', url: `/api/v1/curso/vinculos/${course.id}` })).json()).toMatchObject({ formacoes: [{ id: trail.id, nome: trail.titulo }], total: 1 });
    expect((await admin({ method: 'DELETE', url: `/api/v1/curso/${course.id}` })).statusCode).toBe(200);
    const after = (await admin({ method: 'GET', url: `/api/v1/formacao/${trail.id}` })).json<Formacao>();
    expect(after.etapas[0].itens.map((i) => i.id)).toEqual([other.id]);
  });

  it('exports csv and uploads cards with the tipo field', async () => {
    const tag = unique('Exportar').replace(/\s/g, '');
    const trail = await createTrail({ titulo: `${tag} trilha`, etapas: [{ nome: 'A' }, { nome: 'B' }] });
    const csv = await admin({ method: 'GET', url: `/api/v1/formacao/csv?search=${tag}` });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Título;Código;Ativo;Obrigatório;Carga horária;Categoria;Origem;Etapas;Criado em');
    expect(lines[1]).toContain(`${tag} trilha;;Sim;Não;;;Manual;2;`);

    const vertical = multipartBody({ field: 'arquivo', fileName: 'card.png', content: PNG, mimeType: 'image/png' }, { tipo: 'CardVertical' });
    const res = await admin({ method: 'POST', url: `/api/v1/formacao/${trail.id}/fileUpload`, payload: vertical.payload, headers: vertical.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Formacao>()).toMatchObject({ cardHorizontalUrl: null, cardVerticalUrl: expect.stringMatching(new RegExp(`^/api/v1/formacao/${trail.id}/card/`)) });
    expect((await k.app().app.inject({ method: 'GET', url: res.json<Formacao>().cardVerticalUrl! })).statusCode).toBe(200);
    const noKind = multipartBody({ field: 'arquivo', fileName: 'card.png', content: PNG, mimeType: 'image/png' });
    const refused = await admin({ method: 'POST', url: `/api/v1/formacao/${trail.id}/fileUpload`, payload: noKind.payload, headers: noKind.headers });
    expect(refused.statusCode).toBe(400);
    const byPath = await admin({ method: 'POST', url: `/api/v1/formacao/${trail.id}/fileUpload/CardHorizontal`, payload: noKind.payload, headers: noKind.headers });
    expect(byPath.json<Formacao>().cardHorizontalUrl).not.toBeNull();
  });

  it("needs 'Trilhas' and keeps tenants apart", async () => {
    const trail = await createTrail({});
    for (const call of [
      { method: 'GET', url: '/api/v1/formacao' },
      { method: 'GET', url: `/api/v1/formacao/${trail.id}` },
      { method: 'POST', url: '/api/v1/formacao', payload: { titulo: 'X' } },
      { method: 'PUT', url: `/api/v1/formacao/${trail.id}`, payload: { titulo: 'X' } },
      { method: 'DELETE', url: `/api/v1/formacao/${trail.id}` },
      { method: 'GET', url: '/api/v1/formacao/csv' },
      { method: 'GET', url: `/api/v1/formacao/vinculos/${trail.id}` },
    ] as const) {
      expect((await as('aluno@demo.local', call)).statusCode, call.url).toBe(403);
    }
    const acme = 'admin@acme.local';
    expect((await as(acme, { method: 'GET', url: `/api/v1/formacao/${trail.id}` })).statusCode).toBe(404);
    expect((await as(acme, { method: 'PUT', url: `/api/v1/formacao/${trail.id}`, payload: { titulo: 'X' } })).statusCode).toBe(404);
    expect((await as(acme, { method: 'DELETE', url: `/api/v1/formacao/${trail.id}` })).statusCode).toBe(404);
    expect((await as(acme, { method: 'GET', url: `/api/v1/formacao/vinculos/${trail.id}` })).statusCode).toBe(404);
    const acmeTrail = await createTrail({}, acme);
    const foreignPrereq = await admin({ method: 'PUT', url: `/api/v1/formacao/${trail.id}`, payload: { titulo: 'X', parametrizacaoConteudo: { dependenciasExternas: { formacaoIds: [acmeTrail.id] } } } });
    expect(foreignPrereq.statusCode).toBe(422);
    expect((await admin({ method: 'GET', url: `/api/v1/formacao/${trail.id}` })).statusCode).toBe(200);
  });
});
