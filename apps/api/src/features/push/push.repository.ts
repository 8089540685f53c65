import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PushKind } from '@plataforma/shared/push';
import type { Executor } from '../../core/db';
import { dispositivoPush as device, notificacaoPush as note, usuario } from '../../db/schema';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** `array[$1::uuid, ...]` (drizzle would write a bare list for a JS array). */
const uuidArray = (ids: string[]) => sql`array[${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}]::uuid[]`;

export type NoteRow = typeof note.$inferSelect;

const mine = (tenantId: string, usuarioId: string) => and(eq(note.tenantId, tenantId), eq(note.usuarioId, usuarioId));

/** Newest first; `lida` filters by read state when given. */
export const listNotes = (ex: Executor, tenantId: string, usuarioId: string, lida: boolean | undefined, offset: number, limit: number) =>
  ex
    .select()
    .from(note)
    .where(and(mine(tenantId, usuarioId), lida === undefined ? undefined : eq(note.lida, lida)))
    .orderBy(desc(note.criadoEm), desc(note.id))
    .offset(offset)
    .limit(limit);

export const countByState = async (ex: Executor, tenantId: string, usuarioId: string, lida: boolean | undefined) =>
  (await ex
    .select({ total: count() })
    .from(note)
    .where(and(mine(tenantId, usuarioId), lida === undefined ? undefined : eq(note.lida, lida))))[0].total;

export const findNote = async (ex: Executor, tenantId: string, usuarioId: string, id: string) =>
  (await ex.select().from(note).where(and(mine(tenantId, usuarioId), eq(note.id, id))).limit(1))[0] ?? null;

/** Marks read (once: the first reading time stays); false when the person has no such notification. */
export const markRead = async (ex: Executor, tenantId: string, usuarioId: string, id: string, now: Date) =>
  (
    await ex
      .update(note)
      .set({ lida: true, lidaEm: sql`coalesce(${note.lidaEm}, ${now.toISOString()}::timestamptz)` })
      .where(and(mine(tenantId, usuarioId), eq(note.id, id)))
      .returning({ id: note.id })
  ).length > 0;

export const deleteNote = async (ex: Executor, tenantId: string, usuarioId: string, id: string) =>
  (await ex.delete(note).where(and(mine(tenantId, usuarioId), eq(note.id, id))).returning({ id: note.id })).length > 0;

export type NewNotes = { tipo: PushKind; titulo: string; conteudo: string; link: string | null };

/**
 * One notification per active person of the company among `usuarioIds`, in one statement (people of another company
 * or unknown ids are skipped). Answers the new ids.
 */
export const insertNotes = async (ex: Executor, tenantId: string, usuarioIds: string[], values: NewNotes): Promise<string[]> => {
  if (usuarioIds.length === 0) return [];
  const rows = rowsOf<{ id: string }>(
    await ex.execute(sql`insert into notificacao_push (tenant_id, usuario_id, tipo, titulo, conteudo, link)
      select ${tenantId}::uuid, u.id, ${values.tipo}, ${values.titulo}, ${values.conteudo}, ${values.link}
      from usuario u
      where u.tenant_id = ${tenantId}::uuid and u.ativo and u.id = any(${uuidArray(usuarioIds)})
      returning id`),
  );
  return rows.map((r) => r.id);
};

/** The people's preferred languages (Portuguese when unset), grouped: one insert per language. */
export const languagesOf = async (ex: Executor, tenantId: string, usuarioIds: string[]) =>
  usuarioIds.length === 0
    ? []
    : ex
        .select({ idioma: sql<string>`coalesce(${usuario.idiomaPreferido}, 'pt')`, ids: sql<string[]>`array_agg(${usuario.id})` })
        .from(usuario)
        .where(and(eq(usuario.tenantId, tenantId), inArray(usuario.id, usuarioIds)))
        .groupBy(sql`1`);

/** Ids among `ids` that belong to active people of the company. */
export const activePeople = async (ex: Executor, tenantId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : (await ex.select({ id: usuario.id }).from(usuario).where(and(eq(usuario.tenantId, tenantId), inArray(usuario.id, ids), eq(usuario.ativo, true)))).map((r) => r.id);

export const personName = async (ex: Executor, tenantId: string, id: string) =>
  (await ex.select({ nome: usuario.nomeCompleto }).from(usuario).where(and(eq(usuario.tenantId, tenantId), eq(usuario.id, id))))[0]?.nome ?? '';

/**
 * Takes the queued pushes among `ids` (or every queued one of the company without ids): marks them done in the same
 * statement, so two workers never push one notification twice. Answers what to push and to which devices.
 */
export const claimPushes = async (ex: Executor, tenantId: string, ids: string[] | null) => {
  const filter = ids ? sql`and n.id = any(${uuidArray(ids)})` : sql``;
  return rowsOf<{ id: string; usuarioId: string; tipo: PushKind; titulo: string; conteudo: string; link: string | null }>(
    await ex.execute(sql`update notificacao_push n set envio = 'concluido'
      where n.tenant_id = ${tenantId}::uuid and n.envio = 'pendente' ${filter}
      returning n.id, n.usuario_id as "usuarioId", n.tipo, n.titulo, n.conteudo, n.link`),
  );
};

/** How many of `ids` exist (a job that finds none of its rows ran before their transaction committed). */
export const countExisting = async (ex: Executor, tenantId: string, ids: string[]) =>
  (await ex.select({ total: count() }).from(note).where(and(eq(note.tenantId, tenantId), inArray(note.id, ids))))[0].total;

export const devicesOf = (ex: Executor, tenantId: string, usuarioIds: string[]) =>
  usuarioIds.length === 0 ? Promise.resolve([]) : ex.select().from(device).where(and(eq(device.tenantId, tenantId), inArray(device.usuarioId, usuarioIds)));

export const deleteDevices = async (ex: Executor, tenantId: string, ids: string[]) => {
  if (ids.length > 0) await ex.delete(device).where(and(eq(device.tenantId, tenantId), inArray(device.id, ids)));
};

export const touchDevices = async (ex: Executor, tenantId: string, ids: string[], now: Date) => {
  if (ids.length > 0) await ex.update(device).set({ ultimoEnvioEm: now }).where(and(eq(device.tenantId, tenantId), inArray(device.id, ids)));
};

/** Companies with pushes still queued for longer than `olderThan` (their job was lost): the worker queues them again. */
export const tenantsWithStalePushes = async (ex: Executor, olderThan: Date) =>
  (
    await ex
      .selectDistinct({ tenantId: note.tenantId })
      .from(note)
      .where(and(eq(note.envio, 'pendente'), sql`${note.criadoEm} < ${olderThan.toISOString()}::timestamptz`))
  ).map((r) => r.tenantId);

export type DeviceValues = { token: string; endpoint: string; p256dh: string; auth: string; dispositivo: string; produto: string | null };

/** Registers the browser's subscription for the person; the same endpoint (the browser's next person) is taken over. */
export const upsertDevice = async (ex: Executor, tenantId: string, usuarioId: string, v: DeviceValues) =>
  (
    await ex
      .insert(device)
      .values({ tenantId, usuarioId, ...v })
      .onConflictDoUpdate({
        target: [device.tenantId, device.endpoint],
        set: { usuarioId, token: v.token, p256dh: v.p256dh, auth: v.auth, dispositivo: v.dispositivo, produto: v.produto },
      })
      .returning()
  )[0];

export const devicesByEndpoint = (ex: Executor, tenantId: string, usuarioId: string, endpoint: string) =>
  ex
    .select()
    .from(device)
    .where(and(eq(device.tenantId, tenantId), eq(device.usuarioId, usuarioId), eq(device.endpoint, endpoint)));

/** The title of the course or trail people were enrolled in. */
export const contentTitle = async (ex: Executor, tenantId: string, tipo: 'curso' | 'formacao', id: string) =>
  rowsOf<{ titulo: string }>(
    await ex.execute(
      tipo === 'curso'
        ? sql`select titulo from curso where tenant_id = ${tenantId}::uuid and id = ${id}::uuid`
        : sql`select titulo from formacao where tenant_id = ${tenantId}::uuid and id = ${id}::uuid`,
    ),
  )[0]?.titulo ?? '';
