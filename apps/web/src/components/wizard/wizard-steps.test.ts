import { describe, expect, it } from 'vitest';
import { canSelectStep, errorsOfStep, firstStepWithErrors, newErrorPaths, ownsPath, stepHasErrors } from './wizard-steps.ts';

describe('wizard step rules', () => {
  it('owns a path exactly or below it, never by a shared prefix of the name', () => {
    expect(ownsPath(['sso'], 'sso')).toBe(true);
    expect(ownsPath(['sso'], 'sso.clientId')).toBe(true);
    expect(ownsPath(['sso'], 'ssoExtra')).toBe(false);
    expect(ownsPath(['nome', 'cpf'], 'cpf')).toBe(true);
    expect(ownsPath([], 'nome')).toBe(false);
  });

  it('keeps the errors of a step, ignoring empty messages', () => {
    const errors = { nome: 'Campo obrigatório', 'sso.clientId': 'Campo obrigatório', email: null, cep: '' };
    expect(errorsOfStep(errors, ['nome', 'email', 'cep'])).toEqual({ nome: 'Campo obrigatório' });
    expect(errorsOfStep(errors, ['sso'])).toEqual({ 'sso.clientId': 'Campo obrigatório' });
    expect(errorsOfStep(errors, undefined)).toEqual({});
    expect(stepHasErrors(errors, ['email'])).toBe(false);
  });

  it('finds the first step with errors', () => {
    const steps = [{ fields: ['a'] }, { fields: ['b'] }, {}, { fields: ['c'] }];
    expect(firstStepWithErrors({ c: 'x', b: 'y' }, steps)).toBe(1);
    expect(firstStepWithErrors({ c: 'x' }, steps)).toBe(3);
    expect(firstStepWithErrors({}, steps)).toBe(-1);
  });

  it('tells which errors just appeared', () => {
    expect(newErrorPaths({ a: 'x' }, { a: 'x', b: 'y' })).toEqual(['b']);
    expect(newErrorPaths({ a: 'x', b: 'y' }, { a: 'x' })).toEqual([]);
    expect(newErrorPaths({ a: null }, { a: 'x' })).toEqual(['a']);
  });

  it('lets the indicator go back and to visited steps only, unless told otherwise', () => {
    expect(canSelectStep(0, 2, 2, 'visited')).toBe(true);
    expect(canSelectStep(3, 1, 3, 'visited')).toBe(true);
    expect(canSelectStep(3, 1, 2, 'visited')).toBe(false);
    expect(canSelectStep(1, 1, 3, 'visited')).toBe(false);
    expect(canSelectStep(3, 0, 0, 'all')).toBe(true);
    expect(canSelectStep(0, 2, 2, 'none')).toBe(false);
  });
});
