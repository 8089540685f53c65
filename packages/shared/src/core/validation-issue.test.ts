import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage } from './validation-issue.ts';

const first = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0];
};

describe('issueMessage', () => {
  it('reads a message key of the schema', () => {
    expect(issueMessage(first(z.string().min(1, 'validation.required'), ''), 'pt')).toBe('Campo obrigatório');
    expect(issueMessage(first(z.array(z.string()).min(1, 'validation.selectOne'), []), 'en')).toBe('Select at least one option');
  });

  it('reports missing and empty values as required', () => {
    expect(issueMessage(first(z.object({ nome: z.string() }), {}), 'pt')).toBe('Campo obrigatório');
    expect(issueMessage(first(z.string().trim().min(1), '   '), 'es')).toBe('Campo obligatorio');
  });

  it('gives the length limits with their numbers', () => {
    expect(issueMessage(first(z.string().max(100), 'x'.repeat(101)), 'pt')).toBe('Máximo de 100 caracteres');
    expect(issueMessage(first(z.string().min(3), 'ab'), 'en')).toBe('Minimum of 3 characters');
    expect(issueMessage(first(z.array(z.string()).max(2), ['a', 'b', 'c']), 'pt')).toBe('Limite de 2 item(ns) atingido');
  });

  it('falls back to the generic message', () => {
    expect(issueMessage(first(z.email(), 'nope'), 'pt')).toBe('E-mail inválido');
    expect(issueMessage(first(z.uuid(), 'nope'), 'pt')).toBe('Requisição inválida.');
  });
});
