import { describe, expect, it } from 'vitest';
import { createDepartmentRequestSchema } from '@plataforma/shared/accounts';
import { createSkillRequestSchema } from '@plataforma/shared/categories-skills';
import { ApiError } from './api-error.ts';
import { applyApiErrors } from './form-errors.ts';
import { zodFormValidator } from './zod-form.ts';

describe('zodFormValidator', () => {
  it("gives each field the shared contract's message in the UI language", () => {
    const pt = zodFormValidator(createDepartmentRequestSchema, () => 'pt');
    expect(pt({ nome: '  ', ativo: true, observacao: '' })).toEqual({ nome: 'Campo obrigatório' });
    expect(pt({ nome: 'x'.repeat(101), ativo: true, observacao: 'o'.repeat(501) })).toEqual({
      nome: 'Máximo de 100 caracteres',
      observacao: 'Máximo de 500 caracteres',
    });
    expect(pt({ nome: 'RH', ativo: true, observacao: '' })).toEqual({});
    const en = zodFormValidator(createSkillRequestSchema, () => 'en');
    expect(en({ nome: 'Escuta', exibirEm: [] })).toEqual({ exibirEm: 'Select at least one option' });
  });
});

describe('applyApiErrors', () => {
  const collect = () => {
    const errors: Record<string, string> = {};
    return { errors, form: { setFieldError: (path: string, message: string) => void (errors[path] = message) } };
  };

  it('puts field notifications on their fields', () => {
    const { errors, form } = collect();
    expect(applyApiErrors(form, new ApiError(400, [{ message: 'Campo obrigatório', field: 'nome' }]), 'nome')).toBe(true);
    expect(errors).toEqual({ nome: 'Campo obrigatório' });
  });

  it('puts a 409 on the conflict field and ignores other failures', () => {
    const { errors, form } = collect();
    expect(applyApiErrors(form, new ApiError(409, [{ message: 'Já existe um cargo com este nome.' }]), 'nome')).toBe(true);
    expect(errors).toEqual({ nome: 'Já existe um cargo com este nome.' });
    const other = collect();
    expect(applyApiErrors(other.form, new ApiError(500, [{ message: 'x' }]), 'nome')).toBe(false);
    expect(applyApiErrors(other.form, new Error('x'), 'nome')).toBe(false);
    expect(other.errors).toEqual({});
  });
});
