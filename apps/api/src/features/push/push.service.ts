import { decodeDeviceToken, isKnownPushService, type DeviceToken, type ListPushResponse, type PushNotification, type PushStatus, type SendPushValues } from '@plataforma/shared/push';
import type { RequestContext } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { AppError, FieldError } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import type { dispositivoPush } from '../../db/schema';
import { notifyPeople } from './push.notify';
import * as repo from './push.repository';

/** The person's own notifications and devices: the learner's functionality (Aprendizado group, 1-shell §6). */
export const PERMISSION = 'Notificações';
/**
 * POST Push sends to other people: the spec shows no permission for it, so it asks the communications screen's
 * 'Comunicação' (who may already write to the whole company) on top of 'Notificações' (docs/push.md).
 */
export const SEND_PERMISSION = 'Comunicação';

const toReply = (row: repo.NoteRow): PushNotification => ({
  id: row.id,
  title: row.titulo,
  content: row.conteudo,
  status: row.lida ? 'READ' : 'SENT',
  deliveryTime: row.criadoEm.toISOString(),
  link: row.link,
  kind: row.tipo,
});

const deviceReply = (row: typeof dispositivoPush.$inferSelect, userName: string): DeviceToken => ({
  id: row.id,
  userId: row.usuarioId,
  userName,
  type: 'PUSH',
  device: row.dispositivo,
  product: row.produto,
  token: row.token,
});

const subscriptionOf = (token: string) => {
  const sub = decodeDeviceToken(token);
  if (!sub) throw new FieldError('token', 'push.invalidToken', 400);
  return sub;
};

/**
 * Notifications of the signed-in person and their devices (2-learner §3, §4 'Push', §7 Push; docs/push.md). Every
 * call reads and writes only the caller's own rows: another person's or company's id is not found.
 */
export const createPushService = (deps: Deps) => {
  const { database, config } = deps;

  const list = (ctx: RequestContext, q: { pageNumber: number; pageSize: number; status?: PushStatus }): Promise<ListPushResponse> =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const lida = q.status === undefined ? undefined : q.status === 'READ';
      const total = await repo.countByState(tx, ctx.tenantId, ctx.userId, lida);
      const unread = lida === false ? total : await repo.countByState(tx, ctx.tenantId, ctx.userId, false);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listNotes(tx, ctx.tenantId, ctx.userId, lida, offset, limit);
      return { ...pagedReply(rows.map(toReply), page, q.pageSize, total), unread };
    });

  const summary = (ctx: RequestContext) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const total = await repo.countByState(tx, ctx.tenantId, ctx.userId, undefined);
      const unread = await repo.countByState(tx, ctx.tenantId, ctx.userId, false);
      const [latest] = await repo.listNotes(tx, ctx.tenantId, ctx.userId, undefined, 0, 1);
      return { unread, total, latest: latest ? toReply(latest) : null };
    });

  const get = (ctx: RequestContext, id: string) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const row = await repo.findNote(tx, ctx.tenantId, ctx.userId, id);
      if (!row) throw new AppError('push.notFound', 404);
      return toReply(row);
    });

  const markRead = (ctx: RequestContext, id: string) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      if (!(await repo.markRead(tx, ctx.tenantId, ctx.userId, id, new Date()))) throw new AppError('push.notFound', 404);
      return { success: true as const };
    });

  const remove = (ctx: RequestContext, id: string) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      if (!(await repo.deleteNote(tx, ctx.tenantId, ctx.userId, id))) throw new AppError('push.notFound', 404);
      return { success: true as const };
    });

  /** POST Push: stored for every listed person of the company and pushed; an id outside it refuses the whole send. */
  const send = (ctx: RequestContext, input: SendPushValues) =>
    database.inTenant(ctx.tenantId, async (tx) => {
      const known = await repo.activePeople(tx, ctx.tenantId, input.usuarioIds);
      if (known.length !== input.usuarioIds.length) throw new FieldError('usuarioIds', 'push.unknownPeople', 400);
      const total = await notifyPeople(tx, { tenantId: ctx.tenantId, usuarioIds: known, kind: 'manual', titulo: input.title, mensagem: input.content, link: input.link });
      return { success: true as const, total };
    });

  /** POST DeviceToken and Notificacao/VincularDispositivo/{token}: the browser's subscription, now the caller's. */
  const register = (ctx: RequestContext, input: { token: string; device?: string; product?: string | null }) => {
    const sub = subscriptionOf(input.token);
    // Only the browsers' push services: the server never posts to an address a client made up (an internal one, say).
    if (!isKnownPushService(sub.endpoint, config.pushServiceHosts)) throw new FieldError('token', 'push.unknownService', 422);
    return database.inTenant(ctx.tenantId, async (tx) => {
      const row = await repo.upsertDevice(tx, ctx.tenantId, ctx.userId, {
        token: input.token,
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        dispositivo: input.device ?? 'Web Browser',
        produto: input.product ?? null,
      });
      return deviceReply(row, await repo.personName(tx, ctx.tenantId, ctx.userId));
    });
  };

  /** GET DeviceToken?token=: the caller's devices with this token's endpoint. */
  const devices = (ctx: RequestContext, token: string) => {
    const sub = subscriptionOf(token);
    return database.inTenant(ctx.tenantId, async (tx) => {
      const rows = await repo.devicesByEndpoint(tx, ctx.tenantId, ctx.userId, sub.endpoint);
      const name = rows.length > 0 ? await repo.personName(tx, ctx.tenantId, ctx.userId) : '';
      return rows.map((r) => deviceReply(r, name));
    });
  };

  const publicKey = () => ({ publicKey: config.vapid.publicKey });

  return { list, summary, get, markRead, remove, send, register, devices, publicKey };
};
