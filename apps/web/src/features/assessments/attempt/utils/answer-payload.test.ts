import { describe, expect, it } from 'vitest';
import type { StudentQuestion } from '@plataforma/shared/assessments';
import { answerRequestSchema } from '@plataforma/shared/assessments';
import { buildAnswerPayload, emptyDraft, isAnswerReady, isValidLink, toggleOption, type AnswerDraft } from './answer-payload.ts';

const ATTEMPT = '11111111-1111-4111-8111-111111111111';
const Q = '22222222-2222-4222-8222-222222222222';
const A = '33333333-3333-4333-8333-333333333333';
const B = '44444444-4444-4444-8444-444444444444';

const question = (over: Partial<StudentQuestion>): StudentQuestion => ({
  id: Q,
  type: 'Objetiva',
  statement: 'Pergunta',
  scale: null,
  maxScore: 1,
  image: null,
  attachment: null,
  options: [
    { id: A, text: 'A' },
    { id: B, text: 'B' },
  ],
  answerType: null,
  uploadKinds: [],
  ...over,
});
const draft = (over: Partial<AnswerDraft>): AnswerDraft => ({ ...emptyDraft(), ...over });
const file = (name: string, type: string) => ({ key: name, kind: 'document' as const, file: new File(['x'], name, { type }) });

describe('toggleOption', () => {
  it('single choice and true/false keep one option', () => {
    expect(toggleOption('Objetiva', [A], B)).toEqual([B]);
    expect(toggleOption('VerdadeiroFalso', [], A)).toEqual([A]);
  });
  it('multiple choice toggles', () => {
    expect(toggleOption('Multipla', [A], B)).toEqual([A, B]);
    expect(toggleOption('Multipla', [A, B], A)).toEqual([B]);
  });
});

describe('isAnswerReady', () => {
  it('choice questions need their options', () => {
    expect(isAnswerReady(question({}), emptyDraft())).toBe(false);
    expect(isAnswerReady(question({}), draft({ optionIds: [A] }))).toBe(true);
    expect(isAnswerReady(question({}), draft({ optionIds: [A, B] }))).toBe(false);
    expect(isAnswerReady(question({}), draft({ optionIds: ['unknown'] }))).toBe(false);
    expect(isAnswerReady(question({ type: 'Multipla' }), draft({ optionIds: [A, B] }))).toBe(true);
  });
  it('scale within 1..scale', () => {
    const q = question({ type: 'Escala', scale: 5, options: [] });
    expect(isAnswerReady(q, draft({ scale: 5 }))).toBe(true);
    expect(isAnswerReady(q, draft({ scale: 6 }))).toBe(false);
    expect(isAnswerReady(q, emptyDraft())).toBe(false);
  });
  it('essay needs text (not blanks)', () => {
    const q = question({ type: 'Dissertativa', options: [] });
    expect(isAnswerReady(q, draft({ text: '   ' }))).toBe(false);
    expect(isAnswerReady(q, draft({ text: 'Minha resposta' }))).toBe(true);
  });
  it('practical by answer type', () => {
    expect(isAnswerReady(question({ type: 'Pratica', options: [], answerType: 'text' }), draft({ text: 'ok' }))).toBe(true);
    expect(isAnswerReady(question({ type: 'Pratica', options: [], answerType: 'link' }), draft({ link: 'ftp://x' }))).toBe(false);
    expect(isAnswerReady(question({ type: 'Pratica', options: [], answerType: 'link' }), draft({ link: 'https://example.com/a' }))).toBe(true);
    const upload = question({ type: 'Pratica', options: [], answerType: 'upload', uploadKinds: ['document'] });
    expect(isAnswerReady(upload, draft({ text: 'only text' }))).toBe(false);
    expect(isAnswerReady(upload, draft({ files: [file('a.pdf', 'application/pdf')] }))).toBe(true);
  });
});

describe('buildAnswerPayload', () => {
  it('single choice sends one option', () => {
    const body = buildAnswerPayload(ATTEMPT, question({}), draft({ optionIds: [B] }));
    expect(body).toEqual({ usuarioAvaliacaoId: ATTEMPT, questaoId: Q, alternativasIds: [B] });
    expect(answerRequestSchema.safeParse(body).success).toBe(true);
  });
  it('multiple choice sends the chosen options once, ignoring unknown ids', () => {
    const body = buildAnswerPayload(ATTEMPT, question({ type: 'Multipla' }), draft({ optionIds: [A, 'x', A, B] }));
    expect(body.alternativasIds).toEqual([A, B]);
  });
  it('scale sends escala only', () => {
    const body = buildAnswerPayload(ATTEMPT, question({ type: 'Escala', scale: 10, options: [] }), draft({ scale: 7, optionIds: [A] }));
    expect(body).toEqual({ usuarioAvaliacaoId: ATTEMPT, questaoId: Q, escala: 7 });
    expect(answerRequestSchema.safeParse(body).success).toBe(true);
  });
  it('essay sends the trimmed text', () => {
    const body = buildAnswerPayload(ATTEMPT, question({ type: 'Dissertativa', options: [] }), draft({ text: '  Texto  ' }));
    expect(body).toEqual({ usuarioAvaliacaoId: ATTEMPT, questaoId: Q, texto: 'Texto' });
  });
  it('practical sends its answer type with text, link, or (upload) the optional text', () => {
    const text = buildAnswerPayload(ATTEMPT, question({ type: 'Pratica', options: [], answerType: 'text' }), draft({ text: 'feito' }));
    expect(text).toEqual({ usuarioAvaliacaoId: ATTEMPT, questaoId: Q, answerType: 'text', texto: 'feito' });
    const link = buildAnswerPayload(ATTEMPT, question({ type: 'Pratica', options: [], answerType: 'link' }), draft({ link: ' https://example.com/x ', text: 'ignored' }));
    expect(link).toEqual({ usuarioAvaliacaoId: ATTEMPT, questaoId: Q, answerType: 'link', link: 'https://example.com/x' });
    expect(answerRequestSchema.safeParse(link).success).toBe(true);
    const upload = buildAnswerPayload(ATTEMPT, question({ type: 'Pratica', options: [], answerType: 'upload' }), draft({ files: [file('a.pdf', 'application/pdf')] }));
    expect(upload).toEqual({ usuarioAvaliacaoId: ATTEMPT, questaoId: Q, answerType: 'upload' });
    const withNote = buildAnswerPayload(ATTEMPT, question({ type: 'Pratica', options: [], answerType: 'upload' }), draft({ text: 'veja o arquivo' }));
    expect(withNote.texto).toBe('veja o arquivo');
  });
});

describe('isValidLink', () => {
  it('http and https only', () => {
    expect(isValidLink('https://example.com')).toBe(true);
    expect(isValidLink('http://intranet.local/doc')).toBe(true);
    expect(isValidLink('javascript:alert(1)')).toBe(false);
    expect(isValidLink('example.com')).toBe(false);
    expect(isValidLink('')).toBe(false);
  });
});
