import type { ClassroomInfo, ClassroomItem, ClassroomLeaf } from '@plataforma/shared/classroom';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { canOpen, classroomPath, decodeTypeAndId, encodeTypeAndId, flattenSteps, isNotEnrolledError, loadStateOf, parseStep, resumeStep } from './classroom-steps.ts';

const ID = '3f0c6a0e-8a55-4c2b-9d4e-0a1b2c3d4e5f';

const leaf = (id: string, progress: number, extra: Partial<ClassroomLeaf> = {}): ClassroomItem => ({
  id,
  tipo: 'midia',
  midiaTipo: 'link',
  name: id,
  description: null,
  cover: null,
  duration: null,
  progress,
  obrigatorio: true,
  locked: false,
  lockReason: null,
  cursoId: null,
  formacaoId: null,
  dataHoraLiberacao: null,
  concluidoEm: null,
  avaliacao: null,
  itens: [],
  ...extra,
});

describe('encodedTypeAndId', () => {
  it('round-trips the three kinds, the trail written "trilha" in the address', () => {
    expect(decodeTypeAndId(encodeTypeAndId('curso', ID))).toEqual({ tipo: 'curso', id: ID });
    expect(decodeTypeAndId(encodeTypeAndId('formacao', ID))).toEqual({ tipo: 'formacao', id: ID });
    expect(decodeTypeAndId(encodeTypeAndId('midia', ID))).toEqual({ tipo: 'midia', id: ID });
    expect(encodeTypeAndId('formacao', ID)).not.toMatch(/[=+/]/);
    const encoded = encodeTypeAndId('formacao', ID).replace(/-/g, '+').replace(/_/g, '/');
    expect(atob(encoded + '='.repeat((4 - (encoded.length % 4)) % 4))).toBe(`trilha:${ID}`);
  });

  it('reads the catalogue form (URL-safe, no padding) and padded base64', () => {
    const plain = btoa(`curso:${ID}`);
    expect(decodeTypeAndId(plain)).toEqual({ tipo: 'curso', id: ID });
    expect(decodeTypeAndId(plain.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))).toEqual({ tipo: 'curso', id: ID });
  });

  it('refuses an unknown kind, a missing or malformed id and non-base64 text', () => {
    expect(decodeTypeAndId(btoa(`avaliacao:${ID}`))).toBeNull();
    expect(decodeTypeAndId(btoa('curso:123'))).toBeNull();
    expect(decodeTypeAndId(btoa(`curso${ID}`))).toBeNull();
    expect(decodeTypeAndId('%%%')).toBeNull();
    expect(decodeTypeAndId('')).toBeNull();
    expect(decodeTypeAndId(undefined)).toBeNull();
  });

  it('builds the classroom address with the step', () => {
    expect(classroomPath('curso', ID, 2)).toBe(`/learning-center/view/${encodeTypeAndId('curso', ID)}/2`);
  });

  it('parses the step: whole numbers from 0, anything else 0', () => {
    expect(parseStep('3')).toBe(3);
    expect(parseStep('0')).toBe(0);
    expect(parseStep('-1')).toBe(0);
    expect(parseStep('1.5')).toBe(0);
    expect(parseStep('abc')).toBe(0);
    expect(parseStep(undefined)).toBe(0);
  });
});

describe('flattenSteps', () => {
  it("lists a course's objects in order", () => {
    const steps = flattenSteps({ itens: [leaf('a', 100), leaf('b', 0)], etapas: [] });
    expect(steps.map((s) => [s.index, s.leaf.id, s.course, s.etapa])).toEqual([
      [0, 'a', null, null],
      [1, 'b', null, null],
    ]);
  });

  it("places a trail's course objects where the course sits, after the previous steps", () => {
    const course: ClassroomItem = { ...leaf('course', 50), tipo: 'curso', midiaTipo: null, itens: [leaf('c1', 100, { cursoId: 'course' }), leaf('c2', 0, { cursoId: 'course' })] };
    const info: Pick<ClassroomInfo, 'itens' | 'etapas'> = {
      itens: [],
      etapas: [
        { id: 'e1', nome: 'Etapa 1', cargaHoraria: null, itens: [leaf('m1', 100)] },
        { id: 'e2', nome: 'Etapa 2', cargaHoraria: null, itens: [course, leaf('m2', 0)] },
      ],
    };
    const steps = flattenSteps(info);
    expect(steps.map((s) => s.leaf.id)).toEqual(['m1', 'c1', 'c2', 'm2']);
    expect(steps.map((s) => s.etapa?.id)).toEqual(['e1', 'e2', 'e2', 'e2']);
    expect(steps.map((s) => s.course?.id ?? null)).toEqual([null, 'course', 'course', null]);
    expect(steps.map((s) => s.index)).toEqual([0, 1, 2, 3]);
  });
});

describe('locks and resume', () => {
  it('opens unlocked and expired (read-only) items only', () => {
    expect(canOpen(leaf('a', 0))).toBe(true);
    expect(canOpen(leaf('a', 0, { locked: true, lockReason: 'expired' }))).toBe(true);
    expect(canOpen(leaf('a', 0, { locked: true, lockReason: 'sequence' }))).toBe(false);
    expect(canOpen(leaf('a', 0, { locked: true, lockReason: 'release' }))).toBe(false);
    expect(canOpen(leaf('a', 0, { locked: true, lockReason: 'term' }))).toBe(false);
  });

  it('continues at the first open, unfinished item; 0 when everything is done or locked', () => {
    const steps = flattenSteps({ itens: [leaf('a', 100), leaf('b', 40), leaf('c', 0, { locked: true, lockReason: 'sequence' })], etapas: [] });
    expect(resumeStep(steps)).toBe(1);
    expect(resumeStep(flattenSteps({ itens: [leaf('a', 100), leaf('b', 100)], etapas: [] }))).toBe(0);
    expect(resumeStep(flattenSteps({ itens: [leaf('a', 0, { locked: true, lockReason: 'release' })], etapas: [] }))).toBe(0);
  });
});

describe('load state', () => {
  it('maps the query to 0 initial, 1 loading, 2 loaded, 3 not found or error, -1 failure', () => {
    expect(loadStateOf({ status: 'pending', fetchStatus: 'idle', error: null })).toBe(0);
    expect(loadStateOf({ status: 'pending', fetchStatus: 'fetching', error: null })).toBe(1);
    expect(loadStateOf({ status: 'success', fetchStatus: 'idle', error: null })).toBe(2);
    expect(loadStateOf({ status: 'error', fetchStatus: 'idle', error: new ApiError(404, []) })).toBe(3);
    expect(loadStateOf({ status: 'error', fetchStatus: 'idle', error: new ApiError(403, []) })).toBe(3);
    expect(loadStateOf({ status: 'error', fetchStatus: 'idle', error: new ApiError(500, []) })).toBe(-1);
    expect(loadStateOf({ status: 'error', fetchStatus: 'idle', error: new ApiError(0, []) })).toBe(-1);
    expect(loadStateOf({ status: 'error', fetchStatus: 'idle', error: new Error('x') })).toBe(-1);
  });

  it("recognises the 403 'not enrolled' by its code or its message, not any 403", () => {
    const messages = ['Você não está inscrito.', 'You are not enrolled.'];
    expect(isNotEnrolledError(new ApiError(403, [{ message: 'You are not enrolled.' }]), messages)).toBe(true);
    expect(isNotEnrolledError(new ApiError(403, [{ message: 'x' }], { code: 'classroom.notEnrolled' }), messages)).toBe(true);
    expect(isNotEnrolledError(new ApiError(403, [{ message: 'Acesso negado.' }]), messages)).toBe(false);
    expect(isNotEnrolledError(new ApiError(404, [{ message: 'You are not enrolled.' }]), messages)).toBe(false);
    expect(isNotEnrolledError(new Error('You are not enrolled.'), messages)).toBe(false);
  });
});
