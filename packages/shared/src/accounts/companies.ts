import { z } from 'zod';
import { createdAtRangeQuerySchema, deleteResponseSchema, sortQuerySchema } from '../core/list-query.ts';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { CNPJ_LENGTH, CPF_LENGTH, isValidCnpj, isValidCpf, onlyDigits, type TipoPessoa } from '../validation/cpf.ts';
import { PHONE_COUNTRIES, PHONE_COUNTRY_CODES, maxNationalLength, type PhoneCountry } from '../validation/phone.ts';

/**
 * Companies (Empresa, /conta/pessoa), 3-admin §3 'Company': company name, trade name, identification document (CPF or
 * CNPJ; a foreign person's document as typed), person type, address, contact person and manager data. Platform-level
 * records: only platform administration manages them. docs/companies-contracts.md lists what the spec leaves open.
 */

export const TIPOS_PESSOA = ['juridica', 'fisica', 'estrangeira'] as const satisfies readonly TipoPessoa[];
export const tipoPessoaSchema = z.enum(TIPOS_PESSOA);

export const COMPANY_NAME_MAX = 150;
export const FOREIGN_DOCUMENT_MAX = 30;
export const ADDRESS_FIELD_MAX = 120;
export const EMAIL_MAX = 254;
export const BRAZIL = 'Brasil';
export const CEP_LENGTH = 8;
export const CEP_MASK = '00000-000';

/** The federative units of Brazil (the state select when the country is Brazil). */
export const BRAZIL_STATES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC',
  'SP', 'SE', 'TO',
] as const;

// ---------------------------------------------------------------- pure rules

/** Whether a country name means Brazil (empty counts as Brazil, the default). */
export const isBrazil = (pais: string | null | undefined): boolean => {
  const value = (pais ?? '').trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return value === '' || value === 'brasil' || value === 'brazil' || value === 'br';
};

/**
 * The document as stored: digits only for CPF (fisica) and CNPJ (juridica); a foreign person's document trimmed, as
 * typed (3-admin §5: not masked).
 */
export const normalizeDocument = (value: string, tipoPessoa: TipoPessoa): string => (tipoPessoa === 'estrangeira' ? value.trim() : onlyDigits(value));

/** Why a document is refused for the person type, or null when it is valid. */
export const documentError = (value: string | null | undefined, tipoPessoa: TipoPessoa): MessageKey | null => {
  const text = (value ?? '').trim();
  if (text === '') return 'validation.required';
  switch (tipoPessoa) {
    case 'fisica':
      return isValidCpf(text) && onlyDigits(text).length === CPF_LENGTH ? null : 'validation.invalidCpf';
    case 'juridica':
      return isValidCnpj(text) && onlyDigits(text).length === CNPJ_LENGTH ? null : 'companies.invalidCnpj';
    case 'estrangeira':
      return text.length > FOREIGN_DOCUMENT_MAX ? 'companies.foreignDocumentTooLong' : null;
  }
};

/**
 * The person type a typed document most likely belongs to (for a look-up before the type is chosen): 11 digits CPF,
 * 14 digits CNPJ, else foreign.
 */
export const guessTipoPessoa = (value: string): TipoPessoa => {
  const digits = onlyDigits(value);
  if (/^[\d.\-/\s]+$/.test(value.trim()) && digits.length === CPF_LENGTH) return 'fisica';
  if (/^[\d.\-/\s]+$/.test(value.trim()) && digits.length === CNPJ_LENGTH) return 'juridica';
  return 'estrangeira';
};

/** The key to look a document up by: digits for a complete CPF or CNPJ, the trimmed text otherwise. */
export const documentLookupKey = (value: string): string => {
  const kind = guessTipoPessoa(value);
  return kind === 'estrangeira' ? value.trim() : onlyDigits(value);
};

/** Whether a typed document is complete and valid enough to be looked up (a CPF or CNPJ with valid check digits). */
export const isLookupReady = (value: string, tipoPessoa: TipoPessoa): boolean =>
  tipoPessoa === 'estrangeira' ? value.trim().length >= 3 : documentError(value, tipoPessoa) === null;

/**
 * A stored phone is the country prefix plus national digits (1-shell §5): Brazil 55 + 10 or 11 digits, Paraguay
 * 595 + 8 or 9 digits. Formatting characters are ignored.
 */
export const isValidStoredPhone = (value: string): boolean => {
  const digits = onlyDigits(value);
  return PHONE_COUNTRY_CODES.some((country: PhoneCountry) => {
    const { dialCode } = PHONE_COUNTRIES[country];
    const national = digits.length - dialCode.length;
    const min = country === 'BR' ? 10 : 8;
    return digits.startsWith(dialCode) && national >= min && national <= maxNationalLength(country);
  });
};

/**
 * The stored form of a phone typed with or without its country prefix: '+' or a Paraguayan prefix keeps the digits;
 * 10 or 11 digits are a Brazilian national number and get 55 (1-shell §5: prefix plus digits only).
 */
export const toStoredPhone = (value: string): string => {
  const digits = onlyDigits(value);
  if (value.trim().startsWith('+')) return digits;
  if (digits.startsWith(PHONE_COUNTRIES.PY.dialCode) && isValidStoredPhone(digits)) return digits;
  if (digits.length === 10 || digits.length === 11) return PHONE_COUNTRIES.BR.dialCode + digits;
  return digits;
};

/** CEP rule for Brazil: 8 digits. */
export const isValidCep = (value: string): boolean => onlyDigits(value).length === CEP_LENGTH && /^[\d\s.-]+$/.test(value.trim());

// ---------------------------------------------------------------- schemas

/** Cross-field rules run even when another field already failed, so a form shows every error at once. */
export const EVEN_WITH_FIELD_ERRORS = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** Optional text: trimmed, '' stored as null. */
export const optionalTrimmedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Optional e-mail: '' stored as null. */
export const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX)
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null))
  .pipe(z.email('validation.invalidEmail').nullable());

/** Optional phone as stored (prefix plus digits; a Brazilian national number gets 55); '' stored as null. */
export const optionalPhone = z
  .string()
  .trim()
  .max(30)
  .nullish()
  .transform((value) => (value ? toStoredPhone(value) : null))
  .refine((value) => value === null || isValidStoredPhone(value), 'companies.invalidPhone');

export const companySchema = z.object({
  id: z.string(),
  /** Company (legal) name; for a natural person, the person's name. */
  nome: z.string(),
  nomeFantasia: z.string().nullable(),
  documentoIdentificacao: z.string().nullable(),
  tipoPessoa: tipoPessoaSchema,
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  pais: z.string().nullable(),
  nomeContato: z.string().nullable(),
  emailContato: z.string().nullable(),
  telefoneContato: z.string().nullable(),
  nomeGestor: z.string().nullable(),
  emailGestor: z.string().nullable(),
  telefoneGestor: z.string().nullable(),
  /** The company's most recent contract (null without one). */
  contratoId: z.string().nullable(),
  totalContratos: z.number().int(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const COMPANY_SORT_FIELDS = ['nome', 'nomeFantasia', 'documentoIdentificacao', 'tipoPessoa', 'cidade', 'totalContratos', 'createdAt'] as const;
export type CompanySortField = (typeof COMPANY_SORT_FIELDS)[number];

export const listCompaniesRequestSchema = pageQuerySchema.extend(sortQuerySchema(COMPANY_SORT_FIELDS, 'nome').shape).extend({
  /** Part of the company name or the trade name, ignoring case. */
  nome: z.string().trim().max(COMPANY_NAME_MAX).optional(),
  /** Part of the document (digits or as typed). */
  documentoIdentificacao: z.string().trim().max(FOREIGN_DOCUMENT_MAX).optional(),
  tipoPessoa: tipoPessoaSchema.optional(),
  cidade: z.string().trim().max(ADDRESS_FIELD_MAX).optional(),
  estado: z.string().trim().max(ADDRESS_FIELD_MAX).optional(),
  ...createdAtRangeQuerySchema.shape,
});
export type ListCompaniesRequest = z.input<typeof listCompaniesRequestSchema>;
export const listCompaniesResponseSchema = pagedSchema(companySchema);
export type ListCompaniesResponse = z.infer<typeof listCompaniesResponseSchema>;

export const getCompanyResponseSchema = companySchema;

const companyFields = z.object({
  tipoPessoa: tipoPessoaSchema.default('juridica'),
  documentoIdentificacao: z.string().trim().max(FOREIGN_DOCUMENT_MAX),
  nome: z.string().trim().min(1, 'validation.required').max(COMPANY_NAME_MAX),
  nomeFantasia: optionalTrimmedText(COMPANY_NAME_MAX),
  cep: optionalTrimmedText(20),
  logradouro: optionalTrimmedText(ADDRESS_FIELD_MAX),
  numero: optionalTrimmedText(20),
  complemento: optionalTrimmedText(ADDRESS_FIELD_MAX),
  bairro: optionalTrimmedText(ADDRESS_FIELD_MAX),
  cidade: optionalTrimmedText(ADDRESS_FIELD_MAX),
  estado: optionalTrimmedText(ADDRESS_FIELD_MAX),
  pais: optionalTrimmedText(ADDRESS_FIELD_MAX),
  nomeContato: optionalTrimmedText(COMPANY_NAME_MAX),
  emailContato: optionalEmail,
  telefoneContato: optionalPhone,
  nomeGestor: optionalTrimmedText(COMPANY_NAME_MAX),
  emailGestor: optionalEmail,
  telefoneGestor: optionalPhone,
});

/**
 * POST / PUT Empresa. The document must match the person type (CPF for fisica, CNPJ for juridica, up to 30 characters
 * for estrangeira) and is stored digits only for CPF/CNPJ; for Brazil the CEP has 8 digits and the state is a UF code.
 */
export const createCompanyRequestSchema = companyFields
  .superRefine((value, ctx) => {
    const error = documentError(value.documentoIdentificacao, value.tipoPessoa);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['documentoIdentificacao'] });
    if (isBrazil(value.pais)) {
      if (value.cep && !isValidCep(value.cep)) ctx.addIssue({ code: 'custom', message: 'companies.invalidCep', path: ['cep'] });
      if (value.estado && !(BRAZIL_STATES as readonly string[]).includes(value.estado.toUpperCase())) {
        ctx.addIssue({ code: 'custom', message: 'companies.invalidState', path: ['estado'] });
      }
    }
  }, EVEN_WITH_FIELD_ERRORS)
  .transform((value) => ({
    ...value,
    documentoIdentificacao: normalizeDocument(value.documentoIdentificacao, value.tipoPessoa),
    cep: value.cep && isBrazil(value.pais) ? onlyDigits(value.cep) : value.cep,
    estado: value.estado && isBrazil(value.pais) ? value.estado.toUpperCase() : value.estado,
    pais: value.pais ?? BRAZIL,
  }));
export type CreateCompanyRequest = z.input<typeof createCompanyRequestSchema>;
export type CompanyBody = z.output<typeof createCompanyRequestSchema>;
export const createCompanyResponseSchema = companySchema;

export const updateCompanyRequestSchema = createCompanyRequestSchema;
export type UpdateCompanyRequest = CreateCompanyRequest;
export const updateCompanyResponseSchema = companySchema;

export const deleteCompanyResponseSchema = deleteResponseSchema;

/** GET Empresa/documentoidentificacao/{doc}: the document masked or digits only (a foreign one as typed). */
export const companyByDocumentParamsSchema = z.object({ doc: z.string().trim().min(1, 'validation.required').max(FOREIGN_DOCUMENT_MAX + 10) });
export const companyByDocumentResponseSchema = companySchema;
