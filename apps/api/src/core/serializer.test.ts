import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileReply, serializerCompiler } from './serializer';

// The compiled writer against the zod serialiser it replaces: the same routes on two apps, the bodies compared byte for byte.

const card = z.object({ id: z.uuid(), titulo: z.string(), progresso: z.number().int().nullable(), tags: z.array(z.string()) });
const richSchema = z.object({
  id: z.string(),
  criadoEm: z.date(),
  atualizadoEm: z.date().nullable(),
  descricao: z.string().nullable(),
  /** optional between required keys: the key order must still be the schema's */
  apelido: z.string().optional(),
  nota: z.union([z.number(), z.string()]),
  camada: z.discriminatedUnion('type', [z.object({ type: z.literal('text'), text: z.string() }), z.object({ type: z.literal('image'), src: z.string(), width: z.number() })]),
  status: z.enum(['open', 'closed']).nullable(),
  totais: z.record(z.enum(['completed', 'started', 'not-started']), z.number().int()),
  secoes: z.array(z.object({ id: z.string(), titulo: z.string(), itens: z.array(card), inicio: z.iso.datetime().nullable() })),
  ativo: z.boolean().default(true),
  meta: z.unknown(),
});

const when = new Date('2024-03-05T12:34:56.789Z');
const richReply = (overrides: Record<string, unknown> = {}) => ({
  // keys in another order than the schema's, and unknown keys at every level
  secret: 'dropped',
  totais: { started: 2, 'not-started': 0, completed: 1 },
  id: 'r-1',
  criadoEm: when,
  atualizadoEm: null,
  descricao: 'Aspas " barra \\ e acentuação, emoji 👩‍💻, linha\nnova',
  apelido: 'ap',
  nota: 7.5,
  camada: { type: 'image', src: '/a.png', width: 320, extra: true },
  status: null,
  secoes: [
    {
      id: 's-1',
      titulo: 'Primeira',
      inicio: '2024-01-01T00:00:00Z',
      hidden: 1,
      itens: [
        { id: '5f0c4b63-2f0a-4a57-9d71-2a2b7bfa6a10', titulo: 'Um', progresso: 40, tags: ['a', 'b'], internal: { x: 1 } },
        { id: '0b0f5a8a-7a43-4b4e-8f0b-7c0b6f3f3d2e', titulo: 'Dois', progresso: null, tags: [] },
      ],
    },
    { id: 's-2', titulo: 'Vazia', inicio: null, itens: [] },
  ],
  ativo: false,
  meta: { livre: [1, 'dois', { tres: when }] },
  ...overrides,
});

type Tree = { name: string; items?: Tree[] };
const tree: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), items: z.array(tree).optional() }));
const recursiveSchema = z.object({ title: z.string(), entries: z.array(tree) });
const codecSchema = z.object({ day: z.codec(z.string(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString().slice(0, 10) }) });

const routes = (app: FastifyInstance) => {
  app.setValidatorCompiler(validatorCompiler);
  app.get('/rich', { schema: { response: { 200: richSchema } } }, async () => richReply());
  app.get('/rich-other', { schema: { response: { 200: richSchema } } }, async () =>
    richReply({ atualizadoEm: when, descricao: null, apelido: undefined, nota: 'dez', camada: { type: 'text', text: 'olá' }, status: 'open', meta: null }),
  );
  app.get('/recursive', { schema: { response: { 200: recursiveSchema } } }, async () => ({
    title: 't',
    entries: [{ name: 'a', extra: 1, items: [{ name: 'b', items: [] }] }, { name: 'c' }],
  }));
  app.get('/codec', { schema: { response: { 200: codecSchema } } }, async () => ({ day: when }));
  app.get('/html', { schema: { response: { 200: z.any() } } }, async (_req, reply) => reply.type('text/html; charset=utf-8').send('<p>"oi" & {tchau}</p>'));
  app.get('/text', { schema: { response: { 200: z.object({ a: z.string() }) } } }, async () => 'just text');
  app.get('/buffer', { schema: { response: { 200: z.any() } } }, async (_req, reply) => reply.type('image/png').send(Buffer.from([0x89, 0x50, 0x4e, 0x47])));
  app.get('/stream', { schema: { response: { 200: z.any() } } }, async (_req, reply) => reply.type('text/csv').send(Readable.from(['a;b\n', '1;2\n'])));
};

let compiledApp: FastifyInstance;
let zodApp: FastifyInstance;
beforeAll(async () => {
  compiledApp = Fastify();
  compiledApp.setSerializerCompiler(serializerCompiler);
  routes(compiledApp);
  zodApp = Fastify();
  zodApp.setSerializerCompiler(zodSerializerCompiler);
  routes(zodApp);
  await Promise.all([compiledApp.ready(), zodApp.ready()]);
});
afterAll(async () => {
  await Promise.all([compiledApp?.close(), zodApp?.close()]);
});

const both = async (url: string) => {
  const [compiled, zod] = await Promise.all([compiledApp.inject({ url }), zodApp.inject({ url })]);
  return { compiled, zod };
};

describe('compiled reply serialiser', () => {
  it('writes exactly what the zod serialiser wrote: Dates, nullables, unions, records, nested arrays, unknown keys dropped', async () => {
    expect(compileReply(richSchema)).toBeTypeOf('function');
    for (const url of ['/rich', '/rich-other']) {
      const { compiled, zod } = await both(url);
      expect(zod.statusCode).toBe(200);
      expect(compiled.statusCode).toBe(200);
      expect(compiled.headers['content-type']).toBe(zod.headers['content-type']);
      expect(compiled.body).toBe(zod.body);
    }
    const body = (await compiledApp.inject({ url: '/rich' })).body;
    expect(body).not.toContain('secret');
    expect(body).not.toContain('hidden');
    expect(body).not.toContain('internal');
    expect(body.startsWith('{"id":"r-1","criadoEm":"2024-03-05T12:34:56.789Z","atualizadoEm":null,')).toBe(true);
    expect(body).toContain('"camada":{"type":"image","src":"/a.png","width":320}');
    expect(body).toContain('"totais":{"completed":1,"started":2,"not-started":0}');
  });

  it('writes a Date handed to a string field as its ISO string', () => {
    const write = compileReply(z.object({ at: z.string(), day: z.iso.date(), stamp: z.iso.datetime().nullable() }));
    expect(write?.({ at: when, day: when, stamp: when })).toBe('{"at":"2024-03-05T12:34:56.789Z","day":"2024-03-05T12:34:56.789Z","stamp":"2024-03-05T12:34:56.789Z"}');
  });

  it('keeps the zod serialiser for a reply JSON Schema cannot carry (recursive, codec), and it still answers', async () => {
    expect(compileReply(recursiveSchema)).toBeNull();
    expect(compileReply(codecSchema)).toBeNull();
    const recursive = await both('/recursive');
    expect(recursive.compiled.statusCode).toBe(200);
    expect(recursive.compiled.body).toBe('{"title":"t","entries":[{"name":"a","items":[{"name":"b","items":[]}]},{"name":"c"}]}');
    expect(recursive.compiled.body).toBe(recursive.zod.body);
    const codec = await both('/codec');
    expect(codec.compiled.body).toBe('{"day":"2024-03-05"}');
    expect(codec.compiled.body).toBe(codec.zod.body);
  });

  it('leaves replies that are not JSON alone: HTML, text, Buffers, streams', async () => {
    for (const url of ['/html', '/text', '/buffer', '/stream']) {
      const { compiled, zod } = await both(url);
      expect(compiled.statusCode).toBe(200);
      expect(compiled.headers['content-type']).toBe(zod.headers['content-type']);
      expect(compiled.rawPayload.equals(zod.rawPayload)).toBe(true);
    }
    expect((await compiledApp.inject({ url: '/html' })).body).toBe('<p>"oi" & {tchau}</p>');
    expect((await compiledApp.inject({ url: '/buffer' })).rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
});
