// Bench: writing a reply, the zod serialiser (fastify-type-provider-zod: zod encode + JSON.stringify) against the
// compiled one (apps/api/src/core/serializer.ts: fast-json-stringify from the same zod schema). No database: the
// replies are built here in the shape the services return them (Portuguese text, nulls, nested cards).
//
// 1. The serialiser call alone, in ops per CPU-second of this process (time spent waiting for a core on a busy
//    machine does not count), raw and followed by Buffer.byteLength: Fastify takes the byte length for
//    content-length, which flattens a string built by concatenation (fast-json-stringify's) before the socket write.
// 2. Over HTTP: a Fastify server (child process) answering the reply, driven by autocannon (10 connections); the
//    figure is the server's own CPU time per request, which a busy machine disturbs far less than requests/s.
//
//   npx tsx bench/serializer.ts [--seconds 2] [--http 5]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import {
  activesPagedResponseSchema,
  cardItemSchema,
  pagedCardItemsSchema,
  quickSearchResponseSchema,
  type ActivesPagedResponse,
  type CardItem,
  type QuickSearchResponse,
} from '@plataforma/shared/learner';
import { serializerCompiler } from '../apps/api/src/core/serializer';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 2);
type LoadResult = { requests: { total: number; average: number }; non2xx: number; errors: number };
const autocannon = createRequire(import.meta.url)('autocannon') as (options: object, done: (err: Error | null, result: LoadResult) => void) => void;
const httpSeconds = arg('http', 5);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const card = (s: number, i: number): CardItem => ({
  id: uuid(s * 100 + i),
  titulo: `Segurança no trabalho — módulo ${i + 1}`,
  tipo: i % 3 === 0 ? 'curso' : i % 3 === 1 ? 'formacao' : 'midia',
  tipoMidia: i % 3 === 2 ? 'video' : null,
  descricao: i % 2 ? 'Boas práticas para o dia a dia: postura, pausas e "ergonomia" no escritório.' : null,
  sinopse: null,
  imagemDoCardHorizontal: `/api/v1/curso/${uuid(i)}/card/${uuid(s)}/I6HNQa6RRVWSK0TCGC_hjWsIc6A.BM58tEx6t48Eg9yz1tcZNw`,
  imagemDoCardVertical: null,
  porcentagemDeConclusao: i % 4 === 0 ? null : i * 12,
  favorito: i % 5 === 0,
  reacao: i % 2 ? 'like' : null,
  totalReacao: i * 3,
  dataInscricao: i % 4 === 0 ? null : '2026-03-01T12:00:00.000Z',
  expirado: false,
  diasParaExpirar: i % 3 ? 30 - i : null,
  obrigatorio: i % 2 === 0,
  cargaHoraria: 90 + i,
  duracao: i % 3 === 2 ? 600 + i : null,
  status: i % 4 === 0 ? null : 'on-going',
  categoriaId: uuid(7),
  origem: 'Manual',
  parametrizacaoDeConteudo: {
    possuiPreRequisito: i % 6 === 0,
    controleDeConsumo: { modoLiberacao: 'Imediato', dataHoraLiberacao: null },
    dependenciasExternas: { cursoIds: i % 6 === 0 ? [uuid(1)] : [], formacaoIds: [] },
  },
});
const activesPaged = (sections: number, cards: number): ActivesPagedResponse => ({
  data: Array.from({ length: sections }, (_, s) => ({
    id: uuid(1000 + s),
    nome: `Seção ${s + 1}`,
    observacao: s % 2 ? 'Conteúdos recomendados para você' : null,
    exibirDescricao: true,
    tipo: 'conteudo',
    dtPublicacaoInicial: '2026-01-01T03:00:00.000Z',
    dtPublicacaoFinal: null,
    ordemAprendizado: s,
    ordemCatalogo: s,
    ambiente: 'both',
    exibirNoAprendizado: true,
    imagemDoCard: null,
    imagemDoBanner: null,
    urlDaImagem: null,
    orientacaoDosCards: 'horizontal',
    totalDeItens: cards * 3,
    link: null,
    linkDeRedirecionamento: null,
    linkDeRedirecionamentoNewTab: false,
    ativo: true,
    itensDaSecao: Array.from({ length: cards }, (_, i) => card(s, i)),
  })),
  pageNumber: 1,
  pageSize: sections,
  totalItems: sections * 2,
  totalPages: 2,
});
const quickSearch = (): QuickSearchResponse => {
  const item = (tipo: string, i: number) => ({ id: uuid(i), titulo: `Ergonomia no escritório: pausas e postura ${i}`, tipo, tipoMidia: tipo === 'midia' ? ('pdf' as const) : null, imagem: null });
  return { midias: Array.from({ length: 10 }, (_, i) => item('midia', i)), cursos: Array.from({ length: 10 }, (_, i) => item('curso', i)), formacoes: Array.from({ length: 10 }, (_, i) => item('formacao', i)) };
};

/**
 * Calls per CPU-second of each function (the process's own CPU time, so time spent waiting for a core on a busy
 * machine does not count): rounds taking turns, the best round of each kept.
 */
const race = async (fns: (() => unknown)[], rounds = 7) => {
  for (const fn of fns) for (let i = 0; i < 500; i++) await fn();
  const best = fns.map(() => 0);
  const cpuMs = (from: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(from);
    return (used.user + used.system) / 1000;
  };
  for (let round = 0; round < rounds; round++) {
    for (const [k, fn] of fns.entries()) {
      let calls = 0;
      const from = process.cpuUsage();
      while (cpuMs(from) < (seconds * 1000) / rounds) {
        for (let i = 0; i < 20; i++) await fn();
        calls += 20;
      }
      best[k] = Math.max(best[k], (calls * 1000) / cpuMs(from));
    }
  }
  return best;
};
const fmt = (n: number) => Math.round(n).toLocaleString('en');

const route = { method: 'GET', url: '/bench', httpStatus: '200' };
const cases = [
  { path: '/big', name: 'Secao/ActivesPaged 6 sections x 8 cards', schema: activesPagedResponseSchema, reply: activesPaged(6, 8) },
  { path: '/huge', name: 'Secao/ActivesPaged 6 x 24', schema: activesPagedResponseSchema, reply: activesPaged(6, 24) },
  { path: '/page', name: 'Secao/:id/ActivesItemsPaged, 10 cards', schema: pagedCardItemsSchema, reply: { data: activesPaged(1, 10).data[0].itensDaSecao, pageNumber: 1, pageSize: 10, totalItems: 40, totalPages: 4 } },
  { path: '/small', name: 'midia/quickSearch 3 x 10', schema: quickSearchResponseSchema, reply: quickSearch() },
  { path: '/one', name: 'one card', schema: cardItemSchema, reply: card(0, 1) },
];

// ---------------------------------------------------------------- HTTP server (child process)

const serve = process.argv.indexOf('--serve');
if (serve > 0) {
  const app = Fastify();
  app.setSerializerCompiler(process.argv[serve + 1] === 'zod' ? zodSerializerCompiler : serializerCompiler);
  for (const { path, schema, reply } of cases) app.get(path, { schema: { response: { 200: schema } } }, async () => reply);
  app.get('/cpu', async () => process.cpuUsage());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  process.send?.(port);
} else {
  console.log(`Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}, ${seconds} CPU-s a function`);
  console.log('');
  console.log('| reply | bytes | zod (ops per CPU-s) | compiled | × | zod, flattened | compiled, flattened | × | JSON.stringify alone, flattened |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, schema, reply } of cases) {
    const zod = zodSerializerCompiler({ ...route, schema });
    const compiled = serializerCompiler({ ...route, schema });
    const body = zod(reply);
    if (compiled(reply) !== body) throw new Error(`${name}: the two serialisers disagree`);
    const [slow, fast, slowFlat, fastFlat, plainFlat] = await race([
      () => zod(reply),
      () => compiled(reply),
      () => Buffer.byteLength(zod(reply)),
      () => Buffer.byteLength(compiled(reply)),
      () => Buffer.byteLength(JSON.stringify(reply)),
    ]);
    const row = [name, body.length.toLocaleString('en'), fmt(slow), fmt(fast), (fast / slow).toFixed(2), fmt(slowFlat), fmt(fastFlat), (fastFlat / slowFlat).toFixed(2), fmt(plainFlat)];
    console.log(`| ${row.join(' | ')} |`);
  }

  const server = async (variant: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--serve', variant], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve(Number(m))));
    const cpu = async () => {
      const { user, system } = (await (await fetch(`http://127.0.0.1:${port}/cpu`)).json()) as NodeJS.CpuUsage;
      return user + system;
    };
    return { port, cpu, stop: () => child.kill() };
  };
  const load = (url: string, duration: number) =>
    new Promise<LoadResult>((resolve, reject) => autocannon({ url, connections: 10, duration }, (err, res) => (err ? reject(err) : resolve(res))));

  console.log('');
  console.log(`HTTP, autocannon 10 connections, ${httpSeconds} s a run after 2 s of warm-up, best of 2 runs; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log('');
  console.log('| GET | zod: server CPU µs a request | compiled | zod req/s | compiled req/s |');
  console.log('|---|---:|---:|---:|---:|');
  const servers = { zod: await server('zod'), compiled: await server('compiled') };
  for (const { path, name } of cases.filter((c) => c.path !== '/huge')) {
    const figures: Record<string, { cpu: number; rps: number }> = {};
    for (const [variant, { port, cpu }] of Object.entries(servers)) {
      await load(`http://127.0.0.1:${port}${path}`, 2);
      for (let run = 0; run < 2; run++) {
        const before = await cpu();
        const res = await load(`http://127.0.0.1:${port}${path}`, httpSeconds);
        const used = (await cpu()) - before;
        if (res.non2xx || res.errors) throw new Error(`${variant} ${path}: ${res.non2xx} non-2xx, ${res.errors} errors`);
        const perRequest = used / res.requests.total;
        if (!figures[variant] || perRequest < figures[variant].cpu) figures[variant] = { cpu: perRequest, rps: res.requests.average };
      }
    }
    console.log(`| ${name} | ${figures.zod.cpu.toFixed(0)} | ${figures.compiled.cpu.toFixed(0)} | ${fmt(figures.zod.rps)} | ${fmt(figures.compiled.rps)} |`);
  }
  for (const { stop } of Object.values(servers)) stop();
}
