/**
 * Pure rules of courses and trails (3-admin §3 Course, Trail; §5), shared by the server and the web forms.
 * Workloads (cargaHoraria) are whole minutes; object durations are seconds.
 */

/** Kinds of content a prerequisite points at. */
export type ConteudoRef = { tipo: 'curso' | 'formacao'; id: string };

export const refKey = (ref: ConteudoRef) => `${ref.tipo}:${ref.id}`;

/** Index of the first step whose name (trimmed, ignoring case) repeats an earlier one, or -1. */
export const duplicateStepIndex = (nomes: readonly string[]): number => {
  const seen = new Set<string>();
  for (const [index, nome] of nomes.entries()) {
    const key = nome.trim().toLocaleLowerCase('pt-BR');
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return -1;
};

/** A days limit of 0 (or none) means no limit; otherwise the deadline counted from the enrolment. */
export const completionDeadline = (enrolledAt: Date, limiteDeDias: number | null | undefined): Date | null =>
  !limiteDeDias || limiteDeDias <= 0 ? null : new Date(enrolledAt.getTime() + limiteDeDias * 86_400_000);

/** Whether an enrolment made at `enrolledAt` has expired at `now` (never when the limit is 0). */
export const isExpired = (enrolledAt: Date, limiteDeDias: number | null | undefined, now: Date = new Date()): boolean => {
  const deadline = completionDeadline(enrolledAt, limiteDeDias);
  return deadline !== null && now.getTime() > deadline.getTime();
};

export const REQUIRED_SCORE_MIN = 0;
export const REQUIRED_SCORE_MAX = 100;
/** Required score is a whole percentage from 0 to 100. */
export const isValidRequiredScore = (value: number) => Number.isInteger(value) && value >= REQUIRED_SCORE_MIN && value <= REQUIRED_SCORE_MAX;

export const MODOS_LIBERACAO = ['Imediato', 'DataHora'] as const;
export type ModoLiberacao = (typeof MODOS_LIBERACAO)[number];

/** The release date is required when the content is released at a date and time (and ignored otherwise). */
export const releaseIssue = (modo: ModoLiberacao, dataHora: string | null | undefined): 'cursos.releaseDateRequired' | null =>
  modo === 'DataHora' && !dataHora ? 'cursos.releaseDateRequired' : null;

/** Whether the content is released at `now` (Imediato always; DataHora from that instant on). */
export const isReleased = (modo: ModoLiberacao, dataHora: Date | string | null | undefined, now: Date = new Date()): boolean =>
  modo === 'Imediato' || (!!dataHora && new Date(dataHora).getTime() <= now.getTime());

/**
 * Whether giving `owner` the prerequisites `required` closes a cycle, given every other prerequisite of the tenant
 * (`edges`: from a content to the contents it requires; the owner's current edges are replaced). Self-dependency
 * counts as a cycle. Answers the path of the cycle (owner first and last) or null.
 */
export const findPrerequisiteCycle = (
  edges: ReadonlyMap<string, readonly string[]>,
  owner: string,
  required: readonly string[],
): string[] | null => {
  const graph = new Map(edges);
  graph.set(owner, required);
  const visited = new Set<string>();
  const path: string[] = [owner];
  const walk = (node: string): boolean => {
    for (const next of graph.get(node) ?? []) {
      if (next === owner) {
        path.push(owner);
        return true;
      }
      if (visited.has(next)) continue;
      visited.add(next);
      path.push(next);
      if (walk(next)) return true;
      path.pop();
    }
    return false;
  };
  return walk(owner) ? path : null;
};

/** Workload in minutes of a list of object durations in seconds (unknown durations count 0; rounded up). */
export const workloadOfDurations = (seconds: readonly (number | null | undefined)[]): number =>
  Math.ceil(seconds.reduce<number>((sum, s) => sum + (s && s > 0 ? s : 0), 0) / 60);

/** Workload in minutes of a trail: the sum of its steps' workloads. */
export const workloadOfSteps = (etapas: readonly { cargaHoraria: number | null | undefined }[]): number =>
  etapas.reduce((sum, e) => sum + (e.cargaHoraria && e.cargaHoraria > 0 ? e.cargaHoraria : 0), 0);

/** Minutes shown as hh:mm (the screens' format). */
export const formatWorkload = (minutes: number | null | undefined): string => {
  const m = Math.max(0, Math.round(minutes ?? 0));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Index of the first item that repeats an earlier one (same kind and id), or -1. */
export const duplicateItemIndex = (itens: readonly { tipo: string; id: string }[]): number => {
  const seen = new Set<string>();
  for (const [index, item] of itens.entries()) {
    const key = `${item.tipo}:${item.id}`;
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return -1;
};
