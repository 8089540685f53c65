import type { ClassroomEtapa, ClassroomInfo, ClassroomItem, ClassroomLeaf, LockReason, SalaTipo } from '@plataforma/shared/classroom';
import { canOpenItem, nextItemIndex } from '@plataforma/shared/classroom';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * The classroom's route and its list of items (2-learner §2 /learning-center/view/{encodedTypeAndId}/{step}):
 * `encodedTypeAndId` is the URL-safe base64 of "<tipo>:<id>" (tipo curso, trilha or midia, as the catalogue's share
 * links write it); `step` is the index of the item in the flattened list of objects, from 0.
 */

/** The route's kinds and the classroom call's kinds (the route says 'trilha', the call 'formacao'). */
const ROUTE_TO_SALA: Record<string, SalaTipo> = { curso: 'curso', trilha: 'formacao', formacao: 'formacao', midia: 'midia' };
const SALA_TO_ROUTE: Record<SalaTipo, string> = { curso: 'curso', formacao: 'trilha', midia: 'midia' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** URL-safe base64 of "<tipo>:<id>" without padding (the catalogue's form). */
export function encodeTypeAndId(tipo: SalaTipo, id: string): string {
  const bytes = new TextEncoder().encode(`${SALA_TO_ROUTE[tipo]}:${id}`);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The kind and id of an encoded route parameter; null when it is not base64 of "<curso|trilha|midia>:<uuid>". */
export function decodeTypeAndId(encoded: string | undefined): { tipo: SalaTipo; id: string } | null {
  if (!encoded || !/^[A-Za-z0-9_-]+=*$/.test(encoded)) return null;
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const separator = text.indexOf(':');
    if (separator < 0) return null;
    const tipo = ROUTE_TO_SALA[text.slice(0, separator).toLowerCase()];
    const id = text.slice(separator + 1).trim();
    return tipo && UUID.test(id) ? { tipo, id: id.toLowerCase() } : null;
  } catch {
    return null;
  }
}

/** The classroom address of a content at a step. */
export const classroomPath = (tipo: SalaTipo, id: string, step = 0): string => `/learning-center/view/${encodeTypeAndId(tipo, id)}/${step}`;

/** The step of the route: a whole number from 0; anything else is 0. */
export const parseStep = (value: string | undefined): number => {
  const step = Number(value);
  return Number.isInteger(step) && step >= 0 ? step : 0;
};

/** One playable object of the classroom, in order, with where it sits (the trail step, the course inside a trail). */
export type ClassroomStep = {
  index: number;
  leaf: ClassroomLeaf;
  /** The course inside a trail that holds this object; null otherwise. */
  course: ClassroomItem | null;
  etapa: ClassroomEtapa | null;
};

/** The objects of a classroom in order: a course's items, or a trail's steps' items with a course's objects in place. */
export function flattenSteps(info: Pick<ClassroomInfo, 'itens' | 'etapas'>): ClassroomStep[] {
  const steps: ClassroomStep[] = [];
  const push = (leaf: ClassroomLeaf, course: ClassroomItem | null, etapa: ClassroomEtapa | null) => steps.push({ index: steps.length, leaf, course, etapa });
  const walk = (items: readonly ClassroomItem[], etapa: ClassroomEtapa | null) => {
    for (const item of items) {
      if (item.tipo === 'curso') item.itens.forEach((leaf) => push(leaf, item, etapa));
      else push(item, null, etapa);
    }
  };
  walk(info.itens, null);
  info.etapas.forEach((etapa) => walk(etapa.itens, etapa));
  return steps;
}

/** The progress context of an object (POST midia/progresso and the player): its course and its trail. */
export const contextOf = (leaf: ClassroomLeaf) => ({ cursoId: leaf.cursoId, formacaoId: leaf.formacaoId });

/** Whether the learner may open the item ('expired' opens read-only). */
export const canOpen = (leaf: ClassroomLeaf): boolean => !leaf.locked || canOpenItem(leaf.lockReason);

/** The item's lock reason shown to the learner; null when it opens normally. */
export const lockOf = (leaf: ClassroomLeaf): LockReason | null => (leaf.locked ? (leaf.lockReason ?? 'sequence') : null);

/** 'Continue': the first object open to report and not complete; the first one when all are done or none opens. */
export function resumeStep(steps: readonly ClassroomStep[]): number {
  const index = nextItemIndex(
    steps.map((s) => s.leaf.progress),
    steps.map((s) => lockOf(s.leaf)),
  );
  return Math.max(0, index);
}

/** Classroom load state (2-learner §4): 0 initial, 1 loading, 2 loaded, 3 not found or error, -1 failure. */
export type ClassroomLoadState = 0 | 1 | 2 | 3 | -1;

export function loadStateOf(query: { fetchStatus: 'fetching' | 'paused' | 'idle'; status: 'pending' | 'error' | 'success'; error: unknown }): ClassroomLoadState {
  if (query.status === 'success') return 2;
  if (query.status === 'error') {
    const error = query.error;
    // the server answered: not found, not allowed, invalid; no answer or a server failure is a failure
    return isApiError(error) && error.status >= 400 && error.status < 500 ? 3 : -1;
  }
  return query.fetchStatus === 'idle' ? 0 : 1;
}

/** Messages of 'classroom.notEnrolled' in every language, to recognise the 403 that offers the enrolment. */
export function isNotEnrolledError(error: unknown, notEnrolledMessages: readonly string[]): boolean {
  if (!isApiError(error) || error.status !== 403) return false;
  const details = error.details as { code?: unknown } | null | undefined;
  if (details && typeof details === 'object' && details.code === 'classroom.notEnrolled') return true;
  return notEnrolledMessages.includes(error.firstMessage ?? '');
}
