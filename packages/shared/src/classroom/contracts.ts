import { z } from 'zod';
import { MIDIA_ORIGENS, MIDIA_TIPOS, midiaInfoSchema } from '../content/media.ts';
import { midiaProgressSchema } from '../content/progress-api.ts';
import { INSCRICAO_STATUS } from '../enrolment/rules.ts';
import { MODOS_LIBERACAO } from '../courses/rules.ts';
import { AVALIACAO_TIPOS, TENTATIVA_STATUS } from '../assessments/rules.ts';

/**
 * The classroom (2-learner §2 route /learning-center/view/{encodedTypeAndId}/{step}; §3 'Classroom item',
 * 'Classroom info'; §4 Media progress, Classroom load; §5 terms acceptance). The spec shows no classroom call: these
 * are designed in the house style under the resource `salaDeAula` (docs/decisions/0007-classroom-calls.md).
 * Durations are seconds; workloads (cargaHoraria) are minutes; instants are ISO strings.
 */

/** What a classroom opens: a course, a trail or one repository object on its own. */
export const SALA_TIPOS = ['curso', 'formacao', 'midia'] as const;
export type SalaTipo = (typeof SALA_TIPOS)[number];

/** Kinds of a classroom item: an object, an assessment, or (in a trail) a course whose items are nested. */
export const SALA_ITEM_TIPOS = ['midia', 'curso', 'avaliacao'] as const;
export type SalaItemTipo = (typeof SALA_ITEM_TIPOS)[number];

/**
 * Why an item is locked: the content is not released yet, prerequisites are incomplete, the introduction term is
 * not accepted, the enrolment expired (read-only), or the sequence asks the previous items first.
 */
export const LOCK_REASONS = ['release', 'prerequisite', 'term', 'expired', 'sequence'] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

/** The two moments a content may ask its terms of use. */
export const TERMO_MOMENTOS = ['introducao', 'conclusao'] as const;
export type TermoMomento = (typeof TERMO_MOMENTOS)[number];

// ---------------------------------------------------------------- params

/** GET salaDeAula/{tipo}/{id} (and /proximo). */
export const salaDeAulaParamsSchema = z.object({ tipo: z.enum(SALA_TIPOS), id: z.uuid() });
export type SalaDeAulaParams = z.infer<typeof salaDeAulaParamsSchema>;

/** GET salaDeAula/{tipo}/{id}/item/{midiaId}?cursoId= (cursoId: the course of the object inside a trail). */
export const salaDeAulaItemParamsSchema = salaDeAulaParamsSchema.extend({ midiaId: z.uuid() });
export const salaDeAulaItemQuerySchema = z.object({ cursoId: z.uuid().optional() });
export type SalaDeAulaItemQuery = z.infer<typeof salaDeAulaItemQuerySchema>;

/** POST salaDeAula/{tipo}/{id}/termo/{momento}/aceitar (tipo curso or formacao). */
export const salaDeAulaTermoParamsSchema = z.object({ tipo: z.enum(['curso', 'formacao']), id: z.uuid(), momento: z.enum(TERMO_MOMENTOS) });

// ---------------------------------------------------------------- replies

/**
 * The caller's standing in an assessment item, in the item's context (avaliacao_progresso): the kind, the latest
 * attempt's status (null before any attempt), the best final score in percent (null when none is graded) and whether
 * an attempt was approved.
 */
export const classroomAssessmentSchema = z.object({
  tipo: z.enum(AVALIACAO_TIPOS),
  status: z.enum(TENTATIVA_STATUS).nullable(),
  nota: z.number().nullable(),
  aprovado: z.boolean(),
});
export type ClassroomAssessment = z.infer<typeof classroomAssessmentSchema>;

/** An object or an assessment of the classroom, or a course inside a trail (without its nested items). */
export const classroomLeafSchema = z.object({
  /** The object's id (tipo midia), the assessment's id (tipo avaliacao) or the course's id (tipo curso). */
  id: z.string(),
  tipo: z.enum(SALA_ITEM_TIPOS),
  /** The object's kind; null for a course or an assessment. */
  midiaTipo: z.enum(MIDIA_TIPOS).nullable(),
  name: z.string(),
  description: z.string().nullable(),
  /** Address of the card (or the video cover), null without one. */
  cover: z.string().nullable(),
  /** Seconds (a course: the sum of its objects' durations; an assessment: its timer); null when unknown. */
  duration: z.number().int().nullable(),
  /** The caller's progress 0..100 in this context (a course: its roll-up; an assessment: avaliacao_progresso). */
  progress: z.number().int().min(0).max(100),
  /** Counts for the completion (curso_item.obrigatorio; trail items always count). */
  obrigatorio: z.boolean(),
  /**
   * The item cannot be opened or reported (`lockReason` says why). 'expired' is the only reason that still lets the
   * object be opened, read-only: the item call answers it but progress reports are refused.
   */
  locked: z.boolean(),
  lockReason: z.enum(LOCK_REASONS).nullable(),
  /**
   * The progress context to report with POST midia/progresso: `cursoId` (the course of the object, null for an
   * object placed directly in a trail step) and `formacaoId` (the trail, null in a course classroom).
   */
  cursoId: z.string().nullable(),
  formacaoId: z.string().nullable(),
  /**
   * ISO instant the item is released at: the release date of the course (inside a trail, of the trail) when it is
   * released at a date ('DataHora'); null when released immediately. Before it, the item is locked 'release'.
   */
  dataHoraLiberacao: z.string().nullable(),
  /**
   * ISO instant the caller completed the item: the course enrolment's conclusion for a course concluded on its own,
   * else the last change of its progress row once at 100 (progress never falls); null while not complete.
   */
  concluidoEm: z.string().nullable(),
  /**
   * An assessment item's standing (null for objects and courses). Its attempt is started with the same context
   * (POST Avaliacao/student/start with cursoId and trilhaId = formacaoId).
   */
  avaliacao: classroomAssessmentSchema.nullable(),
});
export type ClassroomLeaf = z.infer<typeof classroomLeafSchema>;

/** A classroom item: for a course inside a trail, `itens` holds its objects; empty for an object. */
export const classroomItemSchema = classroomLeafSchema.extend({ itens: z.array(classroomLeafSchema) });
export type ClassroomItem = z.infer<typeof classroomItemSchema>;

/** A step of a trail with its items in order. */
export const classroomEtapaSchema = z.object({
  id: z.string(),
  nome: z.string(),
  /** Minutes. */
  cargaHoraria: z.number().int().nullable(),
  itens: z.array(classroomItemSchema),
});
export type ClassroomEtapa = z.infer<typeof classroomEtapaSchema>;

/** A term of use asked at the introduction or at the conclusion of a course or trail. */
export const classroomTermoSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  /** Sanitised HTML. */
  conteudo: z.string(),
  aceito: z.boolean(),
  /** ISO instant of the acceptance; null when not accepted. */
  aceitoEm: z.string().nullable(),
});
export type ClassroomTermo = z.infer<typeof classroomTermoSchema>;

/** A prerequisite the caller has not completed yet. */
export const prerequisitoPendenteSchema = z.object({
  tipo: z.enum(['curso', 'formacao']),
  id: z.string(),
  titulo: z.string(),
  /** The caller's progress in it (0 when not enrolled). */
  percentual: z.number().int().min(0).max(100),
});
export type PrerequisitoPendente = z.infer<typeof prerequisitoPendenteSchema>;

/**
 * GET salaDeAula/{tipo}/{id}: Classroom info. A course answers its objects in `itens` (`etapas` empty); a trail its
 * steps in `etapas` (`itens` empty); an object alone answers itself as the only item of `itens` and no enrolment
 * (inscriptionId, dataInscricao, status null; percent is its own progress).
 */
export const classroomInfoSchema = z.object({
  tipo: z.enum(SALA_TIPOS),
  id: z.string(),
  titulo: z.string(),
  descricao: z.string().nullable(),
  /** aproveitamentoRequerido, 0..100 (0: none). */
  requiredScore: z.number().int(),
  /** cargaHoraria, minutes. */
  workload: z.number().int().nullable(),
  /** limiteDeDiasParaConclusao (0: no limit). */
  timeLimit: z.number().int(),
  /** sequenciaObrigatoria. */
  sequential: z.boolean(),
  /** obrigatorio. */
  required: z.boolean(),
  certificateId: z.string().nullable(),
  origin: z.enum(MIDIA_ORIGENS),
  inscriptionId: z.string().nullable(),
  dataInscricao: z.string().nullable(),
  status: z.enum(INSCRICAO_STATUS).nullable(),
  porcentagemDeConclusao: z.number().int().min(0).max(100),
  expirado: z.boolean(),
  /** Deadline of the enrolment (dataInscricao + timeLimit days); null without a limit. */
  dataExpiracao: z.string().nullable(),
  /** Nothing can be reported (expired enrolment). */
  somenteLeitura: z.boolean(),
  modoLiberacao: z.enum(MODOS_LIBERACAO),
  liberado: z.boolean(),
  dataHoraLiberacao: z.string().nullable(),
  termoIntroducao: classroomTermoSchema.nullable(),
  termoConclusao: classroomTermoSchema.nullable(),
  /** Progress is 100 and the conclusion term is not accepted: the classroom asks it now. */
  termoConclusaoPendente: z.boolean(),
  prerequisitosPendentes: z.array(prerequisitoPendenteSchema),
  itens: z.array(classroomItemSchema),
  etapas: z.array(classroomEtapaSchema),
});
export type ClassroomInfo = z.infer<typeof classroomInfoSchema>;

/**
 * GET salaDeAula/{tipo}/{id}/item/{midiaId}?cursoId=: what the player needs for one unlocked object (the same
 * fields as GET midia/getMidiaInfo/{id}), the item as the classroom lists it and the caller's progress in that
 * context. 403 'classroom.itemLocked' when locked; 404 when the object is not an item of the content.
 */
export const classroomItemResponseSchema = z.object({
  item: classroomLeafSchema,
  midia: midiaInfoSchema,
  progresso: midiaProgressSchema,
});
export type ClassroomItemResponse = z.infer<typeof classroomItemResponseSchema>;

/** POST salaDeAula/{tipo}/{id}/termo/{momento}/aceitar: the acceptance recorded (the first one is kept). */
export const acceptClassroomTermResponseSchema = z.object({
  tipo: z.enum(['curso', 'formacao']),
  id: z.string(),
  momento: z.enum(TERMO_MOMENTOS),
  aceitoEm: z.string(),
});
export type AcceptClassroomTermResponse = z.infer<typeof acceptClassroomTermResponseSchema>;

/** GET salaDeAula/{tipo}/{id}/proximo: the first unlocked, unfinished object in order ('continue'); null when none. */
export const classroomNextResponseSchema = z.object({ item: classroomLeafSchema.nullable() });
export type ClassroomNextResponse = z.infer<typeof classroomNextResponseSchema>;
