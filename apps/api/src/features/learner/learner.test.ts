import { describe, expect, it } from 'vitest';
import type { ContentDetail, FavoritesResponse, MediaDetail, MyProgressResponse } from '@plataforma/shared/learner';
import { learnerKit, type Ref } from '../../test/learner-kit';

const kit = learnerKit('learner-details');
const ref = (tipo: Ref['tipo'], id: string): Ref => ({ tipo, id });
const DAY = 86_400_000;
const REACT_PT = 'Só é possível reagir após concluir o conteúdo.';

describe('course and trail details', () => {
  it('answers a course with its items, skills, enrolment, expiry and the prerequisites progress', async () => {
    const skill = await kit.skill();
    const [m1, m2, gone] = [await kit.media({ duration: 61 }), await kit.media({ duration: null }), await kit.media({ active: false })];
    const reqCourse = await kit.course();
    const reqTrail = await kit.trail();
    const c = await kit.course({
      sinopse: 'Resumo',
      cargaHoraria: 45,
      limiteDeDiasParaConclusao: 10,
      obrigatorio: true,
      competenciasIds: [skill],
      itens: [{ midiaId: m1.id }, { midiaId: gone.id }, { midiaId: m2.id, obrigatorio: false }],
      parametrizacaoConteudo: { dependenciasExternas: { cursoIds: [reqCourse.id], formacaoIds: [reqTrail.id] } },
    });
    await kit.section([ref('curso', c.id)]);
    const ana = await kit.learner();
    const enrolmentId = await kit.enrol(ana.userId, { tipo: 'curso', id: c.id }, { percentual: 50 });
    await kit.enrol(ana.userId, { tipo: 'curso', id: reqCourse.id }, { percentual: 70 });
    await kit.progress(ana.userId, m1.id, 100, { cursoId: c.id });
    await kit.progress(ana.userId, m2.id, 30);

    const detail = await kit.get<ContentDetail>(ana, `/api/v1/Secao/item/curso/detalhes/${c.id}`);
    expect(detail).toMatchObject({
      id: c.id,
      titulo: c.titulo,
      tipo: 'Curso',
      sinopse: 'Resumo',
      cargaHoraria: 45,
      inscrito: true,
      porcentagemDeConclusao: 50,
      status: 'on-going',
      expirado: false,
      limiteDeDiasParaConclusao: 10,
      diasParaExpirar: 10,
      podeCancelarInscricao: false,
      mandatory: true,
      favorito: false,
      totalReacoes: 0,
      reacao: null,
      etapasDaTrilha: [],
    });
    expect(detail.competenciasNomes).toHaveLength(1);
    // the classroom's items in order, with the progress in this course (standalone progress does not count)
    expect(detail.itensDoCurso.map((i) => [i.id, i.cargaHoraria, i.duracao, i.obrigatorio, i.porcentagemDeConclusao])).toEqual([
      [m1.id, 2, 61, true, 100],
      [gone.id, 2, 120, true, 0],
      [m2.id, null, null, false, 0],
    ]);
    expect(detail.parametrizacaoConteudo).toEqual({
      possuiPreRequisito: true,
      controleDeConsumo: { modoLiberacao: 'Imediato', dataHoraLiberacao: null },
      dependenciasExternas: {
        cursoDetalhes: [
          { id: reqCourse.id, titulo: reqCourse.titulo, tipo: 'curso', percentualDeProgresso: 70 },
          { id: reqTrail.id, titulo: reqTrail.titulo, tipo: 'formacao', percentualDeProgresso: 0 },
        ],
      },
    });
    expect(await kit.get<ContentDetail>(ana, `/api/v1/curso/Detalhes/${c.id}`)).toEqual(detail);

    // expiry: the enrolment moved back past the days limit
    const enrolledAt = new Date(Date.now() - 12 * DAY);
    await kit.moveEnrolment(enrolmentId, enrolledAt);
    const expired = await kit.get<ContentDetail>(ana, `/api/v1/curso/Detalhes/${c.id}`);
    expect(expired).toMatchObject({
      expirado: true,
      status: 'expired',
      diasParaExpirar: 0,
      dataInscricao: enrolledAt.toISOString(),
      dataExpiracao: new Date(enrolledAt.getTime() + 10 * DAY).toISOString(),
    });

    // not enrolled: no enrolment fields; unenrol offered only at 0
    const bia = await kit.learner();
    expect(await kit.get<ContentDetail>(bia, `/api/v1/curso/Detalhes/${c.id}`)).toMatchObject({
      inscrito: false,
      dataInscricao: null,
      porcentagemDeConclusao: null,
      status: null,
      expirado: false,
      diasParaExpirar: null,
      podeCancelarInscricao: false,
    });
    await kit.enrol(bia.userId, { tipo: 'curso', id: c.id });
    expect(await kit.get<ContentDetail>(bia, `/api/v1/curso/Detalhes/${c.id}`)).toMatchObject({ inscrito: true, podeCancelarInscricao: true, status: 'not-started' });
  });

  it('answers a trail with its steps and items', async () => {
    const [m1, m2] = [await kit.media(), await kit.media()];
    const inner = await kit.course({ cargaHoraria: 30 });
    const t = await kit.trail({
      etapas: [
        { nome: 'Primeira', cargaHoraria: 60, itens: [{ tipo: 'curso', id: inner.id }, { tipo: 'midia', id: m1.id }] },
        { nome: 'Segunda', itens: [{ tipo: 'midia', id: m2.id }] },
      ],
    });
    await kit.section([ref('formacao', t.id)]);
    const ana = await kit.learner();
    await kit.enrol(ana.userId, { tipo: 'formacao', id: t.id }, { percentual: 100 });
    await kit.enrol(ana.userId, { tipo: 'curso', id: inner.id }, { percentual: 40 });
    await kit.progress(ana.userId, m1.id, 80, { formacaoId: t.id });
    const detail = await kit.get<ContentDetail>(ana, `/api/v1/Secao/item/trilha/detalhes/${t.id}`);
    expect(detail).toMatchObject({ tipo: 'Formacao', porcentagemDeConclusao: 100, status: 'approved', itensDoCurso: [], diasParaExpirar: null });
    expect(detail.etapasDaTrilha.map((e) => [e.nome, e.cargaHoraria, e.itensDaEtapaDaTrilha.map((i) => [i.tipo, i.id, i.porcentagemDeConclusao])])).toEqual([
      [
        'Primeira',
        60,
        [
          // the course's own enrolment is on going (40): not concluded, so its progress inside the trail (0)
          ['curso', inner.id, 0],
          ['midia', m1.id, 80],
        ],
      ],
      ['Segunda', null, [['midia', m2.id, 0]]],
    ]);
    expect(await kit.get<ContentDetail>(ana, `/api/v1/formacao/Detalhes/${t.id}`)).toEqual(detail);
  });

  it('is 404 outside the sections unless ignoreFilterSection and enrolled (or administering), and for other companies', async () => {
    const c = await kit.course();
    const t = await kit.trail({ etapas: [{ nome: 'Única', itens: [{ tipo: 'curso', id: c.id }] }] });
    const inactive = await kit.course({ active: false });
    await kit.section([ref('curso', inactive.id)]);
    const ana = await kit.learner();
    const status = async (who: Parameters<typeof kit.as>[0], url: string) => (await kit.as(who, { method: 'GET', url })).statusCode;
    expect(await status(ana, `/api/v1/curso/Detalhes/${c.id}`)).toBe(404);
    expect(await status(ana, `/api/v1/curso/Detalhes/${c.id}?ignoreFilterSection=true`)).toBe(404);
    await kit.enrol(ana.userId, { tipo: 'formacao', id: t.id });
    expect(await status(ana, `/api/v1/curso/Detalhes/${c.id}`)).toBe(404);
    expect(await status(ana, `/api/v1/curso/Detalhes/${c.id}?ignoreFilterSection=true`)).toBe(200);
    expect(await status(ana, `/api/v1/formacao/Detalhes/${t.id}?ignoreFilterSection=true`)).toBe(200);
    expect(await status('admin@demo.local', `/api/v1/curso/Detalhes/${c.id}`)).toBe(404);
    expect(await status('admin@demo.local', `/api/v1/curso/Detalhes/${c.id}?ignoreFilterSection=true`)).toBe(200);
    // inactive content stays hidden, even in a visible section
    expect(await status(ana, `/api/v1/curso/Detalhes/${inactive.id}`)).toBe(404);

    const acme = await kit.course({}, 'acme');
    await kit.section([ref('curso', acme.id)], {}, 'acme');
    expect(await status('aluno@acme.local', `/api/v1/curso/Detalhes/${acme.id}`)).toBe(200);
    const res = await kit.as(ana, { method: 'GET', url: `/api/v1/curso/Detalhes/${acme.id}?ignoreFilterSection=true` });
    expect(res.statusCode).toBe(404);
    const unknown = await kit.as(ana, { method: 'GET', url: `/api/v1/curso/Detalhes/00000000-0000-4000-8000-000000000000` });
    expect(kit.messages(res.body)).toEqual(kit.messages(unknown.body));
    expect(await status('admin@demo.local', `/api/v1/curso/Detalhes/${acme.id}?ignoreFilterSection=true`)).toBe(404);
  });
});

describe('media details', () => {
  it('answers the media item with the standalone progress, favourite and reaction', async () => {
    const skill = await kit.skill();
    const m = await kit.media({ descricao: 'Sobre', disableFastForward: true, downloadable: true, competenciesIds: [skill] });
    await kit.section([ref('midia', m.id)]);
    const ana = await kit.learner();
    await kit.progress(ana.userId, m.id, 100);
    await kit.progress(ana.userId, m.id, 20, { cursoId: (await kit.course()).id });
    expect((await kit.as(ana, { method: 'POST', url: `/api/v1/midia/${m.id}/bookmark` })).json()).toEqual({ favorito: true });
    expect((await kit.as(ana, { method: 'POST', url: '/api/v1/midia/SetReaction', payload: { id: m.id, reacao: 'star' } })).json()).toEqual({ reacao: 'star', totalReacoes: 1 });
    const detail = await kit.get<MediaDetail>(ana, `/api/v1/midia/Detalhes/${m.id}`);
    expect(detail).toMatchObject({
      id: m.id,
      tipo: 'link',
      titulo: m.nome,
      descricao: 'Sobre',
      link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      porcentagemDeConclusao: 100,
      bloquearAvanco: true,
      permitirDownload: true,
      favorito: true,
      reacao: 'star',
      totalReacoes: 1,
      duracao: 120,
      imagensCarrossel: [],
    });
    expect(detail.competenciasNomes).toHaveLength(1);
    expect(await kit.get<MediaDetail>(ana, `/api/v1/Secao/item/midia/detalhes/${m.id}`)).toEqual(detail);

    // expired, then 404
    await kit.updateMedia(m.id, { dataDeExpiracao: new Date(Date.now() - 1000) });
    expect((await kit.as(ana, { method: 'GET', url: `/api/v1/midia/Detalhes/${m.id}` })).statusCode).toBe(404);
  });
});

describe('bookmarks and favourites', () => {
  it('bookmarks idempotently, only what the caller may see, and lists favourites still visible or enrolled', async () => {
    const [m, c, hidden, enrolledHidden] = [await kit.media(), await kit.course(), await kit.course(), await kit.course()];
    const cargoId = await kit.jobTitle();
    const s = await kit.section([ref('midia', m.id), ref('curso', c.id)], { cargosIds: [cargoId] });
    const ana = await kit.learner({ cargoId });
    await kit.enrol(ana.userId, { tipo: 'curso', id: enrolledHidden.id }, { percentual: 30 });
    const post = (url: string) => kit.as(ana, { method: 'POST', url });
    for (let i = 0; i < 2; i += 1) {
      const res = await post(`/api/v1/midia/${m.id}/bookmark`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ favorito: true });
    }
    expect((await post(`/api/v1/curso/${c.id}/bookmark`)).statusCode).toBe(200);
    expect((await post(`/api/v1/curso/${enrolledHidden.id}/bookmark`)).statusCode).toBe(200);
    expect((await post(`/api/v1/curso/${hidden.id}/bookmark`)).statusCode).toBe(404);
    // the kind in the path matters
    expect((await post(`/api/v1/formacao/${c.id}/bookmark`)).statusCode).toBe(404);

    let favs = await kit.get<FavoritesResponse>(ana, '/api/v1/Secao/Favoritos');
    expect(favs.data.map((f) => f.id)).toEqual([enrolledHidden.id, c.id, m.id]);
    expect(favs.data.find((f) => f.id === m.id)).toMatchObject({
      tipo: 'midia',
      tipoMidia: 'link',
      favorito: true,
      inscrito: false,
      secaoNome: s.nome,
      urlDoRecurso: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      likes: 0,
      liked: false,
    });
    expect(favs.data.find((f) => f.id === enrolledHidden.id)).toMatchObject({ inscrito: true, porcentagemDeConclusao: 30, secaoNome: null });
    expect((await kit.get<FavoritesResponse>(ana, '/api/v1/Secao/Favoritos?tiposConteudos=midia')).data.map((f) => f.id)).toEqual([m.id]);
    expect((await kit.get<FavoritesResponse>(ana, `/api/v1/Secao/Favoritos?search=${encodeURIComponent(c.titulo.toUpperCase())}`)).data.map((f) => f.id)).toEqual([c.id]);

    // the section is no longer shown to the caller: its favourites go (the enrolled one stays)
    const res = await kit.as('admin@demo.local', {
      method: 'PUT',
      url: `/api/v1/Secao/${s.id}`,
      payload: { nome: s.nome, itensDaSecao: [ref('midia', m.id), ref('curso', c.id)], cargosIds: [await kit.jobTitle()] },
    });
    expect(res.statusCode, res.body).toBe(200);
    favs = await kit.get<FavoritesResponse>(ana, '/api/v1/Secao/Favoritos');
    expect(favs.data.map((f) => f.id)).toEqual([enrolledHidden.id]);

    expect((await post(`/api/v1/curso/${enrolledHidden.id}/unbookmark`)).json()).toEqual({ favorito: false });
    expect((await post(`/api/v1/curso/${enrolledHidden.id}/unbookmark`)).json()).toEqual({ favorito: false });
    expect((await kit.get<FavoritesResponse>(ana, '/api/v1/Secao/Favoritos')).totalItems).toBe(0);
  });
});

describe('reactions', () => {
  it('are refused before completion, then set, changed, counted and removed', async () => {
    const [m, c] = [await kit.media(), await kit.course()];
    await kit.section([ref('midia', m.id), ref('curso', c.id)]);
    const [ana, bia] = [await kit.learner(), await kit.learner()];
    const react = (who: typeof ana, kind: string, id: string, reacao: string | null, lang = 'pt') =>
      kit.as(who, { method: 'POST', url: `/api/v1/${kind}/SetReaction`, payload: { id, reacao }, headers: { 'accept-language': lang } });

    let res = await react(ana, 'curso', c.id, 'like');
    expect(res.statusCode).toBe(422);
    expect(kit.messages(res.body)).toEqual([REACT_PT]);
    expect(kit.messages((await react(ana, 'curso', c.id, 'like', 'en')).body)).toEqual(['You can only react after completing the content.']);
    expect(kit.messages((await react(ana, 'curso', c.id, 'like', 'es')).body)).toEqual(['Solo es posible reaccionar después de concluir el contenido.']);
    await kit.enrol(ana.userId, { tipo: 'curso', id: c.id }, { percentual: 99 });
    expect((await react(ana, 'curso', c.id, 'like')).statusCode).toBe(422);
    // media: complete in a course context is enough
    expect((await react(ana, 'midia', m.id, 'heart')).statusCode).toBe(422);
    await kit.progress(ana.userId, m.id, 100, { cursoId: c.id });
    expect((await react(ana, 'midia', m.id, 'heart')).json()).toEqual({ reacao: 'heart', totalReacoes: 1 });

    await kit.enrol(bia.userId, { tipo: 'curso', id: c.id }, { percentual: 100 });
    res = await react(bia, 'curso', c.id, 'like');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ reacao: 'like', totalReacoes: 1 });
    expect((await react(bia, 'curso', c.id, 'happy')).json()).toEqual({ reacao: 'happy', totalReacoes: 1 });
    const detail = await kit.get<ContentDetail>(bia, `/api/v1/curso/Detalhes/${c.id}`);
    expect(detail).toMatchObject({ reacao: 'happy', totalReacoes: 1 });
    expect(await kit.get<ContentDetail>(ana, `/api/v1/curso/Detalhes/${c.id}`)).toMatchObject({ reacao: null, totalReacoes: 1 });
    expect((await react(bia, 'curso', c.id, null)).json()).toEqual({ reacao: null, totalReacoes: 0 });
    expect((await react(bia, 'curso', c.id, 'nope')).statusCode).toBe(400);
    expect((await react(bia, 'formacao', c.id, 'like')).statusCode).toBe(404);
  });
});

describe('GET usuario/progresso', () => {
  it("lists the caller's enrolments with totals by status and filters; needs 'Meu Progresso'", async () => {
    const [c1, c2, c3] = [await kit.course({ titulo: kit.unique('Ética'), limiteDeDiasParaConclusao: 5, obrigatorio: true }), await kit.course(), await kit.course()];
    const t1 = await kit.trail();
    const ana = await kit.learner();
    const old = new Date(Date.now() - 10 * DAY);
    await kit.enrol(ana.userId, { tipo: 'curso', id: c1.id }, { percentual: 20, dataInscricao: old });
    await kit.enrol(ana.userId, { tipo: 'curso', id: c2.id }, { percentual: 100, dataInscricao: new Date(Date.now() - 2 * DAY) });
    await kit.enrol(ana.userId, { tipo: 'curso', id: c3.id }, { ativo: false });
    await kit.enrol(ana.userId, { tipo: 'formacao', id: t1.id }, { percentual: 0, dataInscricao: new Date(Date.now() - DAY) });
    const all = await kit.get<MyProgressResponse>(ana, '/api/v1/usuario/progresso');
    expect(all.data.map((r) => [r.conteudoId, r.status])).toEqual([
      [t1.id, 'not-started'],
      [c2.id, 'approved'],
      [c1.id, 'expired'],
    ]);
    expect(all.totais).toEqual({ 'not-started': 1, 'on-going': 0, completed: 0, approved: 1, failed: 0, expired: 1 });
    expect(all.data[2]).toMatchObject({
      tipo: 'curso',
      titulo: c1.titulo,
      porcentagemDeConclusao: 20,
      expirado: true,
      obrigatorio: true,
      origem: 'manual',
      dataInscricao: old.toISOString(),
      dataExpiracao: new Date(old.getTime() + 5 * DAY).toISOString(),
    });
    const expired = await kit.get<MyProgressResponse>(ana, '/api/v1/usuario/progresso?status=expired');
    expect(expired.data.map((r) => r.conteudoId)).toEqual([c1.id]);
    expect(expired.totais.approved).toBe(1);
    expect((await kit.get<MyProgressResponse>(ana, '/api/v1/usuario/progresso?tipo=formacao')).data.map((r) => r.conteudoId)).toEqual([t1.id]);
    expect((await kit.get<MyProgressResponse>(ana, '/api/v1/usuario/progresso?search=etica')).data.map((r) => r.conteudoId)).toEqual([c1.id]);
    const paged = await kit.get<MyProgressResponse>(ana, '/api/v1/usuario/progresso?pageNumber=2&pageSize=2');
    expect(paged).toMatchObject({ pageNumber: 2, pageSize: 2, totalItems: 3, totalPages: 2 });

    const noProgress = await kit.learner({ permissions: ['Aprendizado'] });
    expect((await kit.as(noProgress, { method: 'GET', url: '/api/v1/usuario/progresso' })).statusCode).toBe(403);
  });
});

describe('permissions of the writes and details', () => {
  it("needs 'Aprendizado'", async () => {
    const m = await kit.media();
    await kit.section([ref('midia', m.id)]);
    const noLearning = await kit.learner({ permissions: ['Meu Progresso'] });
    for (const call of [
      { method: 'GET' as const, url: `/api/v1/midia/Detalhes/${m.id}` },
      { method: 'GET' as const, url: `/api/v1/Secao/item/midia/detalhes/${m.id}` },
      { method: 'POST' as const, url: `/api/v1/midia/${m.id}/bookmark` },
      { method: 'POST' as const, url: '/api/v1/midia/SetReaction', payload: { id: m.id, reacao: null } },
    ]) {
      expect((await kit.as(noLearning, call)).statusCode, call.url).toBe(403);
    }
  });
});
