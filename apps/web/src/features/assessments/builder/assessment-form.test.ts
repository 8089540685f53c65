import { describe, expect, it } from 'vitest';
import { saveAvaliacaoRequestSchema, type Avaliacao, type Question } from '@plataforma/shared/assessments';
import {
  addOption,
  assessmentToValues,
  assessmentValuesToRequest,
  canAddOption,
  changeQuestionType,
  duplicateQuestion,
  emptyAssessmentValues,
  firstQuestionWithErrors,
  newQuestion,
  questionHasErrors,
  toggleCorrect,
  totalScore,
  validateAssessmentValues,
  type AssessmentFormValues,
  type QuestionRow,
} from './assessment-form.ts';

const TF = ['Verdadeiro', 'Falso'] as const;
const ID = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

const objective = (texts: string[], correct: number[]): QuestionRow => {
  const q = newQuestion('Objetiva', TF);
  return { ...q, statement: 'Qual?', options: texts.map((text, i) => ({ key: `o${i}`, id: null, text, isTrue: correct.includes(i) })) };
};

const valid = (): AssessmentFormValues => ({ ...emptyAssessmentValues(), title: 'Avaliação final', questions: [objective(['A', 'B'], [1])] });

describe('new questions and kind changes', () => {
  it('starts choices with two blank options, true/false with Verdadeiro/Falso (the first true), others without options', () => {
    expect(newQuestion('Objetiva', TF).options.map((o) => [o.text, o.isTrue])).toEqual([
      ['', false],
      ['', false],
    ]);
    expect(newQuestion('VerdadeiroFalso', TF).options.map((o) => [o.text, o.isTrue])).toEqual([
      ['Verdadeiro', true],
      ['Falso', false],
    ]);
    expect(newQuestion('Dissertativa', TF).options).toEqual([]);
    expect(newQuestion('Escala', TF).scale).toBe(5);
    expect(newQuestion('Pratica', TF).answerType).toBe('text');
    expect(newQuestion('Objetiva', TF).maxScore).toBe(1);
  });

  it('keeps only the first correct option when a multiple choice becomes single choice', () => {
    const multiple = { ...objective(['A', 'B', 'C'], [1, 2]), type: 'Multipla' as const };
    const single = changeQuestionType(multiple, 'Objetiva', TF);
    expect(single.options.map((o) => o.isTrue)).toEqual([false, true, false]);
    expect(single.options.map((o) => o.text)).toEqual(['A', 'B', 'C']);
  });

  it('gives true/false exactly two options, keeping the first two', () => {
    const tf = changeQuestionType(objective(['A', 'B', 'C'], [2]), 'VerdadeiroFalso', TF);
    expect(tf.options.map((o) => o.text)).toEqual(['A', 'B']);
    const fromOne = changeQuestionType({ ...objective(['Só'], []), type: 'Multipla' }, 'VerdadeiroFalso', TF);
    expect(fromOne.options.map((o) => o.text)).toEqual(['Só', 'Falso']);
  });

  it('drops the options of kinds without them and starts two blanks when coming back', () => {
    const essay = changeQuestionType(objective(['A', 'B'], [0]), 'Dissertativa', TF);
    expect(essay.options).toEqual([]);
    expect(changeQuestionType(essay, 'Multipla', TF).options).toHaveLength(2);
    expect(changeQuestionType(essay, 'Escala', TF).scale).toBe(5);
    expect(changeQuestionType(essay, 'Pratica', TF).answerType).toBe('text');
  });
});

describe('options', () => {
  it('marks one correct option for single choice and toggles for multiple choice', () => {
    const q = objective(['A', 'B', 'C'], [0]);
    expect(toggleCorrect(q, 2).map((o) => o.isTrue)).toEqual([false, false, true]);
    const m = { ...q, type: 'Multipla' as const };
    expect(toggleCorrect(m, 2).map((o) => o.isTrue)).toEqual([true, false, true]);
    expect(toggleCorrect(m, 0).map((o) => o.isTrue)).toEqual([false, false, false]);
  });

  it('adds options up to ten, never to true/false', () => {
    const ten = objective(Array.from({ length: 10 }, (_, i) => `${i}`), [0]);
    expect(canAddOption(ten)).toBe(false);
    expect(addOption(ten)).toHaveLength(10);
    expect(addOption(objective(['A'], []))).toHaveLength(2);
    expect(canAddOption(newQuestion('VerdadeiroFalso', TF))).toBe(false);
  });

  it('duplicates a question as a new one with new option ids', () => {
    const q = { ...objective(['A', 'B'], [1]), id: ID(1), options: [{ key: 'x', id: ID(2), text: 'A', isTrue: false }] };
    const copy = duplicateQuestion(q);
    expect(copy.id).toBeNull();
    expect(copy.key).not.toBe(q.key);
    expect(copy.options[0]).toMatchObject({ id: null, text: 'A' });
  });
});

describe('form and request', () => {
  it('builds a body the shared contract accepts', () => {
    const body = assessmentValuesToRequest(valid());
    const parsed = saveAvaliacaoRequestSchema.parse(body);
    expect(parsed.questions[0].options.map((o) => o.isTrue)).toEqual([false, true]);
    expect(parsed.duration).toBeNull();
    expect(parsed.maxQuestions).toBeNull();
  });

  it('sends the duration only with the timer, retries only when allowed, and per-kind question fields', () => {
    const v = valid();
    v.duration = '00:30';
    v.maxRetries = 3;
    expect(assessmentValuesToRequest(v)).toMatchObject({ duration: null, maxRetries: null });
    v.showTimer = true;
    v.canRetry = true;
    expect(assessmentValuesToRequest(v)).toMatchObject({ duration: '00:30', maxRetries: 3 });
    const practical = { ...newQuestion('Pratica', TF), statement: 'Grave', answerType: 'link' as const, uploadKinds: ['audio' as const] };
    const scale = { ...newQuestion('Escala', TF), statement: 'Nota', options: objective(['A'], [0]).options };
    v.questions = [practical, scale];
    const body = assessmentValuesToRequest(v);
    expect(body.questions?.[0]).toMatchObject({ answerType: 'link', uploadKinds: [], options: [], scale: null });
    expect(body.questions?.[1]).toMatchObject({ answerType: null, scale: 5, options: [] });
  });

  it('sends chosen files as base64 and kept files by id', () => {
    const v = valid();
    v.questions[0].image = { data: 'AAAA', mime: 'image/png', name: 'a.png', size: 3 };
    v.questions[0].attachment = { id: 'file-1', name: 'a.pdf', size: 10, url: '/f/1' };
    const q = assessmentValuesToRequest(v).questions?.[0];
    expect(q?.image).toEqual({ data: 'AAAA', mime: 'image/png', name: 'a.png' });
    expect(q?.attachment).toEqual({ id: 'file-1' });
  });

  it('fills the form from an assessment (questions in order) and back', () => {
    const question = (order: number, statement: string): Question => ({
      id: ID(order),
      type: 'VerdadeiroFalso',
      statement,
      scale: null,
      maxScore: 2,
      showFeedback: true,
      rightFeedback: 'Boa',
      wrongFeedback: null,
      order,
      image: null,
      attachment: null,
      options: [
        { id: ID(10 + order), text: 'Verdadeiro', isTrue: false },
        { id: ID(20 + order), text: 'Falso', isTrue: true },
      ],
      answerType: null,
      uploadKinds: [],
    });
    const a: Avaliacao = {
      id: ID(99),
      title: 'T',
      observation: null,
      type: 'Reacao',
      duration: '00:10:00',
      showTimer: true,
      skillsIds: [ID(50)],
      score: 70,
      canRetry: true,
      maxRetries: 2,
      maxQuestions: 1,
      shuffleQuestions: true,
      shuffleOptions: false,
      displayAnswers: true,
      active: false,
      categoryId: null,
      categoryName: null,
      evaluatorsIds: [ID(60)],
      evaluators: [{ id: ID(60), nomeCompleto: 'Ana', email: 'ana@x' }],
      questions: [question(2, 'segunda'), question(1, 'primeira')],
      attemptsCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastUpdatedAt: '2026-01-01T00:00:00.000Z',
    };
    const values = assessmentToValues(a);
    expect(values.questions.map((q) => q.statement)).toEqual(['primeira', 'segunda']);
    expect(values).toMatchObject({ duration: '00:10:00', observation: '', maxQuestions: 1, evaluatorsIds: [ID(60)] });
    const body = saveAvaliacaoRequestSchema.parse(assessmentValuesToRequest(values));
    expect(body.questions.map((q) => q.id)).toEqual([ID(1), ID(2)]);
    expect(body.questions[0].options.map((o) => o.id)).toEqual([ID(11), ID(21)]);
    expect(body).toMatchObject({ duration: '00:10:00', maxRetries: 2, active: false, type: 'Reacao' });
  });

  it('sums the graded max scores (scale questions do not count)', () => {
    expect(totalScore([{ type: 'Objetiva', maxScore: 2 }, { type: 'Escala', maxScore: 5 }, { type: 'Dissertativa', maxScore: '1.5' }])).toBe(3.5);
  });
});

describe('checks before saving', () => {
  it('passes a valid assessment', () => {
    expect(validateAssessmentValues(valid(), 'pt')).toEqual({});
  });

  it('asks for the title and at least one question', () => {
    const errors = validateAssessmentValues({ ...emptyAssessmentValues() }, 'pt');
    expect(errors.title).toBe('Campo obrigatório');
    expect(errors.questions).toBe('Adicione ao menos uma questão.');
  });

  it('puts the question problems on their fields, in the UI language', () => {
    const v = valid();
    v.questions = [objective(['A', 'B'], []), objective(['A', ''], [0]), { ...objective(['A', 'B'], [0]), statement: ' ' }];
    const errors = validateAssessmentValues(v, 'pt');
    expect(errors['questions.0.options']).toBe('Marque ao menos uma alternativa correta.');
    expect(errors['questions.1.options.1.text']).toBe('Informe a descrição da alternativa.');
    expect(errors['questions.2.statement']).toBe('Campo obrigatório');
    expect(validateAssessmentValues(v, 'en')['questions.0.options']).toBe('Mark at least one correct option.');
    expect(firstQuestionWithErrors(errors, 3)).toBe(0);
    expect(questionHasErrors(errors, 1)).toBe(true);
  });

  it('checks the score, scale, practical answers and empty numbers', () => {
    const v = valid();
    v.questions = [
      { ...objective(['A', 'B'], [0]), maxScore: 0 },
      { ...newQuestion('Escala', TF), statement: 'x', scale: 11 },
      { ...newQuestion('Pratica', TF), statement: 'x', answerType: 'upload' },
      { ...newQuestion('Dissertativa', TF), statement: 'x', maxScore: '' },
    ];
    const errors = validateAssessmentValues(v, 'pt');
    expect(errors['questions.0.maxScore']).toBe('A pontuação deve ser maior que zero e no máximo 100.');
    expect(errors['questions.1.scale']).toBe('A escala vai de 1 a um valor entre 2 e 10.');
    expect(errors['questions.2.uploadKinds']).toBe('Escolha ao menos um tipo de arquivo permitido.');
    expect(errors['questions.3.maxScore']).toBe('Campo obrigatório');
  });

  it('checks the timer, retries, questions per attempt and the minimum score', () => {
    const v = valid();
    v.showTimer = true;
    expect(validateAssessmentValues(v, 'pt').duration).toBe('Campo obrigatório');
    v.duration = '00:00:30';
    expect(validateAssessmentValues(v, 'pt').duration).toBe('A duração mínima é de 1 minuto.');
    v.duration = '00:45';
    expect(validateAssessmentValues(v, 'pt').duration).toBeUndefined();
    v.canRetry = true;
    v.maxRetries = 0;
    expect(validateAssessmentValues(v, 'pt').maxRetries).toBe('Informe de 1 a 10 novas tentativas.');
    v.maxRetries = 1;
    v.maxQuestions = 2;
    expect(validateAssessmentValues(v, 'pt').maxQuestions).toBe('A quantidade de questões vai de 1 ao total de questões cadastradas.');
    v.maxQuestions = '';
    v.score = 120;
    expect(validateAssessmentValues(v, 'pt').score).toBe('A nota mínima vai de 0 a 100%.');
  });

  it('stops at ten skills with the limit message', () => {
    const v = valid();
    v.skillsIds = Array.from({ length: 11 }, (_, i) => ID(i + 1));
    expect(validateAssessmentValues(v, 'pt').skillsIds).toBe('Limite de 10 item(ns) atingido');
  });
});
