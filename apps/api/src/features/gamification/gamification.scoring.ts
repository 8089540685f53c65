import { environmentOf, inWindow, isProfileComplete, utcDay, withinDeadline, type RuleCode } from '@plataforma/shared/gamification';
import type { Executor } from '../../core/db';
import type { Deps } from '../../core/deps';
import { onAssessmentProgress } from '../assessments';
import { onSignedIn } from '../auth';
import { onCertificateIssued } from '../certificates';
import { onMediaProgress } from '../content';
import { onEnrolmentCompleted } from '../enrolment';
import { onExternalCertificateAnswered } from '../external-certificates';
import { userMatchesSegmentations } from '../segmentations';
import { onUserSaved } from '../users';
import * as repo from './gamification.repository';

/** Something a person did that a rule may score (docs/gamification.md, 'Scoring'). */
export type ScoringEvent = {
  tenantId: string;
  usuarioId: string;
  regra: RuleCode;
  /** What was done, part of the award's unique key: the same subject never scores the same rule of a challenge twice. */
  assunto: string;
  /** The course and/or trail the event happened in (content rules); challenges holding either may score. */
  content: { cursoId: string | null; formacaoId: string | null } | null;
  conteudoNome: string | null;
  at: Date;
};

/**
 * Scores an event in the caller's transaction: every active challenge with the rule (and, for content rules, the
 * event's course or trail) whose window holds the day, whose days to complete (from the enrolment in the matched
 * content) have not run out, and whose segmentations hold the person. Answers the points added (0 when replayed).
 */
export const scoreEvent = async (tx: Executor, e: ScoringEvent): Promise<number> => {
  const ambiente = environmentOf(e.regra);
  if (ambiente === 'Conteudo' && !e.content?.cursoId && !e.content?.formacaoId) return 0;
  const found = await repo.candidates(tx, e.tenantId, e.regra, ambiente === 'Conteudo' ? e.content : null);
  const awards = new Map<string, repo.Award>();
  for (const c of found) {
    if (awards.has(c.desafioId) || c.ambiente !== ambiente || !inWindow(c, e.at)) continue;
    if (c.diasParaConclusao > 0 && c.tipo && c.conteudoId) {
      const enrolled = await repo.enrolmentDate(tx, e.tenantId, e.usuarioId, c.tipo, c.conteudoId);
      if (!withinDeadline(c.diasParaConclusao, enrolled, e.at)) continue;
    }
    if (c.segmentacaoIds.length && !(await userMatchesSegmentations(tx, e.tenantId, e.usuarioId, c.segmentacaoIds))) continue;
    awards.set(c.desafioId, { desafioId: c.desafioId, regra: e.regra, assunto: e.assunto, pontos: c.pontos, ambiente, conteudoNome: e.conteudoNome });
  }
  return repo.award(tx, e.tenantId, e.usuarioId, [...awards.values()], e.at);
};

/**
 * Subscribes scoring to the domain events (in the event's transaction; sign-in and the saved profile run their own).
 * Answers the function that unsubscribes everything (called when the app closes).
 */
export const subscribeScoring = (deps: Deps): (() => void) => {
  const offs = [
    onEnrolmentCompleted(async (tx, ev) => {
      const curso = ev.tipo === 'curso';
      const id = (curso ? ev.cursoId : ev.formacaoId)!;
      await scoreEvent(tx, {
        tenantId: ev.tenantId,
        usuarioId: ev.usuarioId,
        regra: curso ? 'CursoConcluido' : 'TrilhaConcluida',
        assunto: `${curso ? 'curso' : 'formacao'}:${id}`,
        content: { cursoId: ev.cursoId, formacaoId: ev.formacaoId },
        conteudoNome: await repo.titleOf(tx, ev.tenantId, curso ? 'curso' : 'formacao', id),
        at: ev.concluidoEm,
      });
    }),
    onMediaProgress(async (tx, ev) => {
      if (ev.percentual < 100 || (!ev.cursoId && !ev.formacaoId)) return;
      await scoreEvent(tx, {
        tenantId: ev.tenantId,
        usuarioId: ev.usuarioId,
        regra: 'MidiaConcluida',
        assunto: `midia:${ev.midiaId}`,
        content: { cursoId: ev.cursoId, formacaoId: ev.formacaoId },
        conteudoNome: await repo.titleOf(tx, ev.tenantId, 'midia', ev.midiaId),
        at: new Date(),
      });
    }),
    onAssessmentProgress(async (tx, ev) => {
      // Told on every refresh of the standing: the award's unique key keeps it to one score.
      if (!ev.aprovado || (!ev.cursoId && !ev.formacaoId)) return;
      await scoreEvent(tx, {
        tenantId: ev.tenantId,
        usuarioId: ev.usuarioId,
        regra: 'AvaliacaoAprovada',
        assunto: `avaliacao:${ev.avaliacaoId}`,
        content: { cursoId: ev.cursoId, formacaoId: ev.formacaoId },
        conteudoNome: await repo.titleOf(tx, ev.tenantId, 'avaliacao', ev.avaliacaoId),
        at: new Date(),
      });
    }),
    onCertificateIssued(async (tx, ev) => {
      await scoreEvent(tx, {
        tenantId: ev.tenantId,
        usuarioId: ev.usuarioId,
        regra: 'CertificadoEmitido',
        assunto: `certificado:${ev.cursoId ?? ev.formacaoId}`,
        content: { cursoId: ev.cursoId, formacaoId: ev.formacaoId },
        conteudoNome: ev.titulo,
        at: ev.concluidoEm,
      });
    }),
    onExternalCertificateAnswered(async (tx, ev) => {
      if (!ev.aprovado) return;
      await scoreEvent(tx, {
        tenantId: ev.tenantId,
        usuarioId: ev.usuarioId,
        regra: 'CertificadoExternoAprovado',
        assunto: `certificado-externo:${ev.certificadoExternoId}`,
        content: null,
        conteudoNome: ev.nome,
        at: ev.respondidoEm,
      });
    }),
    onSignedIn((ev) =>
      deps.database.inTenant(ev.tenantId, async (tx) => {
        // One award per UTC day (docs/gamification.md).
        await scoreEvent(tx, { tenantId: ev.tenantId, usuarioId: ev.usuarioId, regra: 'AcessoDiario', assunto: `acesso:${utcDay(ev.at)}`, content: null, conteudoNome: null, at: ev.at });
      }),
    ),
    onUserSaved((ev) =>
      deps.database.inTenant(ev.tenantId, async (tx) => {
        const profile = await repo.profileOf(tx, ev.tenantId, ev.userId);
        if (!profile?.ativo || !isProfileComplete(profile)) return;
        await scoreEvent(tx, { tenantId: ev.tenantId, usuarioId: ev.userId, regra: 'PerfilCompleto', assunto: 'perfil', content: null, conteudoNome: null, at: new Date() });
      }),
    ),
  ];
  return () => offs.forEach((off) => off());
};

/** A person's score total (the learner dashboard reads it). */
export const pointsOf = async (ex: Executor, tenantId: string, usuarioId: string): Promise<number> => (await repo.scoreOf(ex, tenantId, usuarioId)).pontos;
