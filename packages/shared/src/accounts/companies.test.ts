import { describe, expect, it } from 'vitest';
import {
  createCompanyRequestSchema,
  documentError,
  documentLookupKey,
  guessTipoPessoa,
  isBrazil,
  isLookupReady,
  isValidCep,
  isValidStoredPhone,
  normalizeDocument,
  toStoredPhone,
} from './companies.ts';

const CPF = '529.982.247-25';
const CNPJ = '11.222.333/0001-81';

describe('documentError', () => {
  it('accepts a CPF for a natural person and a CNPJ for a legal entity, masked or not', () => {
    expect(documentError(CPF, 'fisica')).toBeNull();
    expect(documentError('52998224725', 'fisica')).toBeNull();
    expect(documentError(CNPJ, 'juridica')).toBeNull();
    expect(documentError('11222333000181', 'juridica')).toBeNull();
  });

  it('refuses wrong check digits, repeated digits, wrong lengths and the other kind of document', () => {
    expect(documentError('529.982.247-24', 'fisica')).toBe('validation.invalidCpf');
    expect(documentError('111.111.111-11', 'fisica')).toBe('validation.invalidCpf');
    expect(documentError(CNPJ, 'fisica')).toBe('validation.invalidCpf');
    expect(documentError('11.222.333/0001-82', 'juridica')).toBe('companies.invalidCnpj');
    expect(documentError('00.000.000/0000-00', 'juridica')).toBe('companies.invalidCnpj');
    expect(documentError(CPF, 'juridica')).toBe('companies.invalidCnpj');
  });

  it('takes a foreign document as typed, up to 30 characters', () => {
    expect(documentError('AB-123 456/X', 'estrangeira')).toBeNull();
    expect(documentError('x'.repeat(30), 'estrangeira')).toBeNull();
    expect(documentError('x'.repeat(31), 'estrangeira')).toBe('companies.foreignDocumentTooLong');
  });

  it('requires a document', () => {
    for (const tipo of ['fisica', 'juridica', 'estrangeira'] as const) {
      expect(documentError('  ', tipo)).toBe('validation.required');
      expect(documentError(null, tipo)).toBe('validation.required');
    }
  });
});

describe('normalizeDocument and look-up keys', () => {
  it('keeps digits for CPF and CNPJ and the typed text of a foreign document', () => {
    expect(normalizeDocument(CPF, 'fisica')).toBe('52998224725');
    expect(normalizeDocument(CNPJ, 'juridica')).toBe('11222333000181');
    expect(normalizeDocument(' P-1234.5 ', 'estrangeira')).toBe('P-1234.5');
  });

  it('guesses the person type from the digits', () => {
    expect(guessTipoPessoa(CPF)).toBe('fisica');
    expect(guessTipoPessoa(CNPJ)).toBe('juridica');
    expect(guessTipoPessoa('AB123456')).toBe('estrangeira');
    expect(guessTipoPessoa('1234')).toBe('estrangeira');
    expect(documentLookupKey(CNPJ)).toBe('11222333000181');
    expect(documentLookupKey(' AB 12 ')).toBe('AB 12');
  });

  it('is ready for a look-up only when the document is complete and valid', () => {
    expect(isLookupReady('529.982.247-2', 'fisica')).toBe(false);
    expect(isLookupReady(CPF, 'fisica')).toBe(true);
    expect(isLookupReady(CNPJ, 'juridica')).toBe(true);
    expect(isLookupReady('11.222.333/0001-8', 'juridica')).toBe(false);
    expect(isLookupReady('AB', 'estrangeira')).toBe(false);
    expect(isLookupReady('AB1', 'estrangeira')).toBe(true);
  });
});

describe('address and phone rules', () => {
  it('reads an empty country as Brazil', () => {
    expect(isBrazil(null)).toBe(true);
    expect(isBrazil('Brasil')).toBe(true);
    expect(isBrazil(' BRAZIL ')).toBe(true);
    expect(isBrazil('Paraguai')).toBe(false);
  });

  it('accepts a CEP of 8 digits with or without its mask', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('0131-010')).toBe(false);
    expect(isValidCep('AB310-100')).toBe(false);
  });

  it('accepts stored phones of Brazil (55 + 10 or 11 digits) and Paraguay (595 + 8 or 9 digits)', () => {
    expect(isValidStoredPhone('5511987654321')).toBe(true);
    expect(isValidStoredPhone('551134567890')).toBe(true);
    expect(isValidStoredPhone('+55 (11) 98765-4321')).toBe(true);
    expect(isValidStoredPhone('595981123456')).toBe(true);
    expect(isValidStoredPhone('59521123456')).toBe(true);
    expect(isValidStoredPhone('11987654321')).toBe(false);
    expect(isValidStoredPhone('55119876543210')).toBe(false);
    expect(isValidStoredPhone('5959811234567')).toBe(false);
  });

  it('stores a phone with its prefix: national Brazilian numbers get 55, prefixed ones stay', () => {
    expect(toStoredPhone('(41) 99876-5432')).toBe('5541998765432');
    expect(toStoredPhone('(41) 3456-7890')).toBe('554134567890');
    expect(toStoredPhone('+55 41 99876-5432')).toBe('5541998765432');
    expect(toStoredPhone('5541998765432')).toBe('5541998765432');
    expect(toStoredPhone('595981123456')).toBe('595981123456');
    expect(toStoredPhone('(55) 99999-9999')).toBe('5555999999999');
  });
});

describe('createCompanyRequestSchema', () => {
  const base = { tipoPessoa: 'juridica', documentoIdentificacao: CNPJ, nome: 'Agro Sul Ltda' } as const;

  it('stores the document digits only, the CEP digits, the UF in capitals and Brazil as the default country', () => {
    const parsed = createCompanyRequestSchema.parse({ ...base, cep: '01310-100', estado: 'sp', telefoneContato: '+55 (11) 98765-4321', emailContato: ' Contato@AgroSul.com ' });
    expect(parsed).toMatchObject({
      documentoIdentificacao: '11222333000181',
      cep: '01310100',
      estado: 'SP',
      pais: 'Brasil',
      telefoneContato: '5511987654321',
      emailContato: 'contato@agrosul.com',
      nomeFantasia: null,
    });
  });

  it('reports every field error at once, the document included', () => {
    const result = createCompanyRequestSchema.safeParse({ ...base, nome: '', documentoIdentificacao: '11.222.333/0001-00', cep: '123', estado: 'XX', telefoneContato: '123', emailContato: 'x@' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^nome:/),
        'documentoIdentificacao:companies.invalidCnpj',
        'cep:companies.invalidCep',
        'estado:companies.invalidState',
        'telefoneContato:companies.invalidPhone',
        'emailContato:validation.invalidEmail',
      ]),
    );
  });

  it('does not check CEP or state outside Brazil', () => {
    const parsed = createCompanyRequestSchema.parse({ tipoPessoa: 'estrangeira', documentoIdentificacao: 'RUC 80012345-6', nome: 'Agro Paraguay SA', pais: 'Paraguai', cep: 'AS-1209', estado: 'Central' });
    expect(parsed).toMatchObject({ documentoIdentificacao: 'RUC 80012345-6', cep: 'AS-1209', estado: 'Central', pais: 'Paraguai' });
  });
});
