import { MIDIA_BOND_KINDS, type MidiaBond, type MidiaBondKind, type MidiaBonds } from '@plataforma/shared/content';
import type { RequestContext } from '../../core/auth';
import type { Database, Tx } from '../../core/db';
import { readableMidia } from './media-progress.service';

/**
 * Where a repository object is used (GET midia/vinculos/{id}). Courses, trails, sections and assessments live in
 * their own features; each registers a source here when the app is built and answers the items of its tenant that
 * use the object. The repository screen warns before deleting an object that has any.
 */
export type MidiaBondSource = (tx: Tx, tenantId: string, midiaId: string) => Promise<MidiaBond[]>;

const sources = new Map<MidiaBondKind, MidiaBondSource>();

/**
 * Sets the source of one kind of bonds ('cursos', 'formacoes', 'secoes', 'avaliacoes'); registering a kind again
 * replaces its source. Returns the function that removes it.
 */
export const registerMidiaBondSource = (kind: MidiaBondKind, source: MidiaBondSource): (() => void) => {
  sources.set(kind, source);
  return () => {
    if (sources.get(kind) === source) sources.delete(kind);
  };
};

/** Every bond of the object, per kind, from the registered sources (kinds without a source answer none). */
export const readMidiaBonds = async (tx: Tx, tenantId: string, midiaId: string): Promise<MidiaBonds> => {
  const reply: MidiaBonds = { cursos: [], formacoes: [], secoes: [], avaliacoes: [], total: 0 };
  for (const kind of MIDIA_BOND_KINDS) {
    const source = sources.get(kind);
    const found = source ? await source(tx, tenantId, midiaId) : [];
    const unique = new Map(found.map((b) => [b.id, { id: b.id, nome: b.nome }]));
    reply[kind] = [...unique.values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.id.localeCompare(b.id));
    reply.total += reply[kind].length;
  }
  return reply;
};

/** GET midia/vinculos/{id}: the bonds of an object the caller may read (404 otherwise). */
export const midiaBondsOf = (database: Database) => (ctx: RequestContext, midiaId: string) =>
  database.inTenant(ctx.tenantId, async (tx) => {
    await readableMidia(tx, ctx, midiaId);
    return readMidiaBonds(tx, ctx.tenantId, midiaId);
  });
