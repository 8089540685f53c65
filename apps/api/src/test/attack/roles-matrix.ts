import { expect } from 'vitest';
import { byMethodOrder, callOperation, describeFailure, isFailureEnvelope, learnerMayCall, PUBLIC_OPERATIONS, type AttackContext, type Role } from './attack-kit';

/**
 * What a learner (the seed's Aluno group) may get a 2xx from: the public operations, his session, the catalogue and
 * classroom, his own progress, notes, certificates and terms, and the short lists (`Basic`) his profile form uses.
 * Not listed on purpose: `GET midia/vinculos/{id}` (which courses hold an object: administrators only).
 * Any other operation answering him 2xx is an administrative call left open: the suite fails until it is closed or,
 * when it is meant for learners, listed here.
 */
export const LEARNER_OPERATIONS = [
  'GET /api/v1/autenticacao/forgotpassword/{user}',
  'GET /api/v1/usuario/useraccount',
  'GET /api/v1/Tenant',
  'GET /api/v1/usuario/nps',
  'GET /api/v1/Parametro',
  'GET /api/v1/termoDeUso',
  'GET /api/v1/termoDeUso/{id}',
  'GET /api/v1/Secao/ActivesPaged',
  'GET /api/v1/Secao/{id}/ActivesItemsPaged',
  'GET /api/v1/Secao/KeepLearningPaged',
  'GET /api/v1/Secao/SuggestedForYouPaged',
  'GET /api/v1/Secao/Favoritos',
  'GET /api/v1/Secao/ativas',
  'GET /api/v1/Secao/CountActivesItems',
  'GET /api/v1/Secao/item/curso/detalhes/{id}',
  'GET /api/v1/curso/Detalhes/{id}',
  'GET /api/v1/Secao/item/trilha/detalhes/{id}',
  'GET /api/v1/formacao/Detalhes/{id}',
  'GET /api/v1/Secao/item/midia/detalhes/{id}',
  'GET /api/v1/midia/Detalhes/{id}',
  'GET /api/v1/midia/quickSearch',
  'GET /api/v1/usuario/progresso',
  'GET /api/v1/Departamento/Basic',
  'GET /api/v1/Cargo/Basic',
  'GET /api/v1/unidadeDeNegocio/Basic',
  'GET /api/v1/Contrato/IsDistribuidor',
  'GET /api/v1/Competencia/Basic',
  'GET /api/v1/Competencia/GetAllBySection/{id}',
  'GET /api/v1/Categoria/Basic',
  'GET /api/v1/midia/{id}',
  'GET /api/v1/midia/getMidiaInfo/{id}',
  'GET /api/v1/midia/envios',
  'GET /api/v1/midia/progresso/{midiaId}/{contextoId}',
  'GET /api/v1/MidiaAnotacaoUsuario',
  'GET /api/v1/salaDeAula/{tipo}/{id}',
  'GET /api/v1/salaDeAula/{tipo}/{id}/proximo',
  'GET /api/v1/Avaliacao/student',
  'GET /api/v1/CertificadoExterno',
  'GET /api/v1/certificadousuario',
  'GET /api/v1/Desafio/RankingGeral',
  'GET /api/v1/Desafio/MeuRanking',
  'GET /api/v1/Desafio/Conquistas',
  'GET /api/health',
  'POST /api/v1/autenticacao/logout',
  'POST /api/v1/autenticacao/AuthenticationLog',
  'POST /api/v1/Parametro/open/parametros',
  'POST /api/v1/midia/{id}/bookmark',
  'POST /api/v1/midia/{id}/unbookmark',
  'POST /api/v1/curso/{id}/bookmark',
  'POST /api/v1/curso/{id}/unbookmark',
  'POST /api/v1/formacao/{id}/bookmark',
  'POST /api/v1/formacao/{id}/unbookmark',
  'POST /api/v1/curso/{id}/subscribe',
  'POST /api/v1/curso/{id}/unsubscribe',
  'POST /api/v1/formacao/{id}/Subscribe',
  'POST /api/v1/formacao/{id}/UnSubscribe',
  'PUT /api/v1/usuario/termoDeUso/{id}',
  // The player, notes, reactions and assessments of the classroom (they answer 2xx once the learner has the row they name).
  'POST /api/v1/midia/progresso',
  'GET /api/v1/scormacompanhamento/midia/{id}',
  'GET /api/v1/scormacompanhamento/midia/{id}/pacote',
  'POST /api/v1/scormacompanhamento',
  'PUT /api/v1/scormacompanhamento/{id}',
  'POST /api/v1/midia/SetReaction',
  'POST /api/v1/curso/SetReaction',
  'POST /api/v1/formacao/SetReaction',
  'POST /api/v1/usuario/alterar-senha-propria',
  'POST /api/v1/MidiaAnotacaoUsuario',
  'PUT /api/v1/MidiaAnotacaoUsuario/{id}',
  'DELETE /api/v1/MidiaAnotacaoUsuario/{id}',
  'GET /api/v1/salaDeAula/{tipo}/{id}/item/{midiaId}',
  'POST /api/v1/salaDeAula/{tipo}/{id}/termo/{momento}/aceitar',
  'GET /api/v1/midia/GetVideoInfo/{id}',
  'GET /api/v1/midia/{id}/downloadFile',
  'POST /api/v1/Avaliacao/student/start',
  'GET /api/v1/Avaliacao/student/{id}',
  'GET /api/v1/Avaliacao/student/{id}/nextQuestion',
  'POST /api/v1/Avaliacao/student/answer',
  'POST /api/v1/Avaliacao/student/{id}/finish',
  'PUT /api/v1/Avaliacao/student/{id}/finish/giveup',
  'POST /api/v1/Avaliacao/student/finish/dontAnswer',
  // The communications pop-up and the user menu's list (2-learner §7).
  'GET /api/v1/Comunicacao/getAllPorUsuarioAutenticado',
  'GET /api/v1/Comunicacao/getUserCommunication',
  'GET /api/v1/Comunicacao/getById',
  'POST /api/v1/Comunicacao/ChangeUserCommunicationStatus/{bool}',
  // The person's own notifications (the bell and the drawer) and the key the browser subscribes with.
  'GET /api/v1/Push/List',
  'GET /api/v1/Push/ChavePublica',
  'GET /api/v1/Notificacao/PushList',
];

/**
 * Every operation called as `role`: never a 5xx; a 4xx always in the failure envelope; without a token only the
 * public allow-list answers anything but 401; the learner never gets a 2xx from an operation his group may not call.
 */
export const checkRole = async (ctx: AttackContext, role: Role) => {
  const failures: string[] = [];
  const tally: Record<string, number> = {};
  for (const op of byMethodOrder(ctx.ops)) {
    const r = await callOperation(ctx, op, role);
    const family = `${Math.floor(r.status / 100)}xx`;
    tally[family] = (tally[family] ?? 0) + 1;
    if (r.status >= 500) failures.push(describeFailure(r, 'server error'));
    else if (r.status >= 400 && !isFailureEnvelope(r.res) && !op.isPublic) failures.push(describeFailure(r, 'no failure envelope'));
    if (role === 'anonymous' && !PUBLIC_OPERATIONS.includes(op.key) && r.status !== 401) failures.push(describeFailure(r, 'not public, yet no 401'));
    if (role === 'learner' && r.status < 300 && (!learnerMayCall(op) || !LEARNER_OPERATIONS.includes(op.key))) failures.push(describeFailure(r, 'administrative call open to a learner'));
  }
  if (process.env.ATTACK_FIGURES) console.log('FIGURES role', role, JSON.stringify(tally));
  expect(failures, `${role}: ${failures.length} failing of ${ctx.ops.length} (${JSON.stringify(tally)})`).toEqual([]);
  return tally;
};
