import { describe, expect, it } from 'vitest';
import type { ActivesPagedResponse, CardItem, CountActivesItemsResponse, PagedCardItems, QuickSearchResponse, ActiveSectionsResponse } from '@plataforma/shared/learner';
import { learnerKit, type Learner, type Ref } from '../../test/learner-kit';

const kit = learnerKit('learner-sections');
const ref = (tipo: Ref['tipo'], id: string): Ref => ({ tipo, id });
const ids = (cards: { id: string }[]) => cards.map((c) => c.id);
const DAY = 86_400_000;

/** The home (or catalog) sections of `who`, restricted to `secoesIds`. */
const sectionsOf = (who: Learner | string, secoesIds: string[], extra = '') =>
  kit.get<ActivesPagedResponse>(who, `/api/v1/Secao/ActivesPaged?secoesIds=${secoesIds.join(',')}${extra}`);

describe('GET Secao/ActivesPaged: who sees a section', () => {
  it('follows the audience: job title, unit, department, segmentation, public and no audience', async () => {
    const [cargoA, cargoB, unit, dept] = [await kit.jobTitle(), await kit.jobTitle(), await kit.unit(), await kit.department()];
    const ana = await kit.learner({ cargoId: cargoA, unidadeDeNegocioId: unit });
    const bia = await kit.learner({ cargoId: cargoB, departamentoId: dept });
    const seg = await kit.segmentation([bia.userId]);
    const m = await kit.media();
    const items = [ref('midia', m.id)];
    const byJob = await kit.section(items, { cargosIds: [cargoA] });
    const byUnit = await kit.section(items, { unidadesDeNegociosIds: [unit] });
    const byJobAndUnit = await kit.section(items, { cargosIds: [cargoB], unidadesDeNegociosIds: [unit] });
    const byDept = await kit.section(items, { departamentosIds: [dept] });
    const bySeg = await kit.section(items, { segmentacoesIds: [seg] });
    const publicOne = await kit.section(items, { publico: true, cargosIds: [cargoB] });
    const noAudience = await kit.section(items);
    const all = [byJob, byUnit, byJobAndUnit, byDept, bySeg, publicOne, noAudience].map((s) => s.id);

    const seenBy = async (who: Learner) => ids((await sectionsOf(who, all)).data).sort();
    expect(await seenBy(ana)).toEqual([byJob.id, byUnit.id, publicOne.id, noAudience.id].sort());
    expect(await seenBy(bia)).toEqual([byDept.id, bySeg.id, publicOne.id, noAudience.id].sort());
  });

  it('hides sections outside their publication window, inactive sections and communication sections', async () => {
    const m = await kit.media();
    const items = [ref('midia', m.id)];
    const now = Date.now();
    const future = await kit.section(items, { dtPublicacaoInicial: new Date(now + 2 * DAY).toISOString() });
    const past = await kit.section(items, { dtPublicacaoInicial: new Date(now - 5 * DAY).toISOString(), dtPublicacaoFinal: new Date(now - DAY).toISOString() });
    const open = await kit.section(items, { dtPublicacaoInicial: new Date(now - DAY).toISOString(), dtPublicacaoFinal: new Date(now + DAY).toISOString() });
    const inactive = await kit.section(items, { ativo: false });
    const communication = await kit.section(items, { tipo: 'comunicacao' });
    const ana = await kit.learner();
    const seen = await sectionsOf(ana, [future.id, past.id, open.id, inactive.id, communication.id]);
    expect(ids(seen.data)).toEqual([open.id]);
    expect(seen.totalItems).toBe(1);
  });

  it('shows only active content: inactive, expired and unprocessed objects, inactive courses and trails are left out', async () => {
    const [shown, inactive, expired, processing] = [await kit.media(), await kit.media({ active: false }), await kit.media(), await kit.media()];
    await kit.updateMedia(expired.id, { dataDeExpiracao: new Date(Date.now() - DAY) });
    await kit.updateMedia(processing.id, { processingStatus: 'processing' });
    const later = await kit.media();
    await kit.updateMedia(later.id, { dataDeExpiracao: new Date(Date.now() + 3 * DAY) });
    const liveCourse = await kit.course();
    const deadCourse = await kit.course({ active: false });
    const deadTrail = await kit.trail({ active: false });
    const s = await kit.section([
      ref('midia', shown.id),
      ref('midia', inactive.id),
      ref('midia', expired.id),
      ref('midia', processing.id),
      ref('midia', later.id),
      ref('curso', deadCourse.id),
      ref('curso', liveCourse.id),
      ref('formacao', deadTrail.id),
    ]);
    const ana = await kit.learner();
    const [section] = (await sectionsOf(ana, [s.id])).data;
    expect(ids(section.itensDaSecao)).toEqual([shown.id, later.id, liveCourse.id]);
    expect(section.totalDeItens).toBe(3);
    const items = await kit.get<PagedCardItems>(ana, `/api/v1/Secao/${s.id}/ActivesItemsPaged`);
    expect(ids(items.data)).toEqual([shown.id, later.id, liveCourse.id]);
  });

  it('separates home and catalog and orders each by its own order', async () => {
    const m = await kit.media();
    const items = [ref('midia', m.id)];
    const home = await kit.section(items, { ambiente: 'home' });
    const catalog = await kit.section(items, { ambiente: 'catalog' });
    const both = await kit.section(items, { ambiente: 'both' });
    const all = [home.id, catalog.id, both.id];
    // home order: both, home; catalog order: catalog, both
    let res = await kit.as('admin@demo.local', { method: 'POST', url: '/api/v1/Secao/Ordenar', payload: { campo: 'ordemAprendizado', secoesIds: [both.id, home.id] } });
    expect(res.statusCode, res.body).toBe(200);
    res = await kit.as('admin@demo.local', { method: 'POST', url: '/api/v1/Secao/Ordenar', payload: { campo: 'ordemCatalogo', secoesIds: [catalog.id, both.id] } });
    expect(res.statusCode, res.body).toBe(200);
    const ana = await kit.learner();
    expect(ids((await sectionsOf(ana, all, '&exibirNoAprendizado=true')).data)).toEqual([both.id, home.id]);
    expect(ids((await sectionsOf(ana, all, '&exibirNoAprendizado=false')).data)).toEqual([catalog.id, both.id]);
  });

  it('pages sections (6 by default) and items (8 by default; itemsSize)', async () => {
    const objects = [];
    for (let i = 0; i < 10; i += 1) objects.push(await kit.media({ nome: kit.unique(`Página ${i}`) }));
    const sections = [];
    for (let i = 0; i < 7; i += 1) sections.push(await kit.section(objects.map((o) => ref('midia', o.id))));
    const all = sections.map((s) => s.id);
    const ana = await kit.learner();
    const first = await sectionsOf(ana, all);
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 6, totalItems: 7, totalPages: 2 });
    expect(first.data).toHaveLength(6);
    expect(first.data[0].itensDaSecao).toHaveLength(8);
    expect(first.data[0].totalDeItens).toBe(10);
    expect(ids(first.data[0].itensDaSecao)).toEqual(objects.slice(0, 8).map((o) => o.id));
    const second = await sectionsOf(ana, all, '&page=2&itemsSize=3');
    expect(second.data).toHaveLength(1);
    expect(second.data[0].itensDaSecao).toHaveLength(3);
    expect(ids([...first.data, ...second.data]).sort()).toEqual([...all].sort());

    const page2 = await kit.get<PagedCardItems>(ana, `/api/v1/Secao/${sections[0].id}/ActivesItemsPaged?page=2`);
    expect(page2).toMatchObject({ pageNumber: 2, pageSize: 8, totalItems: 10, totalPages: 2 });
    expect(ids(page2.data)).toEqual(objects.slice(8).map((o) => o.id));
  });

  it('filters items by kind, media kind, mandatory, category, skill, origin, search and status; empty sections then go', async () => {
    const [category, skill] = [await kit.category(), await kit.skill()];
    const video = await kit.media({ nome: kit.unique('Segurança da Informação'), competenciesIds: [skill] });
    const pdfLike = await kit.media({ nome: kit.unique('Manual'), tipo: 'link', categoryId: category });
    const mandatory = await kit.course({ titulo: kit.unique('Curso obrigatório'), obrigatorio: true });
    const imported = await kit.course({ titulo: kit.unique('Importado'), origem: 'Importacao' });
    const trail = await kit.trail();
    const s = await kit.section([ref('midia', video.id), ref('midia', pdfLike.id), ref('curso', mandatory.id), ref('curso', imported.id), ref('formacao', trail.id)]);
    const other = await kit.section([ref('formacao', trail.id)]);
    const ana = await kit.learner();
    await kit.enrol(ana.userId, { tipo: 'curso', id: imported.id }, { percentual: 40 });
    await kit.progress(ana.userId, video.id, 100);

    const itemsWith = async (query: string) => {
      const res = await sectionsOf(ana, [s.id, other.id], query);
      return Object.fromEntries(res.data.map((sec) => [sec.id, ids(sec.itensDaSecao)]));
    };
    expect(await itemsWith('&tiposConteudos=curso')).toEqual({ [s.id]: [mandatory.id, imported.id] });
    expect(await itemsWith('&tiposConteudos=formacao')).toEqual({ [s.id]: [trail.id], [other.id]: [trail.id] });
    expect(await itemsWith('&tiposConteudos=link,curso&obrigatorio=true')).toEqual({ [s.id]: [mandatory.id] });
    expect(await itemsWith(`&categoriasIds=${category}`)).toEqual({ [s.id]: [pdfLike.id] });
    expect(await itemsWith(`&competenciasIds=${skill}`)).toEqual({ [s.id]: [video.id] });
    expect(await itemsWith('&origem=Importacao')).toEqual({ [s.id]: [imported.id] });
    // accents and case ignored
    expect(await itemsWith(`&search=${encodeURIComponent('SEGURANCA da informação')}`)).toEqual({ [s.id]: [video.id] });
    expect(await itemsWith('&status=on-going')).toEqual({ [s.id]: [imported.id] });
    expect(await itemsWith('&status=completed')).toEqual({ [s.id]: [video.id] });
    // without a filter every section stays, even without items left
    expect(Object.keys(await itemsWith('')).sort()).toEqual([s.id, other.id].sort());

    const count = await kit.get<CountActivesItemsResponse>(ana, `/api/v1/Secao/CountActivesItems?secoesIds=${s.id},${other.id}`);
    expect(count.secoes).toEqual(expect.arrayContaining([{ id: s.id, totalDeItens: 5 }, { id: other.id, totalDeItens: 1 }]));
    expect(count.total).toBe(5);
    const filtered = await kit.get<PagedCardItems>(ana, `/api/v1/Secao/${s.id}/ActivesItemsPaged?tiposConteudos=midia`);
    expect(ids(filtered.data)).toEqual([video.id, pdfLike.id]);
    const bad = await kit.as(ana, { method: 'GET', url: '/api/v1/Secao/ActivesPaged?tiposConteudos=banana' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the caller\'s card fields: progress, favourite, enrolment, expiry days and prerequisites', async () => {
    const m = await kit.media();
    const c = await kit.course({ limiteDeDiasParaConclusao: 10, obrigatorio: true, cargaHoraria: 90 });
    const req = await kit.course();
    const withReq = await kit.course({ parametrizacaoConteudo: { dependenciasExternas: { cursoIds: [req.id], formacaoIds: [] } } });
    const s = await kit.section([ref('midia', m.id), ref('curso', c.id), ref('curso', withReq.id)]);
    const ana = await kit.learner();
    await kit.progress(ana.userId, m.id, 35);
    const enrolledAt = new Date(Date.now() - 3 * DAY);
    await kit.enrol(ana.userId, { tipo: 'curso', id: c.id }, { percentual: 20, dataInscricao: enrolledAt });
    expect((await kit.as(ana, { method: 'POST', url: `/api/v1/curso/${c.id}/bookmark` })).statusCode).toBe(200);
    const [section] = (await sectionsOf(ana, [s.id])).data;
    const [media, course, third] = section.itensDaSecao;
    expect(media).toMatchObject({ tipo: 'midia', tipoMidia: 'link', porcentagemDeConclusao: 35, status: 'on-going', favorito: false, cargaHoraria: 2, duracao: 120 });
    expect(course).toMatchObject({
      tipo: 'curso',
      porcentagemDeConclusao: 20,
      status: 'on-going',
      favorito: true,
      obrigatorio: true,
      cargaHoraria: 90,
      dataInscricao: enrolledAt.toISOString(),
      expirado: false,
      diasParaExpirar: 7,
    });
    expect(third.parametrizacaoDeConteudo).toEqual({
      possuiPreRequisito: true,
      controleDeConsumo: { modoLiberacao: 'Imediato', dataHoraLiberacao: null },
      dependenciasExternas: { cursoIds: [req.id], formacaoIds: [] },
    });
    expect(third.porcentagemDeConclusao).toBeNull();
    expect(third.status).toBeNull();
  });
});

describe('images', () => {
  it('answers signed addresses of section, course, trail and object cards that open without a session', async () => {
    const [m, c, t] = [await kit.media(), await kit.course(), await kit.trail()];
    const s = await kit.section([ref('midia', m.id), ref('curso', c.id), ref('formacao', t.id)]);
    await kit.uploadImage(`/api/v1/Secao/${s.id}/FileUpload/CardAndBanner/Card`);
    await kit.uploadImage(`/api/v1/midia/${m.id}/fileUpload/CardVertical`);
    await kit.uploadImage(`/api/v1/curso/${c.id}/fileUpload/CardHorizontal`);
    await kit.uploadImage(`/api/v1/formacao/${t.id}/fileUpload/CardVertical`);
    const ana = await kit.learner();
    const [section] = (await sectionsOf(ana, [s.id])).data;
    const [media, course, trail] = section.itensDaSecao;
    expect(section.imagemDoBanner).toBeNull();
    expect(section.urlDaImagem).toBe(section.imagemDoCard);
    expect(media.imagemDoCardHorizontal).toBeNull();
    expect(course.imagemDoCardVertical).toBeNull();
    const addresses = [section.imagemDoCard, media.imagemDoCardVertical, course.imagemDoCardHorizontal, trail.imagemDoCardVertical];
    for (const url of addresses) {
      expect(url).toMatch(/^\/api\/v1\//);
      const res = await kit.app().app.inject({ method: 'GET', url: url! });
      expect(res.statusCode, url!).toBe(200);
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    const search = await kit.get<QuickSearchResponse>(ana, `/api/v1/midia/quickSearch?search=${encodeURIComponent(c.titulo)}`);
    expect(search.cursos).toEqual([{ id: c.id, titulo: c.titulo, tipo: 'curso', tipoMidia: null, imagem: course.imagemDoCardHorizontal }]);
  });
});

describe('GET Secao/ativas and CountActivesItems', () => {
  it('lists visible sections two at a time with their visible item counts', async () => {
    const cargoId = await kit.jobTitle();
    const [a, b] = [await kit.media(), await kit.media({ active: false })];
    const s1 = await kit.section([ref('midia', a.id), ref('midia', b.id)], { cargosIds: [cargoId] });
    const s2 = await kit.section([ref('midia', a.id)], { cargosIds: [cargoId] });
    const s3 = await kit.section([], { cargosIds: [cargoId] });
    const hidden = await kit.section([ref('midia', a.id)], { cargosIds: [await kit.jobTitle()] });
    const ana = await kit.learner({ cargoId });
    const first = await kit.get<ActiveSectionsResponse>(ana, '/api/v1/Secao/ativas');
    expect(first.pageSize).toBe(2);
    const everything: ActiveSectionsResponse['data'] = [];
    for (let page = 1; page <= first.totalPages; page += 1) everything.push(...(await kit.get<ActiveSectionsResponse>(ana, `/api/v1/Secao/ativas?page=${page}`)).data);
    const mine = everything.filter((s) => [s1.id, s2.id, s3.id, hidden.id].includes(s.id));
    expect(mine.map((s) => [s.id, s.totalDeItens]).sort()).toEqual(
      [
        [s1.id, 1],
        [s2.id, 1],
        [s3.id, 0],
      ].sort(),
    );
    const count = await kit.get<CountActivesItemsResponse>(ana, '/api/v1/Secao/CountActivesItems');
    expect(count.secoes.find((s) => s.id === s1.id)).toEqual({ id: s1.id, totalDeItens: 1 });
    expect(count.secoes.find((s) => s.id === hidden.id)).toBeUndefined();
  });
});

describe('GET Secao/{id}/ActivesItemsPaged', () => {
  it('is 404 for a section the caller cannot see and for another company\'s section', async () => {
    const m = await kit.media();
    const hidden = await kit.section([ref('midia', m.id)], { cargosIds: [await kit.jobTitle()] });
    const ana = await kit.learner();
    const res = await kit.as(ana, { method: 'GET', url: `/api/v1/Secao/${hidden.id}/ActivesItemsPaged` });
    expect(res.statusCode).toBe(404);
    expect(kit.messages(res.body)).toEqual(['Seção não encontrada.']);
    const acmeMedia = await kit.media({}, 'acme');
    const acme = await kit.section([ref('midia', acmeMedia.id)], {}, 'acme');
    expect((await kit.as(ana, { method: 'GET', url: `/api/v1/Secao/${acme.id}/ActivesItemsPaged` })).statusCode).toBe(404);
    const acmeLearner = await kit.get<PagedCardItems>('aluno@acme.local', `/api/v1/Secao/${acme.id}/ActivesItemsPaged`);
    expect(ids(acmeLearner.data)).toEqual([acmeMedia.id]);
  });
});

describe('GET Secao/KeepLearningPaged', () => {
  it('lists enrolments between 1 and 99 and objects left half-way, latest activity first', async () => {
    const [c1, c2, done, fresh, t1] = [await kit.course(), await kit.course(), await kit.course(), await kit.course(), await kit.trail()];
    const [m1, m2, m3] = [await kit.media(), await kit.media(), await kit.media()];
    await kit.section([ref('midia', m1.id), ref('midia', m2.id)]);
    const ana = await kit.learner();
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await kit.enrol(ana.userId, { tipo: 'curso', id: c1.id }, { percentual: 10, atualizadoEm: at(50) });
    await kit.enrol(ana.userId, { tipo: 'curso', id: c2.id }, { percentual: 99, atualizadoEm: at(5) });
    await kit.enrol(ana.userId, { tipo: 'curso', id: done.id }, { percentual: 100, atualizadoEm: at(1) });
    await kit.enrol(ana.userId, { tipo: 'curso', id: fresh.id }, { percentual: 0, atualizadoEm: at(1) });
    await kit.enrol(ana.userId, { tipo: 'formacao', id: t1.id }, { percentual: 50, atualizadoEm: at(20) });
    await kit.progress(ana.userId, m1.id, 40, { atualizadoEm: at(10) });
    await kit.progress(ana.userId, m2.id, 100, { atualizadoEm: at(2) });
    // progress inside a course does not count as an object opened on its own; m3 is in no visible section
    await kit.progress(ana.userId, m2.id, 30, { cursoId: c1.id });
    await kit.progress(ana.userId, m3.id, 30);
    const res = await kit.get<PagedCardItems>(ana, '/api/v1/Secao/KeepLearningPaged');
    expect(res.data.map((c) => `${c.tipo}:${c.id}`)).toEqual([`curso:${c2.id}`, `midia:${m1.id}`, `formacao:${t1.id}`, `curso:${c1.id}`]);
    expect(res.totalItems).toBe(4);
    const page = await kit.get<PagedCardItems>(ana, '/api/v1/Secao/KeepLearningPaged?page=2&size=3');
    expect(ids(page.data)).toEqual([c1.id]);
  });
});

describe('GET Secao/SuggestedForYouPaged', () => {
  it('ranks visible content mandatory first, then skills of the job title, then newest; leaves out enrolled and started content', async () => {
    const cargoId = await kit.jobTitle();
    const skill = await kit.skill();
    await kit.jobTitleSkill(cargoId, skill);
    const oldPlain = await kit.course();
    const skilled = await kit.media({ competenciesIds: [skill] });
    const mandatory = await kit.trail({ obrigatorio: true });
    const newPlain = await kit.media();
    const enrolled = await kit.course({ obrigatorio: true });
    const started = await kit.media();
    const completedElsewhere = await kit.media();
    const hiddenCourse = await kit.course({ obrigatorio: true });
    const refs = [oldPlain, skilled, mandatory, newPlain, enrolled, started, completedElsewhere].map((x) => x.id);
    const kinds: Ref['tipo'][] = ['curso', 'midia', 'formacao', 'midia', 'curso', 'midia', 'midia'];
    const audience = { cargosIds: [cargoId] };
    await kit.section(refs.map((id, i) => ref(kinds[i], id)), audience);
    await kit.section([ref('curso', hiddenCourse.id)], { cargosIds: [await kit.jobTitle()] });
    const ana = await kit.learner({ cargoId });
    await kit.enrol(ana.userId, { tipo: 'curso', id: enrolled.id });
    await kit.progress(ana.userId, started.id, 10);
    await kit.progress(ana.userId, completedElsewhere.id, 100, { cursoId: oldPlain.id });
    const all: CardItem[] = [];
    let page = 1;
    let res: PagedCardItems;
    do {
      res = await kit.get<PagedCardItems>(ana, `/api/v1/Secao/SuggestedForYouPaged?page=${page}&size=50`);
      all.push(...res.data);
      page += 1;
    } while (page <= res.totalPages);
    const mine = ids(all).filter((id) => [...refs, hiddenCourse.id].includes(id));
    expect(mine).toEqual([mandatory.id, skilled.id, newPlain.id, oldPlain.id]);
    // mandatory content of the tenant visible to everyone may precede; the relative order of ours is what matters
    expect(ids(all).indexOf(mandatory.id)).toBeLessThan(ids(all).indexOf(skilled.id));
  });
});

describe('GET midia/quickSearch', () => {
  it('finds visible content only, accent- and case-insensitive, by kind', async () => {
    const word = kit.unique('Ergonomia').replace(/\s/g, '');
    const visible = await kit.media({ nome: `Ergonômia ${word} básica` });
    const hiddenMedia = await kit.media({ nome: `Ergonomia ${word} oculta` });
    const inactive = await kit.media({ nome: `Ergonomia ${word} inativa`, active: false });
    const course = await kit.course({ titulo: `ERGONOMIA ${word} no escritório` });
    const trail = await kit.trail({ titulo: `Trilha ergonomia ${word}` });
    await kit.section([ref('midia', visible.id), ref('midia', inactive.id), ref('curso', course.id), ref('formacao', trail.id)]);
    await kit.section([ref('midia', hiddenMedia.id)], { cargosIds: [await kit.jobTitle()] });
    const ana = await kit.learner();
    const res = await kit.get<QuickSearchResponse>(ana, `/api/v1/midia/quickSearch?search=${encodeURIComponent(`ergonomia ${word}`.toUpperCase())}`);
    expect(res.midias).toEqual([{ id: visible.id, titulo: visible.nome, tipo: 'midia', tipoMidia: 'link', imagem: null }]);
    expect(ids(res.cursos)).toEqual([course.id]);
    expect(ids(res.formacoes)).toEqual([trail.id]);
    const narrower = await kit.get<QuickSearchResponse>(ana, `/api/v1/midia/quickSearch?search=${encodeURIComponent(`ergonomia ${word} no escritorio`)}`);
    expect(narrower).toEqual({ midias: [], cursos: [expect.objectContaining({ id: course.id })], formacoes: [] });
    expect(await kit.get<QuickSearchResponse>(ana, '/api/v1/midia/quickSearch?search=%20')).toEqual({ midias: [], cursos: [], formacoes: [] });
  });

  it('answers at most 16 of each kind', async () => {
    const word = kit.unique('Limite').replace(/\s/g, '');
    const objects = [];
    for (let i = 0; i < 18; i += 1) objects.push(await kit.media({ nome: `${word} ${i}` }));
    await kit.section(objects.map((o) => ref('midia', o.id)));
    const res = await kit.get<QuickSearchResponse>('aluno@demo.local', `/api/v1/midia/quickSearch?search=${word}`);
    expect(res.midias).toHaveLength(16);
  });
});

describe('permissions', () => {
  it("needs 'Aprendizado' for every read", async () => {
    const noLearning = await kit.learner({ permissions: ['Contas', 'Meu Progresso'] });
    for (const url of [
      '/api/v1/Secao/ActivesPaged',
      '/api/v1/Secao/KeepLearningPaged',
      '/api/v1/Secao/SuggestedForYouPaged',
      '/api/v1/Secao/Favoritos',
      '/api/v1/Secao/ativas',
      '/api/v1/Secao/CountActivesItems',
      '/api/v1/midia/quickSearch?search=a',
    ]) {
      const res = await kit.as(noLearning, { method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(kit.messages(res.body)).toEqual(['Você não tem permissão para gerenciar este recurso.']);
    }
    expect((await kit.app().app.inject({ method: 'GET', url: '/api/v1/Secao/ActivesPaged' })).statusCode).toBe(401);
  });
});
