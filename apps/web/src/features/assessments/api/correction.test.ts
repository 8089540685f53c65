import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../test/memory-storage.ts';

vi.stubGlobal('localStorage', new MemoryStorage());
vi.stubGlobal('sessionStorage', new MemoryStorage());

const { finishCorrection, getEvaluatorAttempts, getPersonAttempts, saveCorrection, uploadCorrectionFile } = await import('./correction.ts');

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify({}), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('evaluator calls', () => {
  it('lists attempts with the chosen status and only the filters given', async () => {
    await getEvaluatorAttempts({ status: 'corrected', search: '', pageNumber: 2, pageSize: 10 });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/v1/Avaliacao/evaluator?status=corrected&pageNumber=2&pageSize=10' });
    await getPersonAttempts('a1', 'u1');
    expect(calls[1].url).toBe('/api/v1/Avaliacao/evaluator/a1/u1/items');
  });

  it('creates a correction with POST the first time and updates it with PUT after', async () => {
    await saveCorrection({ answerId: 'r1', correctionId: null, score: 1.5, observations: '  Bom  ' });
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/v1/Avaliacao/evaluator/correction-answer', body: { userAssessmentResponseId: 'r1', score: 1.5, observations: 'Bom' } });
    await saveCorrection({ answerId: 'r1', correctionId: 'c1', score: 2, observations: ' ' });
    expect(calls[1]).toEqual({ method: 'PUT', url: '/api/v1/Avaliacao/evaluator/c1/correction-answer', body: { score: 2, observations: null } });
  });

  it('uploads an evaluator file to its segment and finishes with the final considerations', async () => {
    await uploadCorrectionFile('c1', 'Imagens', new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/v1/Avaliacao/evaluator/c1/correction-answer/Imagens/upload' });
    expect((calls[0].body as FormData).get('file')).toBeInstanceOf(File);
    await finishCorrection('t1', 'Parabéns');
    expect(calls[1]).toEqual({ method: 'POST', url: '/api/v1/Avaliacao/evaluator/t1/finish-correction', body: { finalConsiderations: 'Parabéns' } });
  });
});
