import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Communication, PendingCommunicationsResponse, PostImageUploadResponse, UserCommunication, UserCommunicationDetail } from '@plataforma/shared/communications';
import { callAs, login } from '../../test/build-test-app';
import { learnerKit, type Learner } from '../../test/learner-kit';
import { multipartBody } from '../../core/multipart-body';
import { comunicacaoContrato, contrato, tenant } from '../../db/schema';
import { onCommunicationPublished, type CommunicationPublished } from './index';

const kit = learnerKit('communications');
const ADMIN = 'admin@demo.local';
const ACME = 'admin@acme.local';
const SUPER = 'superadmin@plataforma.local';

type Body = Record<string, unknown> | unknown[] | Buffer;
const call = (who: string | Learner, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body, headers?: Record<string, string>) =>
  callAs(kit.app().app, typeof who === 'string' ? tokens[who] : who.token, { method, url, payload: payload as never, headers });
const tokens: Record<string, string> = {};
const messages = (body: string) => (JSON.parse(body) as { notifications: { message: string }[] }).notifications.map((n) => n.message);

/** A real PNG of w x h grey pixels, `pad` bytes of extra text chunk to reach a size. */
const png = (w: number, h: number, pad = 0): Buffer => {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = table[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.writeUInt8(8, 8);
  const raw = Buffer.alloc((w + 1) * h, 0x80);
  for (let y = 0; y < h; y += 1) raw[y * (w + 1)] = 0;
  const text = pad > 0 ? [chunk('tEXt', Buffer.alloc(pad, 0x41))] : [];
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), ...text, chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
};
const upload = (who: string, content: Buffer, fileName = 'imagem.png', mimeType = 'image/png') => {
  const { payload, headers } = multipartBody({ field: 'arquivo', fileName, content, mimeType });
  return call(who, 'POST', '/api/v1/Comunicacao/imagem', payload, headers);
};

const create = async (payload: Record<string, unknown>, who = ADMIN) => {
  const res = await call(who, 'POST', '/api/v1/Comunicacao', { titulo: kit.unique('Comunicado'), postagens: [{ titulo: 'Bem-vindo', conteudo: '<p>Olá</p>' }], ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Communication>();
};
const pending = async (who: Learner) => {
  const res = await call(who, 'GET', '/api/v1/Comunicacao/getUserCommunication');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PendingCommunicationsResponse>();
};
const mine = async (who: Learner, withDisabled: boolean) => {
  const res = await call(who, 'GET', `/api/v1/Comunicacao/getAllPorUsuarioAutenticado?exibirComunicacoesDesabilitadas=${withDisabled}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserCommunication[]>();
};
const ids = (list: { id: string }[]) => list.map((c) => c.id);

beforeAll(async () => {
  for (const email of [ADMIN, ACME, SUPER]) tokens[email] = (await login(kit.app().app, email)).access_token;
});

describe('administration of communications', () => {
  it('creates a draft with sanitised posts in order, lists, edits and deletes it', async () => {
    const c = await create({
      postagens: [
        { titulo: 'Primeira', conteudo: '<p onclick="x()">Texto <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>', link: 'https://exemplo.test' },
        { titulo: 'Segunda', conteudo: '<p></p>' },
      ],
    });
    expect(c.status).toBe('rascunho');
    expect(c.origem).toBe('Cliente');
    expect(c.postagens.map((p) => [p.titulo, p.ordem])).toEqual([
      ['Primeira', 1],
      ['Segunda', 2],
    ]);
    expect(c.postagens[0].conteudo).toBe('<p>Texto <a>link</a></p>');
    expect(c.postagens[1].conteudo).toBeNull();

    const list = await call(ADMIN, 'GET', `/api/v1/Comunicacao?search=${encodeURIComponent(c.titulo)}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(ids(list.json<{ data: Communication[] }>().data)).toEqual([c.id]);

    // drag and drop: the posts come back in the new order and keep their ids
    const [first, second] = c.postagens;
    const edited = await call(ADMIN, 'PUT', `/api/v1/Comunicacao/${c.id}`, {
      titulo: c.titulo,
      postagens: [
        { id: second.id, titulo: 'Segunda' },
        { id: first.id, titulo: 'Primeira' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Communication>().postagens.map((p) => [p.id, p.ordem])).toEqual([
      [second.id, 1],
      [first.id, 2],
    ]);

    expect((await call(ADMIN, 'DELETE', `/api/v1/Comunicacao/${c.id}`)).statusCode).toBe(200);
    expect((await call(ADMIN, 'GET', `/api/v1/Comunicacao/${c.id}`)).statusCode).toBe(404);
  });

  it('refuses invalid payloads with the field named', async () => {
    const noPost = await call(ADMIN, 'POST', '/api/v1/Comunicacao', { titulo: 'X', postagens: [] });
    expect(noPost.statusCode).toBe(400);
    expect(messages(noPost.body)).toContain('Informe ao menos uma postagem.');
    const untitled = await call(ADMIN, 'POST', '/api/v1/Comunicacao', { titulo: 'X', postagens: [{ conteudo: '<p>só texto</p>' }] });
    expect(untitled.statusCode).toBe(400);
    expect(messages(untitled.body)).toContain('A postagem precisa de um título ou de uma imagem.');
    const window = await call(ADMIN, 'POST', '/api/v1/Comunicacao', { titulo: 'X', inicio: '2026-05-02T00:00:00Z', termino: '2026-05-01T00:00:00Z', postagens: [{ titulo: 'a' }] });
    expect(window.statusCode).toBe(400);
    const mixed = await call(ADMIN, 'POST', '/api/v1/Comunicacao', {
      titulo: 'X',
      cargos: [await kit.jobTitle()],
      segmentacoes: [await kit.segmentation([])],
      postagens: [{ titulo: 'a' }],
    });
    expect(mixed.statusCode).toBe(400);
    const foreign = await call(ADMIN, 'POST', '/api/v1/Comunicacao', { titulo: 'X', departamentos: [await kit.department('acme')], postagens: [{ titulo: 'a' }] });
    expect(foreign.statusCode).toBe(422);
    const missingImage = await call(ADMIN, 'POST', '/api/v1/Comunicacao', { titulo: 'X', postagens: [{ imagemId: '3f2b8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.png' }] });
    expect(missingImage.statusCode).toBe(422);
  });

  it('answers 403 without the permission and 404 for another company', async () => {
    const c = await create({});
    const learner = await kit.learner();
    expect((await call(learner, 'GET', '/api/v1/Comunicacao')).statusCode).toBe(403);
    expect((await call(learner, 'POST', '/api/v1/Comunicacao', { titulo: 'X', postagens: [{ titulo: 'a' }] })).statusCode).toBe(403);
    expect((await call(learner, 'DELETE', `/api/v1/Comunicacao/${c.id}`)).statusCode).toBe(403);
    expect((await upload(ACME, png(10, 10))).statusCode).toBe(200);
    const other = await call(ACME, 'GET', `/api/v1/Comunicacao/${c.id}`);
    expect(other.statusCode).toBe(404);
    expect(messages(other.body)).toEqual(['Comunicação não encontrada.']);
    expect((await call(ACME, 'PUT', `/api/v1/Comunicacao/${c.id}`, { titulo: 'X', postagens: [{ titulo: 'a' }] })).statusCode).toBe(404);
    expect((await call(ACME, 'DELETE', `/api/v1/Comunicacao/${c.id}`)).statusCode).toBe(404);
    expect((await call(ADMIN, 'GET', `/api/v1/Comunicacao/${c.id}`)).statusCode).toBe(200);
  });
});

describe('post images (png/jpg, 2 MB, 800x600, read from the bytes)', () => {
  it('stores an image within the limits and serves it at its signed address', async () => {
    const res = await upload(ADMIN, png(800, 600));
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json<PostImageUploadResponse>();
    expect(image).toMatchObject({ tipoArquivo: 'image/png', largura: 800, altura: 600 });
    const c = await create({ postagens: [{ imagemId: image.imagemId }] });
    expect(c.postagens[0]).toMatchObject({ imagemId: image.imagemId, tipoArquivo: 'image/png' });
    const served = await kit.app().app.inject({ method: 'GET', url: c.postagens[0].linkImagem! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const forged = c.postagens[0].linkImagem!.replace(/\/[^/]+$/, '/AAAAAAAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA');
    expect((await kit.app().app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });

  it('refuses by bytes: a text file named .png, a GIF', async () => {
    const fake = await upload(ADMIN, Buffer.from('não sou uma imagem'), 'foto.png', 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(messages(fake.body)).toEqual(['A imagem da postagem deve ser PNG ou JPG.']);
    const gif = await upload(ADMIN, Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 'a.png');
    expect(gif.statusCode).toBe(415);
  });

  it('refuses by dimensions, one pixel over either side', async () => {
    for (const [w, h] of [
      [801, 600],
      [800, 601],
    ]) {
      const res = await upload(ADMIN, png(w, h));
      expect(res.statusCode, `${w}x${h}`).toBe(422);
      expect(messages(res.body)).toEqual(['A imagem da postagem deve ter no máximo 800x600 pixels.']);
    }
  });

  it('refuses over 2 MB', async () => {
    const big = png(10, 10, 2 * 1024 * 1024);
    const res = await upload(ADMIN, big);
    expect(res.statusCode).toBe(413);
    expect(messages(res.body)).toEqual(['A imagem da postagem deve ter no máximo 2 MB.']);
  });
});

describe('audience and the learner pop-up', () => {
  it('shows a published communication only to its department, job title, unit or segmentation', async () => {
    const [dep, otherDep, job, unit] = [await kit.department(), await kit.department(), await kit.jobTitle(), await kit.unit()];
    const inDep = await kit.learner({ departamentoId: dep });
    const elsewhere = await kit.learner({ departamentoId: otherDep, cargoId: job });
    const jobAndUnit = await kit.learner({ cargoId: job, unidadeDeNegocioId: unit });
    const segmented = await kit.learner();
    const seg = await kit.segmentation([segmented.userId]);

    const byDep = await create({ status: 'publicada', departamentos: [dep] });
    const byJobUnit = await create({ status: 'publicada', cargos: [job], unidadeDeNegocio: [unit] });
    const bySeg = await create({ status: 'publicada', segmentacoes: [seg] });
    const draft = await create({ status: 'rascunho', departamentos: [dep] });
    const inactive = await create({ status: 'publicada', ativo: false, departamentos: [dep] });
    const ended = await create({ status: 'publicada', termino: '2020-01-01T00:00:00Z', departamentos: [dep] });
    const scheduled = await create({ status: 'publicada', inicio: '2099-01-01T00:00:00Z', departamentos: [dep] });
    const mineOnly = [byDep, byJobUnit, bySeg, draft, inactive, ended, scheduled].map((c) => c.id);

    const popup = (l: Learner) => pending(l).then((p) => ids(p.comunicacoes).filter((id) => mineOnly.includes(id)));
    expect(await popup(inDep)).toEqual([byDep.id]);
    expect(await popup(elsewhere)).toEqual([]);
    expect(await popup(jobAndUnit)).toEqual([byJobUnit.id]);
    expect(await popup(segmented)).toEqual([bySeg.id]);
    expect((await call(elsewhere, 'GET', `/api/v1/Comunicacao/getById?id=${byDep.id}`)).statusCode).toBe(404);
  });

  it('tells the publication once with the audience resolved', async () => {
    const events: CommunicationPublished[] = [];
    const stop = onCommunicationPublished(async (_tx, e) => {
      events.push(e);
    });
    try {
      const dep = await kit.department();
      const a = await kit.learner({ departamentoId: dep });
      const b = await kit.learner({ departamentoId: dep });
      await kit.learner();
      const c = await create({ status: 'rascunho', departamentos: [dep] });
      expect(events).toEqual([]);
      const body = { titulo: c.titulo, departamentos: [dep], postagens: [{ titulo: 'a' }] };
      expect((await call(ADMIN, 'PUT', `/api/v1/Comunicacao/${c.id}`, { ...body, status: 'publicada' })).statusCode).toBe(200);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ comunicacaoId: c.id, titulo: c.titulo });
      expect([...events[0].usuarioIds].sort()).toEqual([a.userId, b.userId].sort());
      // saved again while published: not a new publication
      expect((await call(ADMIN, 'PUT', `/api/v1/Comunicacao/${c.id}`, { ...body, status: 'publicada' })).statusCode).toBe(200);
      expect(events).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('pops up once unless always shown, never when "don\'t display"; hides (true) and unhides (false)', async () => {
    const dep = await kit.department();
    const l = await kit.learner({ departamentoId: dep });
    const once = await create({ status: 'publicada', departamentos: [dep] });
    const always = await create({ status: 'publicada', exibirSempre: true, departamentos: [dep] });
    const quiet = await create({ status: 'publicada', naoExibir: true, departamentos: [dep] });

    const first = await pending(l);
    expect(first.possuiComunicacoes).toBe(true);
    expect(ids(first.comunicacoes).sort()).toEqual([once.id, always.id].sort());
    for (const c of [once, always]) {
      const opened = await call(l, 'GET', `/api/v1/Comunicacao/getById?id=${c.id}`);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json<UserCommunicationDetail>().postagens).toHaveLength(1);
    }
    expect(ids((await pending(l)).comunicacoes)).toEqual([always.id]);

    // hide: true for newly hidden
    const hide = await call(l, 'POST', '/api/v1/Comunicacao/ChangeUserCommunicationStatus/true', [always.id, quiet.id]);
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toEqual({ success: true, oculta: true, alteradas: 2 });
    expect(await pending(l)).toEqual({ possuiComunicacoes: false, comunicacoes: [] });
    expect(ids(await mine(l, false))).toEqual([once.id]);
    const all = await mine(l, true);
    expect(ids(all).sort()).toEqual([once.id, always.id, quiet.id].sort());
    expect(all.find((c) => c.id === always.id)).toMatchObject({ oculta: true, visualizada: true });

    // unhide: false
    const show = await call(l, 'POST', '/api/v1/Comunicacao/ChangeUserCommunicationStatus/false', [always.id]);
    expect(show.statusCode, show.body).toBe(200);
    expect(ids((await pending(l)).comunicacoes)).toEqual([always.id]);
    expect(ids(await mine(l, false)).sort()).toEqual([once.id, always.id].sort());

    // someone else's communication, a malformed flag or id
    const other = await create({ status: 'publicada', departamentos: [await kit.department()] });
    expect((await call(l, 'POST', '/api/v1/Comunicacao/ChangeUserCommunicationStatus/true', [other.id])).statusCode).toBe(404);
    expect((await call(l, 'POST', '/api/v1/Comunicacao/ChangeUserCommunicationStatus/talvez', [once.id])).statusCode).toBe(400);
    expect((await call(l, 'POST', '/api/v1/Comunicacao/ChangeUserCommunicationStatus/true', ['x'])).statusCode).toBe(400);
  });
});

describe('PUT /api/v1/Comunicacao/{id}/UpdateContratosComunicacoes', () => {
  let demoContract: string;
  let acmeContract: string;
  let stranger: string;
  beforeAll(async () => {
    const t = kit.app();
    const contractOf = async (tenantId: string) => (await t.database.system((tx) => tx.select({ contratoId: tenant.contratoId }).from(tenant).where(eq(tenant.id, tenantId))))[0].contratoId!;
    demoContract = await contractOf(t.tenants.demo);
    acmeContract = await contractOf(t.tenants.acme);
    stranger = await t.database.system(async (tx) => {
      const [acme] = await tx.select({ empresaId: contrato.empresaId }).from(contrato).where(eq(contrato.id, acmeContract));
      const [c] = await tx.insert(contrato).values({ empresaId: acme.empresaId, nome: 'Terceiro' }).returning({ id: contrato.id });
      return c.id;
    });
  });

  const link = (who: string, id: string, contratosIds: string[]) => call(who, 'PUT', `/api/v1/Comunicacao/${id}/UpdateContratosComunicacoes`, { contratosIds });

  it("is refused to a company's administrator who is no distributor", async () => {
    const c = await create({});
    const res = await link(ADMIN, c.id, [demoContract]);
    expect(res.statusCode).toBe(403);
    expect(messages(res.body)).toEqual(['Erro ao tentar vincular contratos a comunicação!']);
  });

  it('lets a distributor link only its own and its clients’ contracts; the platform any', async () => {
    const t = kit.app();
    await t.database.system(async (tx) => {
      const [demo] = await tx.update(contrato).set({ isDistribuidor: true }).where(eq(contrato.id, demoContract)).returning({ empresaId: contrato.empresaId });
      await tx.update(contrato).set({ empresaId: demo.empresaId }).where(eq(contrato.id, acmeContract));
    });
    const c = await create({});
    const own = await link(ADMIN, c.id, [demoContract, acmeContract]);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<Communication>().contratosComunicacoes.map((x) => x.contractId).sort()).toEqual([demoContract, acmeContract].sort());
    expect((await link(ADMIN, c.id, [acmeContract, stranger])).statusCode).toBe(403);
    expect((await link(ADMIN, c.id, ['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(422);

    // a link the platform made to another company's contract stays when the distributor sends its list
    await t.database.system((tx) => tx.insert(comunicacaoContrato).values({ tenantId: t.tenants.demo, comunicacaoId: c.id, contratoId: stranger }));
    const narrowed = await link(ADMIN, c.id, [acmeContract]);
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(narrowed.json<Communication>().contratosComunicacoes.map((x) => x.contractId).sort()).toEqual([acmeContract, stranger].sort());
    // the platform's administration links any contract to its own communications
    const mineC = await create({}, SUPER);
    const platform = await link(SUPER, mineC.id, [demoContract, stranger]);
    expect(platform.statusCode, platform.body).toBe(200);
    expect(platform.json<Communication>().contratosComunicacoes).toHaveLength(2);
    // another company's communication is not found
    const acmeC = await create({}, ACME);
    expect((await link(ADMIN, acmeC.id, [acmeContract])).statusCode).toBe(404);
  });
});
