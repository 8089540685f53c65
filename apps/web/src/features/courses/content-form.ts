import type { FormErrors } from '@mantine/form';
import { issueMessage, translate, type Language } from '@plataforma/shared';
import type { MidiaTipo } from '@plataforma/shared/content';
import {
  WORKLOAD_MAX_MINUTES,
  duplicateStepIndex,
  saveCursoRequestSchema,
  saveFormacaoRequestSchema,
  workloadOfDurations,
  cursoItemTargetId,
  type Curso,
  type CursoItemTipo,
  type EtapaItemTipo,
  type Formacao,
  type ModoLiberacao,
  type SaveCursoRequest,
  type SaveFormacaoRequest,
} from '@plataforma/shared/courses';

/**
 * The course and trail forms (3-admin §3 Course, Trail): their values, how a course or trail fills them, how they
 * become the POST/PUT body and the checks run before saving (the shared contract plus the hh:mm workloads).
 * Workloads are typed as hh:mm and sent as minutes; object durations are seconds.
 */

export type ContentKind = 'curso' | 'formacao';

export type GeneralValues = {
  titulo: string;
  codigo: string;
  sinopse: string;
  descricao: string;
  categoriaId: string | null;
  certificadoId: string | null;
  competenciasIds: string[];
  active: boolean;
  obrigatorio: boolean;
  /** hh:mm or empty. */
  cargaHoraria: string;
  sequenciaObrigatoria: boolean;
  limiteDeDiasParaConclusao: number | string;
  aproveitamentoRequerido: number | string;
  temMaterialComplementar: boolean;
  termoDeUsoIntroducaoId: string | null;
  termoDeUsoConclusaoId: string | null;
  preRequisitoCursoIds: string[];
  preRequisitoFormacaoIds: string[];
  modoLiberacao: ModoLiberacao;
  /** Local date and time as `YYYY-MM-DDTHH:mm` (a datetime-local input) or empty. */
  dataHoraLiberacao: string;
};

/**
 * An item of a course: an object (`midiaId`, its kind) or an assessment (`avaliacaoId`, no kind); what the list shows
 * besides the id. An assessment's duration is its timer (null without one).
 */
export type CourseItemRow = {
  tipo: CursoItemTipo;
  midiaId: string | null;
  avaliacaoId: string | null;
  titulo: string;
  midiaTipo: MidiaTipo | null;
  duracao: number | null;
  obrigatorio: boolean;
};
export type CourseFormValues = GeneralValues & { itens: CourseItemRow[] };

/** The key of a course item in the list (its kind and the id it points at). */
export const courseItemKey = (i: Pick<CourseItemRow, 'tipo' | 'midiaId' | 'avaliacaoId'>) => `${i.tipo}:${cursoItemTargetId(i)}`;

/** A course, object or assessment of a trail's step. */
export type StepItemRow = { tipo: EtapaItemTipo; id: string; titulo: string; midiaTipo: MidiaTipo | null; duracao: number | null; cargaHoraria: number | null };
export type StepRow = { key: string; nome: string; /** hh:mm or empty. */ cargaHoraria: string; itens: StepItemRow[] };
export type TrailFormValues = GeneralValues & { etapas: StepRow[] };

// ------------------------------------------------------------------ hh:mm

const HHMM = /^(\d{1,4}):([0-5]\d)$/;

/** 'hh:mm' as minutes; '' is null; anything else (or beyond the longest workload) is undefined. */
export function parseWorkload(text: string): number | null | undefined {
  const value = text.trim();
  if (!value) return null;
  const match = HHMM.exec(value);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > WORKLOAD_MAX_MINUTES ? undefined : minutes;
}

/** Minutes as 'hh:mm' (null is empty). */
export const workloadText = (minutes: number | null | undefined): string =>
  minutes === null || minutes === undefined ? '' : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Seconds as a short duration: 'm:ss' or 'h:mm:ss'. */
export function durationText(seconds: number | null | undefined): string {
  if (!seconds || seconds <= 0) return '—';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}` : `${m}:${String(s).padStart(2, '0')}`;
}

/** Minutes of a course's objects (the sum of their durations, rounded up). */
export const itemsWorkload = (itens: readonly { duracao: number | null }[]) => workloadOfDurations(itens.map((i) => i.duracao));

// ------------------------------------------------------------------ release date

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the local `YYYY-MM-DDTHH:mm` of a datetime-local input. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A local `YYYY-MM-DDTHH:mm` as an ISO instant (null when empty or invalid). */
export function localInputToIso(text: string): string | null {
  if (!text) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

// ------------------------------------------------------------------ values

export const emptyGeneralValues = (): GeneralValues => ({
  titulo: '',
  codigo: '',
  sinopse: '',
  descricao: '',
  categoriaId: null,
  certificadoId: null,
  competenciasIds: [],
  active: true,
  obrigatorio: false,
  cargaHoraria: '',
  sequenciaObrigatoria: false,
  limiteDeDiasParaConclusao: 0,
  aproveitamentoRequerido: 0,
  temMaterialComplementar: false,
  termoDeUsoIntroducaoId: null,
  termoDeUsoConclusaoId: null,
  preRequisitoCursoIds: [],
  preRequisitoFormacaoIds: [],
  modoLiberacao: 'Imediato',
  dataHoraLiberacao: '',
});

export const emptyCourseValues = (): CourseFormValues => ({ ...emptyGeneralValues(), itens: [] });
export const emptyTrailValues = (): TrailFormValues => ({ ...emptyGeneralValues(), etapas: [] });

let stepKeySeq = 0;
/** A key for a step row of the form (stable while the row is edited or moved). */
export const newStepKey = () => `step-${(stepKeySeq += 1)}`;

function generalOf(c: Curso | Formacao, codigo: string | null): GeneralValues {
  return {
    titulo: c.titulo,
    codigo: codigo ?? '',
    sinopse: c.sinopse ?? '',
    descricao: c.descricao ?? '',
    categoriaId: c.categoriaId,
    certificadoId: c.certificadoId,
    competenciasIds: [...c.competenciasIds],
    active: c.active,
    obrigatorio: c.obrigatorio,
    cargaHoraria: workloadText(c.cargaHoraria),
    sequenciaObrigatoria: c.sequenciaObrigatoria,
    limiteDeDiasParaConclusao: c.limiteDeDiasParaConclusao,
    aproveitamentoRequerido: c.aproveitamentoRequerido,
    temMaterialComplementar: c.temMaterialComplementar,
    termoDeUsoIntroducaoId: c.termoDeUsoIntroducaoId,
    termoDeUsoConclusaoId: c.termoDeUsoConclusaoId,
    preRequisitoCursoIds: [...c.parametrizacaoConteudo.dependenciasExternas.cursoIds],
    preRequisitoFormacaoIds: [...c.parametrizacaoConteudo.dependenciasExternas.formacaoIds],
    modoLiberacao: c.parametrizacaoConteudo.controleDeConsumo.modoLiberacao,
    dataHoraLiberacao: isoToLocalInput(c.parametrizacaoConteudo.controleDeConsumo.dataHoraLiberacao),
  };
}

export const courseToValues = (c: Curso): CourseFormValues => ({
  ...generalOf(c, c.codigoCurso),
  itens: [...c.itens]
    .sort((a, b) => a.ordem - b.ordem)
    .map((i) => ({ tipo: i.tipo, midiaId: i.midiaId, avaliacaoId: i.avaliacaoId, titulo: i.titulo, midiaTipo: i.midiaTipo, duracao: i.duracao, obrigatorio: i.obrigatorio })),
});

export const trailToValues = (f: Formacao): TrailFormValues => ({
  ...generalOf(f, f.codigoFormacao),
  etapas: [...f.etapas]
    .sort((a, b) => a.ordem - b.ordem)
    .map((e) => ({
      key: newStepKey(),
      nome: e.nome,
      cargaHoraria: workloadText(e.cargaHoraria),
      itens: [...e.itens]
        .sort((a, b) => a.ordem - b.ordem)
        .map((i) => ({ tipo: i.tipo, id: i.id, titulo: i.titulo, midiaTipo: i.midiaTipo, duracao: i.duracao, cargaHoraria: i.cargaHoraria })),
    })),
});

const toNumber = (value: number | string) => (typeof value === 'number' ? value : value.trim() === '' ? 0 : Number(value));
/** An unparsable workload goes as NaN so the contract refuses it (the form shows its own hh:mm message first). */
const minutesOf = (text: string) => {
  const parsed = parseWorkload(text);
  return parsed === undefined ? Number.NaN : parsed;
};

function generalRequest(v: GeneralValues) {
  return {
    titulo: v.titulo,
    sinopse: v.sinopse || null,
    descricao: v.descricao || null,
    cargaHoraria: minutesOf(v.cargaHoraria),
    categoriaId: v.categoriaId || null,
    certificadoId: v.certificadoId || null,
    competenciasIds: v.competenciasIds,
    obrigatorio: v.obrigatorio,
    sequenciaObrigatoria: v.sequenciaObrigatoria,
    limiteDeDiasParaConclusao: toNumber(v.limiteDeDiasParaConclusao),
    aproveitamentoRequerido: toNumber(v.aproveitamentoRequerido),
    temMaterialComplementar: v.temMaterialComplementar,
    active: v.active,
    termoDeUsoIntroducaoId: v.termoDeUsoIntroducaoId || null,
    termoDeUsoConclusaoId: v.termoDeUsoConclusaoId || null,
    parametrizacaoConteudo: {
      dependenciasExternas: { cursoIds: v.preRequisitoCursoIds, formacaoIds: v.preRequisitoFormacaoIds },
      controleDeConsumo: { modoLiberacao: v.modoLiberacao, dataHoraLiberacao: v.modoLiberacao === 'DataHora' ? localInputToIso(v.dataHoraLiberacao) : null },
    },
  };
}

/** The POST/PUT curso body (items in the list's order). */
export const courseValuesToRequest = (v: CourseFormValues): SaveCursoRequest => ({
  ...generalRequest(v),
  codigoCurso: v.codigo.trim() || null,
  itens: v.itens.map((i) => (i.tipo === 'avaliacao' ? { tipo: 'avaliacao', avaliacaoId: i.avaliacaoId, obrigatorio: i.obrigatorio } : { tipo: 'midia', midiaId: i.midiaId, obrigatorio: i.obrigatorio })),
});

/** The POST/PUT formacao body (steps and their items in the list's order). */
export const trailValuesToRequest = (v: TrailFormValues): SaveFormacaoRequest => ({
  ...generalRequest(v),
  codigoFormacao: v.codigo.trim() || null,
  etapas: v.etapas.map((e) => ({ nome: e.nome, cargaHoraria: minutesOf(e.cargaHoraria), itens: e.itens.map((i) => ({ tipo: i.tipo, id: i.id })) })),
});

// ------------------------------------------------------------------ errors

/** Where a field of the request (the server's `field` or a contract issue) is shown on the form. */
export function formPath(requestPath: string): string {
  if (requestPath === 'codigoCurso' || requestPath === 'codigoFormacao') return 'codigo';
  if (requestPath.startsWith('parametrizacaoConteudo.controleDeConsumo')) return 'dataHoraLiberacao';
  if (requestPath.startsWith('parametrizacaoConteudo.dependenciasExternas.cursoIds')) return 'preRequisitoCursoIds';
  if (requestPath.startsWith('parametrizacaoConteudo.dependenciasExternas.formacaoIds')) return 'preRequisitoFormacaoIds';
  if (requestPath.startsWith('parametrizacaoConteudo')) return 'preRequisitoCursoIds';
  if (requestPath.startsWith('itens')) return 'itens';
  const step = /^etapas\.(\d+)\.(nome|cargaHoraria|itens)/.exec(requestPath);
  if (step) return `etapas.${step[1]}.${step[2]}`;
  return requestPath;
}

function workloadErrors(v: GeneralValues & { etapas?: StepRow[] }, message: string): FormErrors {
  const errors: FormErrors = {};
  if (parseWorkload(v.cargaHoraria) === undefined) errors.cargaHoraria = message;
  v.etapas?.forEach((e, index) => {
    if (parseWorkload(e.cargaHoraria) === undefined) errors[`etapas.${index}.cargaHoraria`] = message;
  });
  return errors;
}

function contractErrors(result: { success: boolean; error?: { issues: readonly unknown[] } }, language: Language): FormErrors {
  const errors: FormErrors = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues as Parameters<typeof issueMessage>[0][]) {
    const path = formPath((issue as { path: PropertyKey[] }).path.map(String).join('.'));
    if (!(path in errors)) errors[path] = issueMessage(issue, language);
  }
  return errors;
}

/** The course form's errors: hh:mm (`workloadMessage`) first, then the shared contract (its messages in the UI language). */
export function validateCourseValues(v: CourseFormValues, language: Language, workloadMessage: string): FormErrors {
  const own = workloadErrors(v, workloadMessage);
  return { ...contractErrors(saveCursoRequestSchema.safeParse(courseValuesToRequest(v)), language), ...own };
}

/**
 * The trail form's errors: hh:mm first, unique step names (on the repeated step's name; checked here too because the
 * contract's refinements wait for the fields to be valid), then the shared contract.
 */
export function validateTrailValues(v: TrailFormValues, language: Language, workloadMessage: string): FormErrors {
  const own = workloadErrors(v, workloadMessage);
  const dup = duplicateStepIndex(v.etapas.map((e) => e.nome));
  if (dup >= 0) own[`etapas.${dup}.nome`] = translate('formacoes.duplicateStepName', language);
  return { ...contractErrors(saveFormacaoRequestSchema.safeParse(trailValuesToRequest(v)), language), ...own };
}
