import { describe, expect, it } from 'vitest';
import { createUserRequestSchema, updateEmailRequestSchema } from './admin-contracts.ts';
import { emailChangeError, isCompletePhone, isValidDocument, normalizeDocument, sameEmail } from './user-rules.ts';

describe('documents', () => {
  it('keeps the digits of a CPF or CNPJ and a foreign document as typed', () => {
    expect(normalizeDocument('529.982.247-25', 'fisica')).toBe('52998224725');
    expect(normalizeDocument('11.222.333/0001-81', 'juridica')).toBe('11222333000181');
    expect(normalizeDocument('  AB-123 456 ', 'estrangeira')).toBe('AB-123 456');
    expect(normalizeDocument('   ', 'fisica')).toBeNull();
    expect(normalizeDocument(null, 'fisica')).toBeNull();
  });

  it('checks the CPF of a física, the CNPJ of a jurídica, and accepts an empty or foreign document', () => {
    expect(isValidDocument('529.982.247-25', 'fisica')).toBe(true);
    expect(isValidDocument('529.982.247-26', 'fisica')).toBe(false);
    expect(isValidDocument('111.111.111-11', 'fisica')).toBe(false);
    expect(isValidDocument('11.222.333/0001-81', 'juridica')).toBe(true);
    expect(isValidDocument('529.982.247-25', 'juridica')).toBe(false);
    expect(isValidDocument('X1234', 'estrangeira')).toBe(true);
    expect(isValidDocument('', 'fisica')).toBe(true);
  });
});

describe('isCompletePhone', () => {
  it('accepts Brazilian landlines and mobiles and Paraguayan numbers of the right length', () => {
    expect(isCompletePhone('551134567890')).toBe(true);
    expect(isCompletePhone('5511987654321')).toBe(true);
    expect(isCompletePhone('595981123456')).toBe(true);
    expect(isCompletePhone(null)).toBe(true);
  });
  it('refuses incomplete numbers', () => {
    expect(isCompletePhone('55119876')).toBe(false);
    expect(isCompletePhone('5511')).toBe(false);
  });
});

describe('e-mail change rules', () => {
  it('compares e-mails trimmed and ignoring case', () => {
    expect(sameEmail(' Ana@Demo.local ', 'ana@demo.local')).toBe(true);
    expect(sameEmail('ana@demo.local', 'ana2@demo.local')).toBe(false);
  });
  it('refuses the same e-mail first, then a confirmation that differs', () => {
    expect(emailChangeError('ana@demo.local', 'ANA@demo.local', 'x')).toBe('validation.sameEmail');
    expect(emailChangeError('ana@demo.local', 'nova@demo.local', 'outra@demo.local')).toBe('validation.emailsMustMatch');
    expect(emailChangeError('ana@demo.local', 'nova@demo.local', ' Nova@demo.local')).toBeNull();
  });
  it('the request schema checks the confirmation', () => {
    const base = { usuarioId: '00000000-0000-4000-8000-000000000000', email: 'nova@demo.local' };
    expect(updateEmailRequestSchema.safeParse({ ...base, confirmacaoEmail: 'NOVA@demo.local' }).success).toBe(true);
    const wrong = updateEmailRequestSchema.safeParse({ ...base, confirmacaoEmail: 'outra@demo.local' });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['confirmacaoEmail'], message: 'validation.emailsMustMatch' });
  });
});

describe('createUserRequestSchema', () => {
  const today = new Date();
  const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);

  it('normalises e-mail, document and phone, with the defaults', () => {
    const parsed = createUserRequestSchema.parse({ nomeCompleto: '  Bruno Silva ', email: ' Bruno@Teste.LOCAL', cpf: '529.982.247-25', telefone: '(11) 98765-4321' });
    expect(parsed).toMatchObject({
      nomeCompleto: 'Bruno Silva',
      email: 'bruno@teste.local',
      cpf: '52998224725',
      telefone: '5511987654321',
      tipoPessoa: 'fisica',
      classificacao: 'student',
      avaliador: false,
      ativo: true,
      senha: null,
      alterarSenhaNoProximoAcesso: true,
      dataDeNascimento: null,
      apelido: null,
    });
    expect(parsed).not.toHaveProperty('telefonePais');
  });

  it('reports the rules with their message keys', () => {
    const result = createUserRequestSchema.safeParse({
      nomeCompleto: ' ',
      email: 'sem-arroba',
      cpf: '123.456.789-00',
      telefone: '11 9876',
      dataDeNascimento: iso(tomorrow),
      classificacao: 'chefe',
    });
    const byPath = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i]));
    expect(byPath.nomeCompleto.message).toBe('validation.required');
    expect(byPath.email.code).toBe('invalid_format');
    expect(byPath.dataDeNascimento.message).toBe('validation.birthDateFuture');
    expect(byPath.classificacao.code).toBe('invalid_value');
  });

  it('checks document and phone once the fields are valid', () => {
    const result = createUserRequestSchema.safeParse({ nomeCompleto: 'A', email: 'a@b.co', cpf: '123.456.789-00', telefone: '11 9876' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cpf', 'validation.invalidCpf'],
      ['telefone', 'users.invalidPhone'],
    ]);
  });

  it('accepts a birth date of today and a Paraguayan phone', () => {
    const parsed = createUserRequestSchema.parse({ nomeCompleto: 'A', email: 'a@b.co', dataDeNascimento: iso(today), telefone: '981 123 456', telefonePais: 'PY' });
    expect(parsed.dataDeNascimento).toBe(iso(today));
    expect(parsed.telefone).toBe('595981123456');
  });
});
