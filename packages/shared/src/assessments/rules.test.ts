import { describe, expect, it } from 'vitest';
import { answerRequestSchema, saveAvaliacaoRequestSchema, type SaveAvaliacaoRequest } from './contracts.ts';
import {
  attemptDeadline,
  attemptsAllowed,
  attemptStatus,
  canSkipAssessment,
  countAnswers,
  gradeAttempt,
  gradeChoice,
  isApprovedStatus,
  isFinalStatus,
  settlesItem,
  isTimeOver,
  isValidCorrectionScore,
  itemProgress,
  minutesBetween,
  normaliseDuration,
  optionsForKind,
  questionIssue,
  questionsPerAttempt,
  secondsLeft,
  shuffled,
  startBlock,
  startBlockMessage,
  uploadSegmentOf,
  type GradedQuestion,
  type QuestionDraft,
} from './rules.ts';

const q = (over: Partial<QuestionDraft>): QuestionDraft => ({ type: 'Objetiva', statement: 'Qual?', maxScore: 1, options: [], ...over });
const opt = (text: string, isTrue = false) => ({ text, isTrue });

describe('normaliseDuration', () => {
  it('pads two parts with :00 and only with the timer', () => {
    expect(normaliseDuration('01:30', true)).toBe('01:30:00');
    expect(normaliseDuration('1:5', true)).toBe('01:05:00');
    expect(normaliseDuration('00:10:30', true)).toBe('00:10:30');
    expect(normaliseDuration('01:30', false)).toBeNull();
    expect(normaliseDuration('  ', true)).toBeNull();
    expect(normaliseDuration(null, true)).toBeNull();
  });
});

describe('questionIssue (3-admin §5)', () => {
  it('true/false has exactly two options', () => {
    expect(questionIssue(q({ type: 'VerdadeiroFalso', options: [opt('V', true)] }))?.message).toBe('avaliacoes.trueFalseTwoOptions');
    expect(questionIssue(q({ type: 'VerdadeiroFalso', options: [opt('V', true), opt('F'), opt('X')] }))?.message).toBe('avaliacoes.trueFalseTwoOptions');
    expect(questionIssue(q({ type: 'VerdadeiroFalso', options: [opt('V', true), opt('F')] }))).toBeNull();
  });
  it('needs a correct option, one only on single choice, descriptions on every option', () => {
    expect(questionIssue(q({ options: [opt('a'), opt('b')] }))?.message).toBe('avaliacoes.correctOptionRequired');
    expect(questionIssue(q({ options: [opt('a', true), opt('b', true)] }))?.message).toBe('avaliacoes.oneCorrectOption');
    expect(questionIssue(q({ type: 'Multipla', options: [opt('a', true), opt('b', true)] }))).toBeNull();
    expect(questionIssue(q({ options: [opt('a', true), opt(' ')] }))).toEqual({ message: 'avaliacoes.optionTextRequired', field: 'options.1.text' });
    expect(questionIssue(q({ options: [opt('a', true)] }))?.message).toBe('avaliacoes.optionsMin');
    expect(questionIssue(q({ type: 'Multipla', options: [] }))?.message).toBe('avaliacoes.optionsRequired');
  });
  it('alternative text at most 500 characters', () => {
    expect(questionIssue(q({ options: [opt('a'.repeat(500), true), opt('b')] }))).toBeNull();
    expect(questionIssue(q({ options: [opt('a'.repeat(501), true), opt('b')] }))?.message).toBe('avaliacoes.optionTextMax');
  });
  it('score above zero and not above the maximum', () => {
    expect(questionIssue(q({ type: 'Dissertativa', maxScore: 0 }))?.message).toBe('avaliacoes.maxScoreRange');
    expect(questionIssue(q({ type: 'Dissertativa', maxScore: 0.5 }))).toBeNull();
    expect(questionIssue(q({ type: 'Dissertativa', maxScore: 100 }))).toBeNull();
    expect(questionIssue(q({ type: 'Dissertativa', maxScore: 100.01 }))?.message).toBe('avaliacoes.maxScoreRange');
  });
  it('scale from 1 to 2..10; practical answer type and upload kinds', () => {
    expect(questionIssue(q({ type: 'Escala', scale: 1 }))?.message).toBe('avaliacoes.scaleRange');
    expect(questionIssue(q({ type: 'Escala', scale: 2 }))).toBeNull();
    expect(questionIssue(q({ type: 'Escala', scale: 10 }))).toBeNull();
    expect(questionIssue(q({ type: 'Escala', scale: 11 }))?.message).toBe('avaliacoes.scaleRange');
    expect(questionIssue(q({ type: 'Pratica' }))?.message).toBe('avaliacoes.answerTypeRequired');
    expect(questionIssue(q({ type: 'Pratica', answerType: 'upload', uploadKinds: [] }))?.message).toBe('avaliacoes.uploadKindsRequired');
    expect(questionIssue(q({ type: 'Pratica', answerType: 'upload', uploadKinds: ['microphone'] }))).toBeNull();
    expect(questionIssue(q({ type: 'Pratica', answerType: 'text' }))).toBeNull();
  });
  it('a blank statement is required', () => {
    expect(questionIssue(q({ statement: '  ', type: 'Dissertativa' }))).toEqual({ message: 'validation.required', field: 'statement' });
  });
});

describe('optionsForKind (3-admin §4)', () => {
  const blank = (text: string, isTrue: boolean) => ({ text, isTrue });
  it('switching to Objetiva keeps only the first true option', () => {
    const out = optionsForKind('Objetiva', [opt('a'), opt('b', true), opt('c', true)], blank);
    expect(out.map((o) => o.isTrue)).toEqual([false, true, false]);
  });
  it('true/false gets exactly two options', () => {
    expect(optionsForKind('VerdadeiroFalso', [], blank)).toEqual([opt('Verdadeiro', true), opt('Falso')]);
    expect(optionsForKind('VerdadeiroFalso', [opt('a'), opt('b', true), opt('c', true)], blank)).toEqual([opt('a'), opt('b', true)]);
  });
  it('kinds without options drop them; Multipla keeps every true option', () => {
    expect(optionsForKind('Dissertativa', [opt('a', true)], blank)).toEqual([]);
    expect(optionsForKind('Multipla', [opt('a', true), opt('b', true)], blank)).toEqual([opt('a', true), opt('b', true)]);
  });
});

describe('gradeChoice', () => {
  it('single choice: full score only for the one right option', () => {
    expect(gradeChoice('Objetiva', 2, ['r'], ['r'])).toEqual({ score: 2, correct: true, partiallyCorrect: false });
    expect(gradeChoice('Objetiva', 2, ['r'], ['w'])).toEqual({ score: 0, correct: false, partiallyCorrect: false });
    expect(gradeChoice('VerdadeiroFalso', 1, ['r'], ['r', 'w'])).toEqual({ score: 0, correct: false, partiallyCorrect: false });
    expect(gradeChoice('Objetiva', 1, ['r'], [])).toEqual({ score: 0, correct: false, partiallyCorrect: false });
  });
  it('multiple choice: proportional, wrong picks subtract, never below zero', () => {
    expect(gradeChoice('Multipla', 1, ['a', 'b'], ['a', 'b'])).toEqual({ score: 1, correct: true, partiallyCorrect: false });
    expect(gradeChoice('Multipla', 1, ['a', 'b'], ['a'])).toEqual({ score: 0.5, correct: false, partiallyCorrect: true });
    expect(gradeChoice('Multipla', 1, ['a', 'b'], ['a', 'x'])).toEqual({ score: 0, correct: false, partiallyCorrect: false });
    expect(gradeChoice('Multipla', 3, ['a', 'b', 'c'], ['a', 'b', 'x'])).toEqual({ score: 1, correct: false, partiallyCorrect: true });
    expect(gradeChoice('Multipla', 1, ['a'], ['x', 'y'])).toEqual({ score: 0, correct: false, partiallyCorrect: false });
    expect(gradeChoice('Multipla', 1, ['a', 'b'], ['a', 'a'])).toEqual({ score: 0.5, correct: false, partiallyCorrect: true });
  });
});

describe('countAnswers (Acertos / Erros / Pendentes)', () => {
  const q = (tipo: GradedQuestion['tipo'], answered: boolean, score: number | null, pending = false, maxScore = 1): GradedQuestion => ({ tipo, maxScore, answered, score, pending });
  it('essay and practical answers awaiting correction are pending, never misses', () => {
    expect(countAnswers([q('Objetiva', true, 1), q('Objetiva', true, 0), q('Dissertativa', true, null, true), q('Pratica', true, null, true)])).toEqual({ hit: 1, miss: 1, pending: 2 });
  });
  it('scale answers are neither hits, misses nor pending', () => {
    expect(countAnswers([q('Escala', true, null), q('Escala', false, null)])).toEqual({ hit: 0, miss: 0, pending: 0 });
    expect(countAnswers([q('Escala', true, null), q('Dissertativa', true, null, true)])).toEqual({ hit: 0, miss: 0, pending: 1 });
  });
  it('an unanswered essay or practical question is a miss (it scores zero), not pending', () => {
    expect(countAnswers([q('Dissertativa', false, null, true), q('Pratica', false, null)])).toEqual({ hit: 0, miss: 2, pending: 0 });
  });
  it('once corrected: full score is a hit, anything below (even 0.01 short) a miss', () => {
    expect(countAnswers([q('Dissertativa', true, 2, false, 2), q('Pratica', true, 1.99, false, 2), q('Dissertativa', true, 0)])).toEqual({ hit: 1, miss: 2, pending: 0 });
  });
  it('partly right multiple choice is a miss; nothing at all counts nothing', () => {
    expect(countAnswers([q('Multipla', true, 0.5)])).toEqual({ hit: 0, miss: 1, pending: 0 });
    expect(countAnswers([])).toEqual({ hit: 0, miss: 0, pending: 0 });
  });
  it('the attempt grade carries the same counts', () => {
    const g = gradeAttempt([q('Objetiva', true, 1), q('Dissertativa', true, null, true), q('VerdadeiroFalso', false, null)]);
    expect(g).toMatchObject({ hit: 1, miss: 1, pendingCount: 1, pending: true });
  });
});

describe('gradeAttempt and attemptStatus', () => {
  it('percent of the graded max scores; scale questions do not count; unanswered score zero', () => {
    const g = gradeAttempt([
      { tipo: 'Objetiva', maxScore: 1, answered: true, score: 1, pending: false },
      { tipo: 'Multipla', maxScore: 2, answered: true, score: 1, pending: false },
      { tipo: 'Escala', maxScore: 1, answered: true, score: null, pending: false },
      { tipo: 'VerdadeiroFalso', maxScore: 1, answered: false, score: null, pending: false },
    ]);
    expect(g).toEqual({ score: 50, hit: 1, miss: 2, pendingCount: 0, pending: false });
  });
  it('nothing graded scores 100; pending essays keep the attempt pending', () => {
    expect(gradeAttempt([{ tipo: 'Escala', maxScore: 1, answered: true, score: null, pending: false }]).score).toBe(100);
    const pending = gradeAttempt([{ tipo: 'Dissertativa', maxScore: 1, answered: true, score: null, pending: true }]);
    expect(pending.pending).toBe(true);
    expect(attemptStatus({ tipo: 'Aprendizagem', minimumScore: 0, grade: pending })).toBe('PendenteDeCorrecao');
  });
  it('approved at the minimum score exactly, failed just below; reaction always approved', () => {
    const at = (score: number) => ({ score, hit: 0, miss: 0, pendingCount: 0, pending: false });
    expect(attemptStatus({ tipo: 'Aprendizagem', minimumScore: 70, grade: at(70) })).toBe('Aprovado');
    expect(attemptStatus({ tipo: 'Aprendizagem', minimumScore: 70, grade: at(69.99) })).toBe('Reprovado');
    expect(attemptStatus({ tipo: 'Reacao', minimumScore: 70, grade: at(0) })).toBe('Aprovado');
  });
  it('final and approved statuses', () => {
    expect(isFinalStatus('Pendente')).toBe(false);
    expect(isFinalStatus('PendenteDeCorrecao')).toBe(false);
    expect(isFinalStatus('Desistencia')).toBe(true);
    expect(isApprovedStatus('NaoRespondido')).toBe(true);
    expect(isApprovedStatus('Reprovado')).toBe(false);
  });
  it('correction score from 0 to the question max', () => {
    expect(isValidCorrectionScore(0, 2)).toBe(true);
    expect(isValidCorrectionScore(2, 2)).toBe(true);
    expect(isValidCorrectionScore(2.01, 2)).toBe(false);
    expect(isValidCorrectionScore(-0.01, 2)).toBe(false);
    expect(isValidCorrectionScore(Number.NaN, 2)).toBe(false);
  });
});

describe('attempts', () => {
  const a = { tipo: 'Aprendizagem' as const, canRetry: true, maxRetries: 2 };
  it('one attempt plus the retries when allowed', () => {
    expect(attemptsAllowed({ canRetry: false, maxRetries: 5 })).toBe(1);
    expect(attemptsAllowed(a)).toBe(3);
  });
  it('start blocks', () => {
    expect(startBlock(a, [])).toBeNull();
    expect(startBlock(a, ['Reprovado', 'Desistencia'])).toBeNull();
    expect(startBlock(a, ['Reprovado', 'Desistencia', 'Reprovado'])).toBe('exhausted');
    expect(startBlock(a, ['Aprovado'])).toBe('approved');
    expect(startBlock(a, ['PendenteDeCorrecao'])).toBe('pendingCorrection');
    expect(startBlock({ ...a, tipo: 'Reacao' }, ['Aprovado'])).toBe('reactionDone');
    expect(startBlock({ ...a, tipo: 'Reacao' }, ['NaoRespondido'])).toBe('skipped');
    expect(startBlock({ ...a, canRetry: false }, ['Reprovado'])).toBe('exhausted');
  });
  it('names the message of each start block', () => {
    expect(startBlockMessage('approved')).toBe('avaliacoes.blockedApproved');
    expect(startBlockMessage('pendingCorrection')).toBe('avaliacoes.blockedPendingCorrection');
  });
  it('only reaction and diagnostic assessments can be skipped', () => {
    expect(canSkipAssessment('Reacao')).toBe(true);
    expect(canSkipAssessment('Diagnostica')).toBe(true);
    expect(canSkipAssessment('Aprendizagem')).toBe(false);
    expect(canSkipAssessment('Comportamento')).toBe(false);
  });
  it('questions per attempt', () => {
    expect(questionsPerAttempt(10, null)).toBe(10);
    expect(questionsPerAttempt(10, 3)).toBe(3);
    expect(questionsPerAttempt(2, 3)).toBe(2);
  });
  it('item progress: 100 once settled, answered share up to 99 otherwise', () => {
    expect(itemProgress([], 1)).toBe(0);
    expect(itemProgress([{ status: 'Pendente', answered: 1, total: 2 }], 1)).toBe(49);
    expect(itemProgress([{ status: 'Pendente', answered: 2, total: 2 }], 1)).toBe(99);
    expect(itemProgress([{ status: 'PendenteDeCorrecao', answered: 2, total: 2 }], 1)).toBe(99);
    expect(itemProgress([{ status: 'NaoRespondido', answered: 0, total: 0 }], 1)).toBe(100);
    expect(itemProgress([{ status: 'Reprovado', answered: 2, total: 2 }], 3)).toBe(100);
    expect(itemProgress([{ status: 'Aprovado', answered: 2, total: 2 }], 3)).toBe(100);
  });
  it('a give-up settles the item (failed) only when no attempt is left; before that it loses the progress', () => {
    const gaveUp = { status: 'Desistencia' as const, answered: 0, total: 2 };
    expect(itemProgress([gaveUp], 1)).toBe(100);
    expect(itemProgress([gaveUp], 2)).toBe(0);
    expect(itemProgress([gaveUp, gaveUp], 2)).toBe(100);
    expect(itemProgress([gaveUp, { status: 'Pendente', answered: 1, total: 2 }], 3)).toBe(49);
    expect(itemProgress([gaveUp, { status: 'PendenteDeCorrecao', answered: 2, total: 2 }], 3)).toBe(99);
    // The last allowed attempt awaits correction after a give-up: pending, not settled by the give-up.
    expect(itemProgress([gaveUp, { status: 'PendenteDeCorrecao', answered: 2, total: 2 }], 2)).toBe(99);
    expect(settlesItem('Desistencia', true)).toBe(false);
    expect(settlesItem('Desistencia', false)).toBe(true);
    expect(settlesItem('PendenteDeCorrecao', false)).toBe(false);
  });
});

describe('timer', () => {
  const start = new Date('2026-11-22T10:00:00Z');
  it('deadline only with the timer shown', () => {
    expect(attemptDeadline(start, 600, true)?.toISOString()).toBe('2026-11-22T10:10:00.000Z');
    expect(attemptDeadline(start, 600, false)).toBeNull();
    expect(attemptDeadline(start, null, true)).toBeNull();
  });
  it('time over after the deadline plus a 2 s grace', () => {
    const deadline = new Date('2026-11-22T10:10:00Z');
    expect(isTimeOver(deadline, new Date('2026-11-22T10:10:02Z'))).toBe(false);
    expect(isTimeOver(deadline, new Date('2026-11-22T10:10:02.001Z'))).toBe(true);
    expect(isTimeOver(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(secondsLeft(deadline, new Date('2026-11-22T10:09:59.500Z'))).toBe(1);
    expect(secondsLeft(deadline, new Date('2026-11-22T10:11:00Z'))).toBe(0);
    expect(minutesBetween(start, new Date('2026-11-22T10:00:01Z'))).toBe(1);
  });
});

describe('shuffled', () => {
  it('is stable for a seed, a permutation, and differs across seeds', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffled(items, 'a')).toEqual(shuffled(items, 'a'));
    expect([...shuffled(items, 'a')].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled(items, 'a')).not.toEqual(shuffled(items, 'b'));
    expect(items).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});

describe('upload segments (2-learner §5)', () => {
  it('maps kinds to the upload calls', () => {
    expect(uploadSegmentOf('document')).toBe('Documentos');
    expect(uploadSegmentOf('image')).toBe('Imagens');
    expect(uploadSegmentOf('microphone')).toBe('Audio');
    expect(uploadSegmentOf('audio')).toBe('Audio');
    expect(uploadSegmentOf('camera')).toBe('Video');
    expect(uploadSegmentOf('screen')).toBe('Video');
  });
});

describe('saveAvaliacaoRequestSchema', () => {
  const base: SaveAvaliacaoRequest = {
    title: 'Prova',
    type: 'Aprendizagem',
    questions: [{ type: 'Objetiva', statement: 'Q', options: [{ text: 'a', isTrue: true }, { text: 'b' }] }],
  };
  const issues = (input: SaveAvaliacaoRequest) => {
    const r = saveAvaliacaoRequestSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };
  it('needs a question', () => {
    expect(issues({ ...base, questions: [] })).toContain('questions:avaliacoes.questionsRequired');
  });
  it('duration only with the timer, padded, at least a minute', () => {
    const ok = saveAvaliacaoRequestSchema.parse({ ...base, showTimer: true, duration: '00:30' });
    expect(ok.duration).toBe('00:30:00');
    expect(saveAvaliacaoRequestSchema.parse({ ...base, showTimer: false, duration: '00:30' }).duration).toBeNull();
    expect(issues({ ...base, showTimer: true, duration: '00:00:59' })).toContain('duration:avaliacoes.durationMin');
    expect(issues({ ...base, showTimer: true, duration: '00:01:00' })).toEqual([]);
    expect(issues({ ...base, showTimer: true, duration: '24:00' })).toContain('duration:validation.duration');
    expect(issues({ ...base, showTimer: true })).toContain('duration:validation.duration');
  });
  it('maxQuestions within the questions; retries when retrying', () => {
    expect(issues({ ...base, maxQuestions: 2 })).toContain('maxQuestions:avaliacoes.maxQuestionsRange');
    expect(issues({ ...base, maxQuestions: 1 })).toEqual([]);
    expect(issues({ ...base, canRetry: true })).toContain('maxRetries:avaliacoes.maxRetriesRange');
    expect(saveAvaliacaoRequestSchema.parse({ ...base, canRetry: false, maxRetries: 3 }).maxRetries).toBeNull();
  });
  it('minimum score 0..100 and question issues on their path', () => {
    expect(issues({ ...base, score: 101 })).toContain('score:avaliacoes.minimumScoreRange');
    expect(issues({ ...base, questions: [{ type: 'Objetiva', statement: 'Q', options: [{ text: 'a' }, { text: 'b' }] }] })).toContain(
      'questions.0.options:avaliacoes.correctOptionRequired',
    );
    expect(issues({ ...base, questions: [{ type: 'Objetiva', statement: 'Q', options: [{ text: 'a', isTrue: true }, { text: '' }] }] })).toContain(
      'questions.0.options.1.text:avaliacoes.optionTextRequired',
    );
  });
  it('drops fields a kind does not use', () => {
    const out = saveAvaliacaoRequestSchema.parse({
      ...base,
      questions: [{ type: 'Dissertativa', statement: 'Q', scale: 5, options: [{ text: 'x', isTrue: true }], answerType: 'upload', uploadKinds: ['audio'] }],
    });
    expect(out.questions[0]).toMatchObject({ scale: null, options: [], answerType: null, uploadKinds: [], maxScore: 1 });
  });
});

describe('answerRequestSchema', () => {
  it('scale from 1 to 10 and a valid link', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(answerRequestSchema.safeParse({ usuarioAvaliacaoId: id, questaoId: id, escala: 0 }).success).toBe(false);
    expect(answerRequestSchema.safeParse({ usuarioAvaliacaoId: id, questaoId: id, escala: 10 }).success).toBe(true);
    expect(answerRequestSchema.safeParse({ usuarioAvaliacaoId: id, questaoId: id, link: 'not a link' }).success).toBe(false);
  });
});
