import { describe, expect, it } from 'vitest';
import {
  CNPJ_MASK,
  CPF_MASK,
  applyDigitMask,
  formatCnpj,
  formatCpf,
  formatCpfOrCnpj,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  onlyDigits,
} from './cpf.ts';

describe('onlyDigits', () => {
  it('strips everything but digits', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits(' +55 (11) 9 8765-4321 ')).toBe('5511987654321');
    expect(onlyDigits('abc')).toBe('');
    expect(onlyDigits('')).toBe('');
  });
});

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09', ' 529 982 247 25 '])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(['000.000.000-00', '111.111.111-11', '222.222.222-22', '999.999.999-99'])('rejects the repeated-digit CPF %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('rejects a wrong first check digit', () => {
    expect(isValidCpf('529.982.247-35')).toBe(false);
  });

  it('rejects a wrong second check digit', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('123.456.789-00')).toBe(false);
  });

  it('requires exactly 11 digits', () => {
    expect(isValidCpf('5299822472')).toBe(false); // 10
    expect(isValidCpf('529982247250')).toBe(false); // 12
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf('abc')).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '11.444.777/0001-61'])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it('rejects wrong check digits', () => {
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
  });

  it('rejects repeated digits and wrong lengths', () => {
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001810')).toBe(false);
    expect(isValidCnpj('52998224725')).toBe(false);
  });
});

describe('applyDigitMask', () => {
  it('only writes literals before a following digit', () => {
    expect(applyDigitMask('', CPF_MASK)).toBe('');
    expect(applyDigitMask('123', CPF_MASK)).toBe('123');
    expect(applyDigitMask('1234', CPF_MASK)).toBe('123.4');
    expect(applyDigitMask('1', '(00) 0000-0000')).toBe('(1');
  });
});

describe('formatCpf', () => {
  it('masks 11 digits as 000.000.000-00', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('masks progressively while typing', () => {
    expect(formatCpf('5')).toBe('5');
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('529982')).toBe('529.982');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
  });

  it('drops extra digits and non-digits', () => {
    expect(formatCpf('529982247256')).toBe('529.982.247-25');
    expect(formatCpf('abc')).toBe('');
  });
});

describe('formatCnpj', () => {
  it('masks 14 digits as 00.000.000/0000-00', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(CNPJ_MASK).toBe('00.000.000/0000-00');
  });

  it('masks progressively and drops extra digits', () => {
    expect(formatCnpj('11')).toBe('11');
    expect(formatCnpj('112')).toBe('11.2');
    expect(formatCnpj('112223330')).toBe('11.222.333/0');
    expect(formatCnpj('1122233300018')).toBe('11.222.333/0001-8');
    expect(formatCnpj('112223330001819')).toBe('11.222.333/0001-81');
  });
});

describe('formatCpfOrCnpj', () => {
  it('uses the CPF mask up to 11 digits and the CNPJ mask beyond', () => {
    expect(formatCpfOrCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfOrCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfOrCnpj('112223330001')).toBe('11.222.333/0001');
  });
});

describe('formatDocument', () => {
  it('masks by person type', () => {
    expect(formatDocument('52998224725', 'fisica')).toBe('529.982.247-25');
    expect(formatDocument('11222333000181', 'juridica')).toBe('11.222.333/0001-81');
  });

  it('returns a foreign document unmasked, as typed', () => {
    expect(formatDocument('AB-123.456/x', 'estrangeira')).toBe('AB-123.456/x');
    expect(formatDocument('52998224725', 'estrangeira')).toBe('52998224725');
  });
});
