import { describe, expect, it } from 'vitest';
import type { Curso, CursoBonds } from '@plataforma/shared/courses';
import type { MidiaBonds } from '@plataforma/shared/content';
import type { Paged } from '@plataforma/shared';
import { eq } from 'drizzle-orm';
import { multipartBody } from '../../core/multipart-body';
import { curso, cursoItem } from './courses.tables';
import { coursesTestKit, PNG } from './courses.test-kit';

const k = coursesTestKit('cursos');
const { admin, as, unique, messages, object, category, skill, term, section, assessment, certificate, createCourse, createTrail } = k;
const code = () => unique('CUR').replace(/\s/g, '-');

describe('curso CRUD', () => {
  it('creates a course with every field and ordered items, reads, replaces and deletes it', async () => {
    const [a, b, c] = [await object(60), await object(125), await object(null)];
    const categoriaId = await category();
    const competenciaId = await skill();
    const [intro, fim] = [await term(), await term()];
    const certificadoId = await certificate('Curso');
    const secaoId = await section();
    const titulo = unique('Segurança no trabalho');
    const codigoCurso = code();
    const created = await createCourse({
      titulo,
      descricao: 'Descrição',
      sinopse: 'Sinopse',
      cargaHoraria: 90,
      categoriaId,
      competenciasIds: [competenciaId],
      secoesIds: [secaoId],
      certificadoId,
      obrigatorio: true,
      sequenciaObrigatoria: true,
      limiteDeDiasParaConclusao: 30,
      aproveitamentoRequerido: 70,
      temMaterialComplementar: true,
      codigoCurso,
      active: true,
      origem: 'Manual',
      termoDeUsoIntroducaoId: intro,
      termoDeUsoConclusaoId: fim,
      parametrizacaoConteudo: { controleDeConsumo: { modoLiberacao: 'DataHora', dataHoraLiberacao: '2026-05-01T10:00:00.000Z' } },
      itens: [{ midiaId: b.id }, { tipo: 'midia', midiaId: a.id, obrigatorio: false }, { midiaId: c.id }],
    });
    expect(created).toMatchObject({
      titulo,
      cargaHoraria: 90,
      categoriaId,
      certificadoId,
      competenciasIds: [competenciaId],
      obrigatorio: true,
      sequenciaObrigatoria: true,
      limiteDeDiasParaConclusao: 30,
      aproveitamentoRequerido: 70,
      codigoCurso,
      termoDeUsoIntroducaoId: intro,
      termoDeUsoConclusaoId: fim,
      parametrizacaoConteudo: { possuiPreRequisito: false, dependenciasExternas: { cursoIds: [], formacaoIds: [] }, controleDeConsumo: { modoLiberacao: 'DataHora', dataHoraLiberacao: '2026-05-01T10:00:00.000Z' } },
      cardHorizontalUrl: null,
      cargaHorariaDosItens: 4,
    });
    expect(created.itens.map((i) => [i.midiaId, i.ordem, i.obrigatorio, i.titulo, i.duracao])).toEqual([
      [b.id, 1, true, b.nome, 125],
      [a.id, 2, false, a.nome, 60],
      [c.id, 3, true, c.nome, null],
    ]);
    expect((await admin({ method: 'GET', url: `/api/v1/curso/${created.id}` })).json()).toEqual(created);

    const put = await admin({ method: 'PUT', url: `/api/v1/curso/${created.id}`, payload: { titulo: `${titulo} 2`, codigoCurso: codigoCurso.toLowerCase(), itens: [{ midiaId: c.id }, { midiaId: a.id }] } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<Curso>()).toMatchObject({ titulo: `${titulo} 2`, categoriaId: null, competenciasIds: [], obrigatorio: false, termoDeUsoIntroducaoId: null, parametrizacaoConteudo: { controleDeConsumo: { modoLiberacao: 'Imediato', dataHoraLiberacao: null } } });
    expect(put.json<Curso>().itens.map((i) => i.midiaId)).toEqual([c.id, a.id]);

    const del = await admin({ method: 'DELETE', url: `/api/v1/curso/${created.id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect((await admin({ method: 'GET', url: `/api/v1/curso/${created.id}` })).statusCode).toBe(404);
    // The objects stay.
    expect((await admin({ method: 'GET', url: `/api/v1/midia/${a.id}` })).statusCode).toBe(200);
  });

  it('accepts only an active certificate template of its tenant of type Curso (422 certificados.wrongType otherwise)', async () => {
    const refused = [await certificate('Formacao'), await certificate('Curso', { ativo: false }), await certificate('Curso', { tenant: 'acme' }), '0c7d6e6a-37c4-4c55-9a53-a0d3b5c7e222'];
    for (const certificadoId of refused) {
      const res = await admin({ method: 'POST', url: '/api/v1/curso', payload: { titulo: unique('Curso'), certificadoId } });
      expect(res.statusCode, res.body).toBe(422);
      expect(messages(res.body)).toEqual(['Escolha um certificado ativo do tipo Curso.']);
      expect(res.json<{ details: { field: string } }>().details).toMatchObject({ field: 'certificadoId' });
    }
    const course = await createCourse({});
    const put = await admin({ method: 'PUT', url: `/api/v1/curso/${course.id}`, payload: { titulo: course.titulo, certificadoId: refused[0] } });
    expect(put.statusCode, put.body).toBe(422);
    const trail = await admin({ method: 'POST', url: '/api/v1/formacao', payload: { titulo: unique('Trilha'), certificadoId: await certificate('Curso') } });
    expect(trail.statusCode, trail.body).toBe(422);
    expect(messages(trail.body)).toEqual(['Escolha um certificado ativo do tipo Formacao.']);
    const okTrail = await createTrail({ certificadoId: refused[0] });
    expect(okTrail.certificadoId).toBe(refused[0]);
  });

  it('lists with filters and paging', async () => {
    const categoriaId = await category();
    const competenciaId = await skill();
    const tag = unique('Filtro').replace(/\s/g, '');
    const one = await createCourse({ titulo: `${tag} um`, categoriaId, obrigatorio: true });
    const two = await createCourse({ titulo: `${tag} dois`, competenciasIds: [competenciaId], active: false, origem: 'Importacao', codigoCurso: `${tag}-X` });
    const list = async (query: string) => (await admin({ method: 'GET', url: `/api/v1/curso?search=${tag}&${query}` })).json<Paged<Curso>>();
    expect((await list('')).totalItems).toBe(2);
    expect((await list('pageSize=10&orderBy=titulo&orderDirection=asc')).data.map((c) => c.id)).toEqual([two.id, one.id]);
    expect((await list(`categoriaIds=${categoriaId}`)).data.map((c) => c.id)).toEqual([one.id]);
    expect((await list(`competenciasIds=${competenciaId}`)).data.map((c) => c.id)).toEqual([two.id]);
    expect((await list('active=false')).data.map((c) => c.id)).toEqual([two.id]);
    expect((await list('obrigatorio=true')).data.map((c) => c.id)).toEqual([one.id]);
    expect((await list('origem=Importacao')).data.map((c) => c.id)).toEqual([two.id]);
    const byCode = (await admin({ method: 'GET', url: `/api/v1/curso?search=${tag.toLowerCase()}-x` })).json<Paged<Curso>>();
    expect(byCode.data.map((c) => c.id)).toEqual([two.id]);
  });

  it('validates every field', async () => {
    const midia = await object();
    const taken = code();
    await createCourse({ codigoCurso: taken });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ titulo: '' }, 400, 'Campo obrigatório'],
      [{ titulo: 'C', aproveitamentoRequerido: 101 }, 400, 'O aproveitamento requerido deve estar entre 0 e 100.'],
      [{ titulo: 'C', aproveitamentoRequerido: -1 }, 400, 'O aproveitamento requerido deve estar entre 0 e 100.'],
      [{ titulo: 'C', parametrizacaoConteudo: { controleDeConsumo: { modoLiberacao: 'DataHora' } } }, 400, 'Informe a data e hora de liberação do conteúdo.'],
      [{ titulo: 'C', itens: [{ midiaId: midia.id }, { midiaId: midia.id }] }, 400, 'Este item já foi adicionado.'],
      [{ titulo: 'C', codigoCurso: taken.toUpperCase() }, 409, 'Já existe um curso com este código.'],
      [{ titulo: 'C', categoriaId: await category('acme') }, 422, 'Categoria não encontrada.'],
      [{ titulo: 'C', competenciasIds: [await skill('acme')] }, 422, 'Uma das competências informadas não existe.'],
      [{ titulo: 'C', termoDeUsoConclusaoId: await term('acme') }, 422, 'Termo de uso não encontrado.'],
      [{ titulo: 'C', itens: [{ midiaId: (await object(60, 'admin@acme.local')).id }] }, 422, 'Um dos objetos informados não existe.'],
      [{ titulo: 'C', parametrizacaoConteudo: { dependenciasExternas: { cursoIds: [(await createCourse({}, 'admin@acme.local')).id] } } }, 422, 'Um dos pré-requisitos informados não existe.'],
      [{ titulo: 'C', parametrizacaoConteudo: { dependenciasExternas: { formacaoIds: [(await createTrail({}, 'admin@acme.local')).id] } } }, 422, 'Um dos pré-requisitos informados não existe.'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await admin({ method: 'POST', url: '/api/v1/curso', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(messages(res.body)).toContain(message);
    }
    // A days limit of 0 means none, and is the default.
    expect((await createCourse({})).limiteDeDiasParaConclusao).toBe(0);
  });

  it("refuses another tenant's sections (secoesIds) on courses and trails, naming the field; nothing is stored", async () => {
    const [mine, foreign] = [await section(), await section('acme')];
    for (const [lang, message] of [
      ['pt', 'Um ou mais registros informados em secoesIds não existem nesta empresa.'],
      ['en', 'One or more records given in secoesIds do not exist in this company.'],
      ['es', 'Uno o más registros informados en secoesIds no existen en esta empresa.'],
    ] as const) {
      for (const url of ['/api/v1/curso', '/api/v1/formacao']) {
        const titulo = unique('Invasor');
        const res = await admin({ method: 'POST', url, payload: { titulo, secoesIds: [mine, foreign] }, headers: { 'accept-language': lang } });
        expect(res.statusCode, url).toBe(422);
        expect(res.json()).toEqual({ success: false, notifications: [{ message, field: 'secoesIds' }], details: { field: 'secoesIds', ids: [foreign] } });
        const listed = (await admin({ method: 'GET', url: `${url}?search=${encodeURIComponent(titulo)}` })).json<Paged<Curso>>();
        expect(listed.totalItems, url).toBe(0);
      }
    }
    const kept = await createCourse({ secoesIds: [mine] });
    const update = await admin({ method: 'PUT', url: `/api/v1/curso/${kept.id}`, payload: { titulo: kept.titulo, secoesIds: [foreign] } });
    expect(update.statusCode).toBe(422);
    const [row] = await k.app().database.system((tx) => tx.select({ secoesIds: curso.secoesIds }).from(curso).where(eq(curso.id, kept.id)));
    expect(row.secoesIds).toEqual([mine]);
    // an id that is no row at all is refused the same way
    expect((await admin({ method: 'POST', url: '/api/v1/curso', payload: { titulo: unique('C'), secoesIds: [crypto.randomUUID()] } })).statusCode).toBe(422);
  });

  it('keeps prerequisites of the tenant and refuses self-dependency and cycles', async () => {
    const a = await createCourse({});
    const trail = await createTrail({});
    const b = await createCourse({ parametrizacaoConteudo: { dependenciasExternas: { cursoIds: [a.id], formacaoIds: [trail.id] } } });
    expect(b.parametrizacaoConteudo).toMatchObject({ possuiPreRequisito: true, dependenciasExternas: { cursoIds: [a.id], formacaoIds: [trail.id] } });
    const self = await admin({ method: 'PUT', url: `/api/v1/curso/${a.id}`, payload: { titulo: a.titulo, parametrizacaoConteudo: { dependenciasExternas: { cursoIds: [a.id] } } } });
    expect(self.statusCode).toBe(422);
    expect(messages(self.body)).toEqual(['O conteúdo não pode ser pré-requisito de si mesmo.']);
    const cycle = await admin({ method: 'PUT', url: `/api/v1/curso/${a.id}`, payload: { titulo: a.titulo, parametrizacaoConteudo: { dependenciasExternas: { cursoIds: [b.id] } } } });
    expect(cycle.statusCode).toBe(422);
    expect(messages(cycle.body)).toEqual([`Os pré-requisitos formam um ciclo: ${a.titulo} → ${b.titulo} → ${a.titulo}.`]);
    // Through a trail: trail requires b, b requires the trail.
    const viaTrail = await admin({ method: 'PUT', url: `/api/v1/formacao/${trail.id}`, payload: { titulo: trail.titulo, parametrizacaoConteudo: { dependenciasExternas: { cursoIds: [b.id] } } } });
    expect(viaTrail.statusCode).toBe(422);
    // Nothing was written.
    expect((await admin({ method: 'GET', url: `/api/v1/curso/${a.id}` })).json<Curso>().parametrizacaoConteudo.possuiPreRequisito).toBe(false);
    // The bonds of a show who requires it.
    const bonds = (await admin({ method: 'GET', url: `/api/v1/curso/vinculos/${a.id}` })).json<CursoBonds>();
    expect(bonds).toMatchObject({ preRequisitoDeCursos: [{ id: b.id, nome: b.titulo }], preRequisitoDeFormacoes: [], formacoes: [], total: 1 });
  });

  it('exports the filtered list as csv', async () => {
    const tag = unique('Exportar').replace(/\s/g, '');
    await createCourse({ titulo: `${tag} =SOMA`, cargaHoraria: 125, codigoCurso: `${tag}-1` });
    const res = await admin({ method: 'GET', url: `/api/v1/curso/csv?search=${tag}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Cursos_/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Título;Código;Ativo;Obrigatório;Carga horária;Categoria;Origem;Itens;Criado em');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${tag} =SOMA;${tag}-1;Sim;Não;02:05;;Manual;0;`);
  });

  it('uploads card images and serves them by their address', async () => {
    const course = await createCourse({});
    const body = multipartBody({ field: 'arquivo', fileName: 'card.png', content: PNG, mimeType: 'image/png' });
    const res = await admin({ method: 'POST', url: `/api/v1/curso/${course.id}/fileUpload/CardHorizontal`, payload: body.payload, headers: body.headers });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<Curso>().cardHorizontalUrl!;
    expect(url).toMatch(new RegExp(`^/api/v1/curso/${course.id}/card/`));
    const image = await k.app().app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await k.app().app.inject({ method: 'GET', url: url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) })).statusCode).toBe(404);
    const text = multipartBody({ field: 'arquivo', fileName: 'card.png', content: Buffer.from('not an image at all'), mimeType: 'image/png' });
    expect((await admin({ method: 'POST', url: `/api/v1/curso/${course.id}/fileUpload/CardVertical`, payload: text.payload, headers: text.headers })).statusCode).toBe(415);
    // A new card replaces the old one; the old address stops working.
    const again = await admin({ method: 'POST', url: `/api/v1/curso/${course.id}/fileUpload/CardHorizontal`, payload: body.payload, headers: body.headers });
    expect(again.json<Curso>().cardHorizontalUrl).not.toBe(url);
    expect((await k.app().app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('lists courses and trails among the bonds of an object, and drops a deleted object from items', async () => {
    const [a, b] = [await object(), await object()];
    const course = await createCourse({ itens: [{ midiaId: a.id }, { midiaId: b.id }] });
    const trail = await createTrail({ etapas: [{ nome: 'Etapa', itens: [{ tipo: 'midia', id: a.id }, { tipo: 'curso', id: course.id }] }] });
    const bonds = (await admin({ method: 'GET', url: `/api/v1/midia/vinculos/${a.id}` })).json<MidiaBonds>();
    expect(bonds).toMatchObject({ cursos: [{ id: course.id, nome: course.titulo }], formacoes: [{ id: trail.id, nome: trail.titulo }], total: 2 });
    const courseBonds = (await admin({ method: 'GET', url: `/api/v1/curso/vinculos/${course.id}` })).json<CursoBonds>();
    expect(courseBonds.formacoes).toEqual([{ id: trail.id, nome: trail.titulo }]);
    expect((await admin({ method: 'DELETE', url: `/api/v1/midia/${a.id}` })).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: `/api/v1/curso/${course.id}` })).json<Curso>().itens.map((i) => i.midiaId)).toEqual([b.id]);
    const steps = (await admin({ method: 'GET', url: `/api/v1/formacao/${trail.id}` })).json<{ etapas: { itens: { id: string }[] }[] }>().etapas;
    expect(steps[0].itens.map((i) => i.id)).toEqual([course.id]);
  });

  it('saves and reads assessment items beside objects, and refuses another tenant\'s assessment', async () => {
    const midia = await object(90);
    const timed = await assessment('demo', { duracao: '00:10:00', observacao: 'Prova final' });
    const untimed = await assessment('demo', { ativo: false });
    const course = await createCourse({
      itens: [{ midiaId: midia.id }, { tipo: 'avaliacao', avaliacaoId: timed.id }, { tipo: 'avaliacao', avaliacaoId: untimed.id, obrigatorio: false }],
    });
    expect(course.itens).toEqual([
      expect.objectContaining({ tipo: 'midia', midiaId: midia.id, avaliacaoId: null, ordem: 1, midiaTipo: 'link', duracao: 90 }),
      { tipo: 'avaliacao', midiaId: null, avaliacaoId: timed.id, obrigatorio: true, ordem: 2, titulo: timed.titulo, midiaTipo: null, descricao: 'Prova final', duracao: 600, ativo: true },
      { tipo: 'avaliacao', midiaId: null, avaliacaoId: untimed.id, obrigatorio: false, ordem: 3, titulo: untimed.titulo, midiaTipo: null, descricao: null, duracao: null, ativo: false },
    ]);
    // 90 s + 600 s; the assessment without a timer adds nothing.
    expect(course.cargaHorariaDosItens).toBe(12);
    expect((await admin({ method: 'GET', url: `/api/v1/curso/${course.id}` })).json()).toEqual(course);
    // Reordered and one removed by PUT.
    const put = await admin({ method: 'PUT', url: `/api/v1/curso/${course.id}`, payload: { titulo: course.titulo, itens: [{ tipo: 'avaliacao', avaliacaoId: timed.id }, { midiaId: midia.id }] } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<Curso>().itens.map((i) => [i.tipo, i.midiaId ?? i.avaliacaoId, i.ordem])).toEqual([
      ['avaliacao', timed.id, 1],
      ['midia', midia.id, 2],
    ]);
    // The csv counts every item.
    const csv = await admin({ method: 'GET', url: `/api/v1/curso/csv?search=${encodeURIComponent(course.titulo)}` });
    expect(csv.body).toContain(';2;');

    const foreign = await assessment('acme');
    const refused = await admin({ method: 'POST', url: '/api/v1/curso', payload: { titulo: 'C', itens: [{ tipo: 'avaliacao', avaliacaoId: foreign.id }] } });
    expect(refused.statusCode).toBe(422);
    expect(messages(refused.body)).toEqual(['Avaliação não encontrada.']);
    expect(refused.json<{ details: { field: string } }>().details.field).toBe('itens');
    const missing = await admin({ method: 'POST', url: '/api/v1/curso', payload: { titulo: 'C', itens: [{ tipo: 'avaliacao' }] } });
    expect(missing.statusCode).toBe(400);
    const twice = await admin({ method: 'POST', url: '/api/v1/curso', payload: { titulo: 'C', itens: [{ tipo: 'avaliacao', avaliacaoId: timed.id }, { tipo: 'avaliacao', avaliacaoId: timed.id }] } });
    expect(messages(twice.body)).toContain('Este item já foi adicionado.');
  });

  it("needs 'Cursos' and keeps tenants apart", async () => {
    const course = await createCourse({});
    for (const call of [
      { method: 'GET', url: '/api/v1/curso' },
      { method: 'GET', url: `/api/v1/curso/${course.id}` },
      { method: 'POST', url: '/api/v1/curso', payload: { titulo: 'X' } },
      { method: 'DELETE', url: `/api/v1/curso/${course.id}` },
      { method: 'GET', url: '/api/v1/curso/csv' },
      { method: 'GET', url: `/api/v1/curso/vinculos/${course.id}` },
    ] as const) {
      expect((await as('aluno@demo.local', call)).statusCode, call.url).toBe(403);
    }
    const acme = 'admin@acme.local';
    expect((await as(acme, { method: 'GET', url: `/api/v1/curso/${course.id}` })).statusCode).toBe(404);
    expect((await as(acme, { method: 'PUT', url: `/api/v1/curso/${course.id}`, payload: { titulo: 'X' } })).statusCode).toBe(404);
    expect((await as(acme, { method: 'DELETE', url: `/api/v1/curso/${course.id}` })).statusCode).toBe(404);
    expect((await as(acme, { method: 'GET', url: `/api/v1/curso/vinculos/${course.id}` })).statusCode).toBe(404);
    expect((await as(acme, { method: 'GET', url: `/api/v1/curso?search=${encodeURIComponent(course.titulo)}` })).json<Paged<Curso>>().totalItems).toBe(0);
    expect((await admin({ method: 'GET', url: `/api/v1/curso/${course.id}` })).statusCode).toBe(200);
    // Row-level security: another company's transaction sees none of the course's rows.
    const t = k.app();
    const seen = await t.database.inTenant(t.tenants.acme, async (tx) => [
      ...(await tx.select({ id: curso.id }).from(curso).where(eq(curso.id, course.id))),
      ...(await tx.select({ id: cursoItem.id }).from(cursoItem).where(eq(cursoItem.cursoId, course.id))),
    ]);
    expect(seen).toEqual([]);
    const own = await t.database.inTenant(t.tenants.demo, (tx) => tx.select({ id: curso.id }).from(curso).where(eq(curso.id, course.id)));
    expect(own).toHaveLength(1);
  });
});
