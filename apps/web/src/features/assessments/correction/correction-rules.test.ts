import type { CorrectionAnswer, CorrectionView, Question } from '@plataforma/shared/assessments';
import { describe, expect, it } from 'vitest';
import {
  answerShape,
  assessmentOptions,
  canFinishCorrection,
  contextTitle,
  fileView,
  isAnswered,
  isCorrectionOpen,
  optionMark,
  pendingAnswers,
  scoreIssue,
  scoreText,
  segmentOfFile,
} from './correction-rules.ts';

const question = (type: Question['type'], extra: Partial<Question> = {}): Question => ({
  id: `q-${type}`,
  type,
  statement: 'Enunciado',
  scale: null,
  maxScore: 2,
  showFeedback: false,
  rightFeedback: null,
  wrongFeedback: null,
  order: 1,
  image: null,
  attachment: null,
  options: [],
  answerType: null,
  uploadKinds: [],
  ...extra,
});

const answer = (type: Question['type'], extra: Partial<CorrectionAnswer> = {}): CorrectionAnswer => ({
  id: `a-${type}`,
  question: question(type),
  status: type === 'Dissertativa' || type === 'Pratica' ? 'pending' : 'submitted',
  userAnswers: [],
  answerDiscourse: null,
  link: null,
  scale: null,
  files: [],
  score: null,
  needsCorrection: type === 'Dissertativa' || type === 'Pratica',
  correction: null,
  ...extra,
});

const correction = { id: 'c1', userAssessmentResponseId: 'a', score: 1, observations: null, files: [], evaluatorName: 'Ana', correctedAt: '2026-01-01T00:00:00Z' };

const view = (answers: CorrectionAnswer[], status: CorrectionView['status'] = 'PendenteDeCorrecao') => ({ answers, status });

describe('pending answers and finishing', () => {
  it('counts only essay and practical answers without a correction', () => {
    const answers = [answer('Objetiva', { userAnswers: ['o1'] }), answer('Dissertativa', { answerDiscourse: 'texto' }), answer('Pratica', { correction })];
    expect(pendingAnswers(view(answers)).map((a) => a.id)).toEqual(['a-Dissertativa']);
    expect(canFinishCorrection(view(answers))).toBe(false);
  });

  it('allows finishing once every pending answer has its correction, only while the attempt awaits correction', () => {
    const answers = [answer('Objetiva'), answer('Dissertativa', { correction })];
    expect(canFinishCorrection(view(answers))).toBe(true);
    expect(canFinishCorrection(view(answers, 'Aprovado'))).toBe(false);
    expect(isCorrectionOpen({ status: 'PendenteDeCorrecao' })).toBe(true);
    expect(isCorrectionOpen({ status: 'Reprovado' })).toBe(false);
  });
});

describe('scoreIssue', () => {
  it('requires a score from 0 to the question maximum', () => {
    expect(scoreIssue('', 2)).toBe('scoreRequired');
    expect(scoreIssue(null, 2)).toBe('scoreRequired');
    expect(scoreIssue(-0.5, 2)).toBe('scoreRange');
    expect(scoreIssue(2.01, 2)).toBe('scoreRange');
    expect(scoreIssue('abc', 2)).toBe('scoreRange');
    expect(scoreIssue(0, 2)).toBeNull();
    expect(scoreIssue(2, 2)).toBeNull();
    expect(scoreIssue('1.5', 2)).toBeNull();
  });
});

describe('optionMark', () => {
  it('marks chosen right, chosen wrong, missed right and untouched options', () => {
    expect(optionMark({ id: 'a', isTrue: true }, ['a'])).toBe('hit');
    expect(optionMark({ id: 'b', isTrue: false }, ['b'])).toBe('wrong');
    expect(optionMark({ id: 'c', isTrue: true }, ['a'])).toBe('missed');
    expect(optionMark({ id: 'd', isTrue: false }, ['a'])).toBe('none');
  });
});

describe('answer shapes', () => {
  it('shows choice kinds with options, scale, essay and practical answers', () => {
    expect(answerShape(answer('Objetiva'))).toBe('choice');
    expect(answerShape(answer('Multipla'))).toBe('choice');
    expect(answerShape(answer('VerdadeiroFalso'))).toBe('choice');
    expect(answerShape(answer('Escala'))).toBe('scale');
    expect(answerShape(answer('Dissertativa'))).toBe('essay');
    expect(answerShape(answer('Pratica'))).toBe('practical');
  });

  it('knows an unanswered question', () => {
    expect(isAnswered(answer('Dissertativa'))).toBe(false);
    expect(isAnswered(answer('Dissertativa', { answerDiscourse: '   ' }))).toBe(false);
    expect(isAnswered(answer('Dissertativa', { answerDiscourse: 'Minha resposta' }))).toBe(true);
    expect(isAnswered(answer('Escala', { scale: 3 }))).toBe(true);
    expect(isAnswered(answer('Objetiva', { userAnswers: ['x'] }))).toBe(true);
    expect(isAnswered(answer('Pratica', { link: 'https://exemplo.com' }))).toBe(true);
  });
});

describe('files', () => {
  it('sends a picked file to the segment of its type, then of its extension', () => {
    expect(segmentOfFile({ type: 'image/png', name: 'a.png' })).toBe('Imagens');
    expect(segmentOfFile({ type: 'audio/mpeg', name: 'a.mp3' })).toBe('Audio');
    expect(segmentOfFile({ type: 'video/mp4', name: 'a.mp4' })).toBe('Video');
    expect(segmentOfFile({ type: 'application/pdf', name: 'a.pdf' })).toBe('Documentos');
    expect(segmentOfFile({ type: '', name: 'FOTO.JPG' })).toBe('Imagens');
    expect(segmentOfFile({ type: '', name: 'gravacao.webm' })).toBe('Video');
    expect(segmentOfFile({ type: '', name: 'notas' })).toBe('Documentos');
  });

  it('shows audio and video with players, images as previews and the rest as documents', () => {
    expect(fileView({ kind: 'Audio', mime: 'audio/webm' })).toBe('audio');
    expect(fileView({ kind: 'Audio', mime: 'video/webm' })).toBe('audio');
    expect(fileView({ kind: 'Video', mime: 'video/webm' })).toBe('video');
    expect(fileView({ kind: 'Imagens', mime: 'image/png' })).toBe('image');
    expect(fileView({ kind: 'Documentos', mime: 'application/pdf' })).toBe('document');
    expect(fileView({ kind: 'Video', mime: 'application/octet-stream' })).toBe('video');
  });
});

describe('list helpers', () => {
  it('names the course first, then the trail', () => {
    expect(contextTitle({ cursoTitulo: 'Curso', formacaoTitulo: 'Trilha' })).toBe('Curso');
    expect(contextTitle({ cursoTitulo: null, formacaoTitulo: 'Trilha' })).toBe('Trilha');
    expect(contextTitle({ cursoTitulo: null, formacaoTitulo: null })).toBeNull();
  });

  it('builds the assessment filter from the rows seen, keeping the known ones, sorted by title', () => {
    const known = [{ value: 'b', label: 'Boas-vindas' }];
    const rows = [
      { avaliacaoId: 'z', title: 'Avaliação final' },
      { avaliacaoId: 'b', title: 'Outro título' },
      { avaliacaoId: 'z', title: 'Avaliação final' },
    ];
    expect(assessmentOptions(known, rows)).toEqual([
      { value: 'z', label: 'Avaliação final' },
      { value: 'b', label: 'Boas-vindas' },
    ]);
  });

  it('shows scores with two decimals at most', () => {
    expect(scoreText(66.666)).toBe('66.67');
    expect(scoreText(70)).toBe('70');
  });
});
