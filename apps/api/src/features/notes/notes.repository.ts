import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db';
import { containsPattern } from '../../core/paging';
import { midia, midiaAnotacaoUsuario } from '../../db/schema';

export type NoteRow = typeof midiaAnotacaoUsuario.$inferSelect & { midiaNome: string; midiaTipo: string };
export type NoteFilters = { midiaId?: string; cursoId?: string; formacaoId?: string; search?: string };
export type NoteValues = {
  titulo: string;
  descricao: string | null;
  tempo: number | null;
  cursoId: string | null;
  formacaoId: string | null;
  imagemChave: string | null;
  imagemTipo: string | null;
};

const n = midiaAnotacaoUsuario;
const columns = {
  id: n.id,
  tenantId: n.tenantId,
  usuarioId: n.usuarioId,
  midiaId: n.midiaId,
  cursoId: n.cursoId,
  formacaoId: n.formacaoId,
  titulo: n.titulo,
  descricao: n.descricao,
  imagemChave: n.imagemChave,
  imagemTipo: n.imagemTipo,
  tempo: n.tempo,
  criadoEm: n.criadoEm,
  atualizadoEm: n.atualizadoEm,
  midiaNome: midia.nome,
  midiaTipo: midia.tipo,
};

/** The object as a note needs it: name, kind and whether it is active. */
export const findMidiaBrief = async (ex: Executor, tenantId: string, midiaId: string) =>
  (await ex.select({ id: midia.id, nome: midia.nome, tipo: midia.tipo, ativo: midia.ativo }).from(midia).where(and(eq(midia.tenantId, tenantId), eq(midia.id, midiaId))).limit(1))[0] ?? null;

const ownerWhere = (tenantId: string, usuarioId: string, f: NoteFilters): SQL => {
  const parts: (SQL | undefined)[] = [eq(n.tenantId, tenantId), eq(n.usuarioId, usuarioId)];
  if (f.midiaId) parts.push(eq(n.midiaId, f.midiaId));
  if (f.cursoId) parts.push(eq(n.cursoId, f.cursoId));
  if (f.formacaoId) parts.push(eq(n.formacaoId, f.formacaoId));
  if (f.search) {
    const pattern = containsPattern(f.search);
    parts.push(or(ilike(n.titulo, pattern), ilike(n.descricao, pattern), ilike(midia.nome, pattern)));
  }
  return and(...parts)!;
};

export const countNotes = async (ex: Executor, tenantId: string, usuarioId: string, f: NoteFilters): Promise<number> =>
  (
    await ex
      .select({ total: count() })
      .from(n)
      .innerJoin(midia, and(eq(midia.tenantId, n.tenantId), eq(midia.id, n.midiaId)))
      .where(ownerWhere(tenantId, usuarioId, f))
  )[0].total;

/** A page of the person's notes, newest first. */
export const listNotes = (ex: Executor, tenantId: string, usuarioId: string, f: NoteFilters, offset: number, limit: number): Promise<NoteRow[]> =>
  ex
    .select(columns)
    .from(n)
    .innerJoin(midia, and(eq(midia.tenantId, n.tenantId), eq(midia.id, n.midiaId)))
    .where(ownerWhere(tenantId, usuarioId, f))
    .orderBy(desc(n.criadoEm), desc(n.id))
    .offset(offset)
    .limit(limit);

/** One of the person's own notes (another person's note is not found). */
export const findOwnNote = async (ex: Executor, tenantId: string, usuarioId: string, id: string): Promise<NoteRow | null> =>
  (
    await ex
      .select(columns)
      .from(n)
      .innerJoin(midia, and(eq(midia.tenantId, n.tenantId), eq(midia.id, n.midiaId)))
      .where(and(eq(n.tenantId, tenantId), eq(n.usuarioId, usuarioId), eq(n.id, id)))
      .limit(1)
  )[0] ?? null;

/** The screenshot of a note, for its address (the token in the path is the access). */
export const findNoteImage = async (ex: Executor, tenantId: string, id: string) =>
  (await ex.select({ imagemChave: n.imagemChave, imagemTipo: n.imagemTipo }).from(n).where(and(eq(n.tenantId, tenantId), eq(n.id, id))).limit(1))[0] ?? null;

export const insertNote = async (ex: Executor, tenantId: string, usuarioId: string, id: string, midiaId: string, v: NoteValues) => {
  await ex.insert(n).values({ id, tenantId, usuarioId, midiaId, ...v });
};

export const updateNote = async (ex: Executor, tenantId: string, id: string, v: NoteValues) => {
  await ex
    .update(n)
    .set({ ...v, atualizadoEm: new Date() })
    .where(and(eq(n.tenantId, tenantId), eq(n.id, id)));
};

export const deleteNote = async (ex: Executor, tenantId: string, usuarioId: string, id: string) => {
  await ex.delete(n).where(and(eq(n.tenantId, tenantId), eq(n.usuarioId, usuarioId), eq(n.id, id)));
};
