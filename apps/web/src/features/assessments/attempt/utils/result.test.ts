import { describe, expect, it } from 'vitest';
import { formatScore, hasAnswerFeedback, optionStateOf, resultViewOf, timeOverResultOf } from './result.ts';

describe('resultViewOf', () => {
  it('maps the status', () => {
    expect(resultViewOf({ status: 'Aprovado', timeOver: false, approved: true })).toBe('approved');
    expect(resultViewOf({ status: 'Reprovado', timeOver: false, approved: false })).toBe('failed');
    expect(resultViewOf({ status: 'PendenteDeCorrecao', timeOver: false, approved: false })).toBe('pending');
    expect(resultViewOf({ status: 'Desistencia', timeOver: false, approved: false })).toBe('gaveUp');
    expect(resultViewOf({ status: 'NaoRespondido', timeOver: false, approved: true })).toBe('skipped');
  });
  it('time over wins unless the answers await correction', () => {
    expect(resultViewOf({ status: 'Reprovado', timeOver: true, approved: false })).toBe('timeOver');
    expect(resultViewOf({ status: 'Aprovado', timeOver: true, approved: true })).toBe('timeOver');
    expect(resultViewOf({ status: 'PendenteDeCorrecao', timeOver: true, approved: false })).toBe('pending');
  });
});

describe('formatScore', () => {
  it('one decimal at most, in the language', () => {
    expect(formatScore(87.5, 'pt-BR')).toBe('87,5%');
    expect(formatScore(100, 'en-US')).toBe('100%');
    expect(formatScore(66.667, 'en-US')).toBe('66.7%');
    expect(formatScore(null, 'pt-BR')).toBe('—');
  });
});

describe('timeOverResultOf', () => {
  const result = { userTestId: 'x', status: 'Reprovado', timeOver: true };
  it('reads details.result of a 409', () => {
    expect(timeOverResultOf({ status: 409, details: { result } })).toEqual(result);
  });
  it('ignores other failures', () => {
    expect(timeOverResultOf({ status: 400, details: { result } })).toBeNull();
    expect(timeOverResultOf({ status: 409, details: null })).toBeNull();
    expect(timeOverResultOf(new Error('x'))).toBeNull();
    expect(timeOverResultOf(null)).toBeNull();
  });
});

describe('hasAnswerFeedback', () => {
  const base = { hitFeedback: null, missFeedback: null, correctAnswers: [] as string[] };
  it('feedback texts or right options', () => {
    expect(hasAnswerFeedback(base)).toBe(false);
    expect(hasAnswerFeedback({ ...base, hitFeedback: '  ' })).toBe(false);
    expect(hasAnswerFeedback({ ...base, missFeedback: 'Revise o módulo 2' })).toBe(true);
    expect(hasAnswerFeedback({ ...base, correctAnswers: ['a'] })).toBe(true);
  });
});

describe('optionStateOf', () => {
  it('with the right options shown', () => {
    const answer = { userAnswers: ['a', 'b'], correctAnswers: ['a', 'c'], correct: false };
    expect(optionStateOf('a', answer, false)).toBe('right');
    expect(optionStateOf('b', answer, false)).toBe('wrong');
    expect(optionStateOf('c', answer, false)).toBe('missed');
    expect(optionStateOf('d', answer, false)).toBe('none');
  });
  it('without them: a graded single choice colours the chosen option', () => {
    expect(optionStateOf('a', { userAnswers: ['a'], correctAnswers: [], correct: true }, true)).toBe('right');
    expect(optionStateOf('a', { userAnswers: ['a'], correctAnswers: [], correct: false }, true)).toBe('wrong');
    expect(optionStateOf('a', { userAnswers: ['a'], correctAnswers: [], correct: false }, false)).toBe('chosen');
    expect(optionStateOf('a', { userAnswers: ['a'], correctAnswers: [], correct: null }, true)).toBe('chosen');
    expect(optionStateOf('b', { userAnswers: ['a'], correctAnswers: [], correct: true }, true)).toBe('none');
  });
});
