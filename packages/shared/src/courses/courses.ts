import { z } from 'zod';
import { queryBooleanSchema, sortQuerySchema } from '../core/list-query.ts';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';
import { MIDIA_ORIGENS, MIDIA_TIPOS } from '../content/media.ts';
import { duplicateItemIndex, duplicateStepIndex, MODOS_LIBERACAO, releaseIssue, REQUIRED_SCORE_MAX, REQUIRED_SCORE_MIN } from './rules.ts';

/**
 * Courses (curso) and trails (formacao), 3-admin §3 Course, Trail; §7 Course, Trail; 2-learner §3 'Course or trail
 * detail'. Field names are the spec's. Workloads (cargaHoraria) are whole minutes; object durations are seconds.
 */

export const CURSO_TITLE_MAX = 200;
export const CURSO_TEXT_MAX = 4000;
export const CURSO_CODE_MAX = 50;
export const ETAPA_NAME_MAX = 200;
/** Longest workload: 9999 hours. */
export const WORKLOAD_MAX_MINUTES = 9999 * 60;
export const DAYS_LIMIT_MAX = 3650;
export const CURSO_ORIGENS = MIDIA_ORIGENS;
/** Card images: JPEG, PNG, GIF or WebP up to 5 MB (as the repository's cards). */
export const CURSO_IMAGE_MAX_MB = 5;
export const CARD_KINDS = ['CardHorizontal', 'CardVertical'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);
const optionalId = z.uuid().nullish().transform((v) => v ?? null);
const ids = z.array(z.uuid()).default([]).transform((list) => [...new Set(list)]);
const workload = z.number().int().min(0).max(WORKLOAD_MAX_MINUTES).nullish().transform((v) => v ?? null);

export const parametrizacaoRequestSchema = z
  .object({
    dependenciasExternas: z.object({ cursoIds: ids, formacaoIds: ids }).default({ cursoIds: [], formacaoIds: [] }),
    controleDeConsumo: z
      .object({
        modoLiberacao: z.enum(MODOS_LIBERACAO).default('Imediato'),
        dataHoraLiberacao: z.iso.datetime({ offset: true }).nullish().transform((v) => v ?? null),
      })
      .default({ modoLiberacao: 'Imediato', dataHoraLiberacao: null }),
  })
  .superRefine((p, ctx) => {
    const issue = releaseIssue(p.controleDeConsumo.modoLiberacao, p.controleDeConsumo.dataHoraLiberacao);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['controleDeConsumo', 'dataHoraLiberacao'] });
  })
  .transform((p) => ({
    ...p,
    controleDeConsumo: { ...p.controleDeConsumo, dataHoraLiberacao: p.controleDeConsumo.modoLiberacao === 'DataHora' ? p.controleDeConsumo.dataHoraLiberacao : null },
  }));

/** The general fields shared by courses and trails. */
const generalShape = {
  titulo: z.string().trim().min(1, 'validation.required').max(CURSO_TITLE_MAX),
  descricao: optionalText(CURSO_TEXT_MAX),
  sinopse: optionalText(CURSO_TEXT_MAX),
  /** Minutes. */
  cargaHoraria: workload,
  categoriaId: optionalId,
  competenciasIds: ids,
  /** Kept as given until sections exist. */
  secoesIds: ids,
  /** Kept as given until certificates exist. */
  certificadoId: optionalId,
  obrigatorio: z.boolean().default(false),
  sequenciaObrigatoria: z.boolean().default(false),
  /** 0 = no limit. */
  limiteDeDiasParaConclusao: z.number().int().min(0).max(DAYS_LIMIT_MAX).default(0),
  aproveitamentoRequerido: z.number().int().min(REQUIRED_SCORE_MIN, 'cursos.requiredScoreRange').max(REQUIRED_SCORE_MAX, 'cursos.requiredScoreRange').default(0),
  temMaterialComplementar: z.boolean().default(false),
  active: z.boolean().default(true),
  origem: z.enum(CURSO_ORIGENS).default('Manual'),
  /** Terms of use shown at the introduction and at the conclusion (ids of the tenant's terms). */
  termoDeUsoIntroducaoId: optionalId,
  termoDeUsoConclusaoId: optionalId,
  parametrizacaoConteudo: parametrizacaoRequestSchema.default({
    dependenciasExternas: { cursoIds: [], formacaoIds: [] },
    controleDeConsumo: { modoLiberacao: 'Imediato', dataHoraLiberacao: null },
  }),
};

// ---------------------------------------------------------------- course

/** A course holds repository objects and assessments. */
export const CURSO_ITEM_TIPOS = ['midia', 'avaliacao'] as const;
export type CursoItemTipo = (typeof CURSO_ITEM_TIPOS)[number];
/** An item of a course: `midiaId` for an object, `avaliacaoId` for an assessment. */
export const cursoItemRequestSchema = z
  .object({
    tipo: z.enum(CURSO_ITEM_TIPOS).default('midia'),
    midiaId: z.uuid().nullish(),
    avaliacaoId: z.uuid().nullish(),
    obrigatorio: z.boolean().default(true),
  })
  .superRefine((i, ctx) => {
    if (i.tipo === 'midia' && !i.midiaId) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['midiaId'] });
    if (i.tipo === 'avaliacao' && !i.avaliacaoId) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['avaliacaoId'] });
  })
  .transform((i) => ({
    tipo: i.tipo,
    midiaId: i.tipo === 'midia' ? i.midiaId! : null,
    avaliacaoId: i.tipo === 'avaliacao' ? i.avaliacaoId! : null,
    obrigatorio: i.obrigatorio,
  }));
/** The id an item points at (its object or its assessment). */
export const cursoItemTargetId = (i: { tipo: CursoItemTipo; midiaId?: string | null; avaliacaoId?: string | null }): string =>
  (i.tipo === 'avaliacao' ? i.avaliacaoId : i.midiaId) ?? '';

/** POST curso and PUT curso/{id}: every field; `itens` in order (PUT replaces them). */
export const saveCursoRequestSchema = z
  .object({
    ...generalShape,
    codigoCurso: optionalText(CURSO_CODE_MAX),
    itens: z.array(cursoItemRequestSchema).max(500).default([]),
  })
  .superRefine((c, ctx) => {
    const dup = duplicateItemIndex(c.itens.map((i) => ({ tipo: i.tipo, id: cursoItemTargetId(i) })));
    if (dup >= 0) ctx.addIssue({ code: 'custom', message: 'cursos.duplicateItem', path: ['itens', dup, c.itens[dup].tipo === 'avaliacao' ? 'avaliacaoId' : 'midiaId'] });
  });
export type SaveCursoRequest = z.input<typeof saveCursoRequestSchema>;
export type SaveCursoInput = z.output<typeof saveCursoRequestSchema>;

const parametrizacaoSchema = z.object({
  possuiPreRequisito: z.boolean(),
  dependenciasExternas: z.object({ cursoIds: z.array(z.string()), formacaoIds: z.array(z.string()) }),
  controleDeConsumo: z.object({ modoLiberacao: z.enum(MODOS_LIBERACAO), dataHoraLiberacao: z.string().nullable() }),
});

const generalReplyShape = {
  id: z.string(),
  tenantId: z.string(),
  titulo: z.string(),
  descricao: z.string().nullable(),
  sinopse: z.string().nullable(),
  cargaHoraria: z.number().int().nullable(),
  categoriaId: z.string().nullable(),
  categoriaNome: z.string().nullable(),
  competenciasIds: z.array(z.string()),
  secoesIds: z.array(z.string()),
  certificadoId: z.string().nullable(),
  obrigatorio: z.boolean(),
  sequenciaObrigatoria: z.boolean(),
  limiteDeDiasParaConclusao: z.number().int(),
  aproveitamentoRequerido: z.number().int(),
  temMaterialComplementar: z.boolean(),
  active: z.boolean(),
  origem: z.enum(CURSO_ORIGENS),
  termoDeUsoIntroducaoId: z.string().nullable(),
  termoDeUsoConclusaoId: z.string().nullable(),
  parametrizacaoConteudo: parametrizacaoSchema,
  cardHorizontalUrl: z.string().nullable(),
  cardVerticalUrl: z.string().nullable(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
};

/**
 * An item of a course, with the object's (or assessment's) title, kind, description and duration (seconds; an
 * assessment's is its timer, null without one).
 */
export const cursoItemSchema = z.object({
  tipo: z.enum(CURSO_ITEM_TIPOS),
  /** Objects. */
  midiaId: z.string().nullable(),
  /** Assessments. */
  avaliacaoId: z.string().nullable(),
  obrigatorio: z.boolean(),
  ordem: z.number().int(),
  titulo: z.string(),
  /** The object's kind (null for an assessment). */
  midiaTipo: z.enum(MIDIA_TIPOS).nullable(),
  descricao: z.string().nullable(),
  duracao: z.number().int().nullable(),
  ativo: z.boolean(),
});
export type CursoItem = z.infer<typeof cursoItemSchema>;

export const cursoSchema = z.object({
  ...generalReplyShape,
  codigoCurso: z.string().nullable(),
  itens: z.array(cursoItemSchema),
  /** Minutes: the sum of the items' durations (rounded up). */
  cargaHorariaDosItens: z.number().int(),
});
export type Curso = z.infer<typeof cursoSchema>;

// ---------------------------------------------------------------- trail

/** A trail step holds courses, objects and assessments (`id` is the course's, object's or assessment's). */
export const ETAPA_ITEM_TIPOS = ['curso', 'midia', 'avaliacao'] as const;
export type EtapaItemTipo = (typeof ETAPA_ITEM_TIPOS)[number];
export const etapaRequestSchema = z.object({
  nome: z.string().trim().min(1, 'validation.required').max(ETAPA_NAME_MAX),
  cargaHoraria: workload,
  itens: z.array(z.object({ tipo: z.enum(ETAPA_ITEM_TIPOS), id: z.uuid() })).max(500).default([]),
});

/** POST formacao and PUT formacao/{id}: the general fields and the ordered steps (PUT replaces them). */
export const saveFormacaoRequestSchema = z
  .object({
    ...generalShape,
    codigoFormacao: optionalText(CURSO_CODE_MAX),
    etapas: z.array(etapaRequestSchema).max(100).default([]),
  })
  .superRefine((f, ctx) => {
    const dup = duplicateStepIndex(f.etapas.map((e) => e.nome));
    if (dup >= 0) ctx.addIssue({ code: 'custom', message: 'formacoes.duplicateStepName', path: ['etapas', dup, 'nome'] });
    // An item at most once in the whole trail.
    const all = f.etapas.flatMap((e, step) => e.itens.map((item, index) => ({ ...item, step, index })));
    const dupItem = duplicateItemIndex(all);
    if (dupItem >= 0) ctx.addIssue({ code: 'custom', message: 'cursos.duplicateItem', path: ['etapas', all[dupItem].step, 'itens', all[dupItem].index, 'id'] });
  });
export type SaveFormacaoRequest = z.input<typeof saveFormacaoRequestSchema>;
export type SaveFormacaoInput = z.output<typeof saveFormacaoRequestSchema>;

export const etapaItemSchema = z.object({
  tipo: z.enum(ETAPA_ITEM_TIPOS),
  id: z.string(),
  ordem: z.number().int(),
  titulo: z.string(),
  /** The object's kind (items of kind midia). */
  midiaTipo: z.enum(MIDIA_TIPOS).nullable(),
  /** Seconds (objects). */
  duracao: z.number().int().nullable(),
  /** Minutes (courses). */
  cargaHoraria: z.number().int().nullable(),
  ativo: z.boolean(),
});
export const etapaSchema = z.object({
  id: z.string(),
  nome: z.string(),
  ordem: z.number().int(),
  cargaHoraria: z.number().int().nullable(),
  itens: z.array(etapaItemSchema),
});
export type Etapa = z.infer<typeof etapaSchema>;

export const formacaoSchema = z.object({
  ...generalReplyShape,
  codigoFormacao: z.string().nullable(),
  etapas: z.array(etapaSchema),
  /** Minutes: the sum of the steps' workloads. */
  cargaHorariaDasEtapas: z.number().int(),
});
export type Formacao = z.infer<typeof formacaoSchema>;

// ---------------------------------------------------------------- lists, bonds

const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.uuid()));

export const CURSO_SORT_FIELDS = ['titulo', 'createdAt', 'lastUpdatedAt'] as const;
/** GET curso and GET formacao (and their csv): filters and paging as GET midia. */
export const listCursosRequestSchema = pageQuerySchema.extend(sortQuerySchema(CURSO_SORT_FIELDS, 'createdAt').shape).extend({
  /** Title or code. */
  search: z.string().trim().max(CURSO_TITLE_MAX).optional(),
  active: queryBooleanSchema.optional(),
  obrigatorio: queryBooleanSchema.optional(),
  categoriaIds: idList.optional(),
  competenciasIds: idList.optional(),
  origem: z.enum(CURSO_ORIGENS).optional(),
});
export type ListCursosRequest = z.input<typeof listCursosRequestSchema>;
export type ListCursosQuery = z.output<typeof listCursosRequestSchema>;
export const listCursosResponseSchema = pagedSchema(cursoSchema);
export const listFormacoesResponseSchema = pagedSchema(formacaoSchema);
export const exportCursosRequestSchema = listCursosRequestSchema.omit({ pageNumber: true, pageSize: true });

export const bondSchema = z.object({ id: z.string(), nome: z.string() });
/** How many enrolled learners the bonds name (the first ones by name); `total` counts them all. */
export const BOND_LEARNERS_SHOWN = 10;
/**
 * The learners actively enrolled in a course or trail, listed before it is removed: removing it removes their
 * enrolments and progress; certificates already issued stay valid.
 */
export const enrolledLearnersSchema = z.object({
  total: z.number().int(),
  /** The first BOND_LEARNERS_SHOWN by name. */
  usuarios: z.array(bondSchema),
});
export type EnrolledLearners = z.infer<typeof enrolledLearnersSchema>;
/** GET curso/vinculos/{id}: trails containing the course, courses and trails requiring it (sections later), enrolled learners. */
export const cursoBondsSchema = z.object({
  formacoes: z.array(bondSchema),
  preRequisitoDeCursos: z.array(bondSchema),
  preRequisitoDeFormacoes: z.array(bondSchema),
  secoes: z.array(bondSchema),
  /** Counts the bonds above (not the learners). */
  total: z.number().int(),
  inscritos: enrolledLearnersSchema,
});
export type CursoBonds = z.infer<typeof cursoBondsSchema>;
/** GET formacao/vinculos/{id}: courses and trails requiring the trail (sections later), enrolled learners. */
export const formacaoBondsSchema = z.object({
  preRequisitoDeCursos: z.array(bondSchema),
  preRequisitoDeFormacoes: z.array(bondSchema),
  secoes: z.array(bondSchema),
  /** Counts the bonds above (not the learners). */
  total: z.number().int(),
  inscritos: enrolledLearnersSchema,
});
export type FormacaoBonds = z.infer<typeof formacaoBondsSchema>;
