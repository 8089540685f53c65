import { isLanguage, translate, type MessageKey, type MessageParams } from '@plataforma/shared';
import type { PushKind } from '@plataforma/shared/push';
import type { Executor } from '../../core/db';
import * as repo from './push.repository';

/**
 * Storing notifications and queuing their pushes, for this feature's event listeners and for other features (through
 * index.ts). The routes plugin installs the queue at start-up; without it (a process that never built the app) the
 * notifications are stored and their pushes wait for the next worker's sweep (docs/push.md).
 */
type Enqueue = (tenantId: string, notificacaoIds: string[]) => Promise<void>;
let enqueue: Enqueue | null = null;

/** Installs the function that queues pushes; returns the one that removes it. */
export const installPushQueue = (fn: Enqueue): (() => void) => {
  enqueue = fn;
  return () => {
    if (enqueue === fn) enqueue = null;
  };
};

export type NotifyPeople = {
  tenantId: string;
  usuarioIds: string[];
  kind: PushKind;
  titulo: string;
  mensagem: string;
  link: string | null;
};

const queue = async (tenantId: string, ids: string[]) => {
  if (ids.length > 0 && enqueue) await enqueue(tenantId, ids);
};

/**
 * Stores one notification per active person of the company among `usuarioIds` (one statement, whatever their number)
 * in the caller's transaction and queues their pushes. Answers how many were stored.
 */
export const notifyPeople = async (tx: Executor, n: NotifyPeople): Promise<number> => {
  const ids = await repo.insertNotes(tx, n.tenantId, [...new Set(n.usuarioIds)], { tipo: n.kind, titulo: n.titulo, conteudo: n.mensagem, link: n.link });
  await queue(n.tenantId, ids);
  return ids.length;
};

/** The same, with the title and message written in each person's language (one statement per language). */
export const notifyInLanguage = async (
  tx: Executor,
  n: { tenantId: string; usuarioIds: string[]; kind: PushKind; titleKey: MessageKey; contentKey: MessageKey; params: MessageParams; link: string | null },
): Promise<number> => {
  let total = 0;
  for (const group of await repo.languagesOf(tx, n.tenantId, [...new Set(n.usuarioIds)])) {
    const lang = isLanguage(group.idioma) ? group.idioma : 'pt';
    total += await notifyPeople(tx, {
      tenantId: n.tenantId,
      usuarioIds: group.ids,
      kind: n.kind,
      titulo: translate(n.titleKey, lang, n.params),
      mensagem: translate(n.contentKey, lang, n.params),
      link: n.link,
    });
  }
  return total;
};
