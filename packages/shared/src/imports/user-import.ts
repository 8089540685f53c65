import type { Language } from '../i18n/languages.ts';
import { translate, type MessageKey, type MessageParams } from '../i18n/messages.ts';
import { issueMessage, type ValidationIssue } from '../core/validation-issue.ts';
import { createUserRequestSchema, type CreateUserInput } from '../users/admin-contracts.ts';
import { calendarDate, parseDisplayDate } from '../validation/date.ts';
import { CPF_LENGTH } from '../validation/cpf.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import type { ImportRowError } from './contracts.ts';

/**
 * The user spreadsheet (3-admin §7 Usuario validate/batch): its columns, how a header is recognised (in any of the
 * three languages, ignoring case, accents, spaces and the '*' of required columns), how each cell is read, and one
 * row turned into the same input POST usuario validates, so a spreadsheet row obeys exactly the form's rules.
 * Job title, department, unit and permission group are given by name (a unit also by code) and the direct
 * supervisor by e-mail: the server resolves them in the company.
 */

export const USER_IMPORT_FIELDS = [
  'nomeCompleto',
  'email',
  'cpf',
  'tipoPessoa',
  'apelido',
  'telefone',
  'telefonePais',
  'dataDeNascimento',
  'dataDeAdmissao',
  'genero',
  'idiomaPreferido',
  'cargo',
  'departamento',
  'unidadeDeNegocio',
  'grupoDePermissao',
  'classificacao',
  'avaliador',
  'emailSuperiorDireto',
] as const;
export type UserImportField = (typeof USER_IMPORT_FIELDS)[number];

export const USER_IMPORT_REQUIRED: readonly UserImportField[] = ['nomeCompleto', 'email'];

/** Header of each column (message keys, so the template is written in the reader's language). */
export const USER_IMPORT_HEADERS: Readonly<Record<UserImportField, MessageKey>> = {
  nomeCompleto: 'imports.colNomeCompleto',
  email: 'imports.colEmail',
  cpf: 'imports.colCpf',
  tipoPessoa: 'imports.colTipoPessoa',
  apelido: 'imports.colApelido',
  telefone: 'imports.colTelefone',
  telefonePais: 'imports.colTelefonePais',
  dataDeNascimento: 'imports.colDataDeNascimento',
  dataDeAdmissao: 'imports.colDataDeAdmissao',
  genero: 'imports.colGenero',
  idiomaPreferido: 'imports.colIdioma',
  cargo: 'imports.colCargo',
  departamento: 'imports.colDepartamento',
  unidadeDeNegocio: 'imports.colUnidade',
  grupoDePermissao: 'imports.colGrupo',
  classificacao: 'imports.colClassificacao',
  avaliador: 'imports.colAvaliador',
  emailSuperiorDireto: 'imports.colSuperior',
};

/** Words accepted for each coded value, besides the code itself: their labels in pt, en and es. */
export const USER_IMPORT_VALUE_LABELS = {
  tipoPessoa: { fisica: 'imports.valFisica', juridica: 'imports.valJuridica', estrangeira: 'imports.valEstrangeira' },
  genero: { male: 'imports.valMale', female: 'imports.valFemale', 'non-binary': 'imports.valNonBinary' },
  idiomaPreferido: { pt: 'imports.valPt', en: 'imports.valEn', es: 'imports.valEs' },
  classificacao: { student: 'users.classStudent', manager: 'users.classManager', admin: 'users.classAdmin' },
  avaliador: { true: 'fields.yes', false: 'fields.no' },
} as const satisfies Record<string, Record<string, MessageKey>>;

/** What a cell holds once read from the file (the reader gives numbers for numeric and date cells). */
export type CellValue = string | number | boolean | Date | null | undefined;

/** Lower case, no accents, only letters and digits: 'Nome completo *' and 'nome_completo' are the same header. */
export const normalizeHeader = (value: unknown): string =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const HEADER_INDEX: ReadonlyMap<string, UserImportField> = new Map(
  USER_IMPORT_FIELDS.flatMap((field) => [
    [normalizeHeader(field), field] as const,
    ...LANGUAGES.map((lang) => [normalizeHeader(translate(USER_IMPORT_HEADERS[field], lang)), field] as const),
  ]),
);

/** A problem as stored with the import: translated only when read, so each reader sees it in their language. */
export type StoredImportError = {
  linha: number | null;
  campo: UserImportField | null;
  chave?: MessageKey;
  params?: MessageParams;
  /** A zod issue of the form's rules (translated by issueMessage). */
  issue?: ValidationIssue;
};

export type HeaderMap = {
  /** The field of each column of the sheet (null: a column the import ignores). */
  columns: (UserImportField | null)[];
  errors: StoredImportError[];
};

/** Recognises the header row: required columns must be there, and no column twice. */
export function mapHeaders(headerRow: readonly CellValue[]): HeaderMap {
  const columns = headerRow.map((cell) => HEADER_INDEX.get(normalizeHeader(cell)) ?? null);
  const errors: StoredImportError[] = [];
  for (const field of USER_IMPORT_REQUIRED) {
    if (!columns.includes(field)) errors.push({ linha: 1, campo: field, chave: 'imports.missingColumn' });
  }
  const seen = new Set<UserImportField>();
  for (const field of columns) {
    if (!field) continue;
    if (seen.has(field)) errors.push({ linha: 1, campo: field, chave: 'imports.duplicateColumn' });
    seen.add(field);
  }
  return { columns, errors };
}

/** A cell as text: trimmed; whole numbers without exponent or decimals ('11144477735', not '1.1144477735e10'). */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDay(value.getFullYear(), value.getMonth() + 1, value.getDate());
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value.trim();
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');
const isoDay = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/**
 * An Excel serial day number (1 = 1900-01-01; Excel counts a 29/02/1900 that never was, so serials from 61 on are
 * one day ahead) as 'yyyy-MM-dd'; null outside 1..2958465 (31/12/9999).
 */
export function excelSerialToIso(serial: number): string | null {
  if (!Number.isFinite(serial)) return null;
  const whole = Math.floor(serial);
  if (whole < 1 || whole > 2958465 || whole === 60) return null;
  const days = whole < 60 ? whole - 1 : whole - 2;
  const date = new Date(Date.UTC(1900, 0, 1) + days * 86_400_000);
  return isoDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * A date cell as 'yyyy-MM-dd': an Excel date (serial number or Date), 'dd/MM/yyyy' (also with one-digit day or
 * month, or '-' or '.' between parts) or 'yyyy-MM-dd'. '' for an empty cell; null when it is not a real day.
 */
export function cellDate(value: CellValue): string | null {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : isoDay(value.getFullYear(), value.getMonth() + 1, value.getDate());
  if (typeof value === 'number') return excelSerialToIso(value);
  const text = String(value).trim();
  if (text === '') return '';
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (br) {
    const date = parseDisplayDate(`${pad(Number(br[1]))}/${pad(Number(br[2]))}/${br[3]}`);
    return date ? isoDay(date.getFullYear(), date.getMonth() + 1, date.getDate()) : null;
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso && calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))) return text;
  return null;
}

export type CodedField = keyof typeof USER_IMPORT_VALUE_LABELS;

const CODE_INDEX = Object.fromEntries(
  (Object.keys(USER_IMPORT_VALUE_LABELS) as CodedField[]).map((field) => {
    const labels: Record<string, MessageKey> = USER_IMPORT_VALUE_LABELS[field];
    const entries = Object.entries(labels).flatMap(([code, key]) => [
      [normalizeHeader(code), code] as const,
      ...LANGUAGES.map((lang) => [normalizeHeader(translate(key, lang)), code] as const),
    ]);
    return [field, new Map(entries)];
  }),
) as Record<CodedField, Map<string, string>>;

/** The labels of a coded column's options in one language ('Física, Jurídica, Estrangeira'). */
export const codedLabels = (field: CodedField, lang: Language): string[] =>
  Object.values(USER_IMPORT_VALUE_LABELS[field] as Record<string, MessageKey>).map((key) => translate(key, lang));

/** The code of a coded cell ('Feminino', 'female', 'F'...) : '' when empty, null when no option matches. */
export function cellCode(field: CodedField, value: CellValue): string | null {
  if (typeof value === 'boolean' && field === 'avaliador') return String(value);
  const text = normalizeHeader(cellText(value));
  if (text === '') return '';
  const found = CODE_INDEX[field].get(text);
  if (found) return found;
  // Initials are common in HR exports: M/F for gender, S/N and Y for yes/no.
  if (field === 'genero' && (text === 'm' || text === 'f')) return text === 'm' ? 'male' : 'female';
  if (field === 'avaliador' && ['s', 'y', '1', 'x'].includes(text)) return 'true';
  if (field === 'avaliador' && ['n', '0'].includes(text)) return 'false';
  return null;
}

/** One row read: the form's input (ids still unresolved) and the names the server resolves in the company. */
export type UserImportRow = {
  linha: number;
  input: CreateUserInput;
  cargo: string | null;
  departamento: string | null;
  unidadeDeNegocio: string | null;
  grupoDePermissao: string | null;
  emailSuperiorDireto: string | null;
};

export type ReadRowResult = { row: UserImportRow | null; errors: StoredImportError[] };

/** Whether every cell of a row is empty (such rows are skipped, as spreadsheets often end with blank lines). */
export const isBlankRow = (cells: readonly CellValue[]): boolean => cells.every((cell) => cellText(cell) === '');

/**
 * Reads one data row (`linha` is its spreadsheet row number) with the form's rules (createUserRequestSchema): required
 * name and e-mail, CPF/CNPJ check digits, phone length, birth date not in the future, lengths. Coded cells accept
 * the code or its label in any language. New users are active, without a password (the e-mail link creates it).
 */
export function readUserRow(cells: readonly CellValue[], columns: readonly (UserImportField | null)[], linha: number): ReadRowResult {
  const errors: StoredImportError[] = [];
  const raw: Partial<Record<UserImportField, CellValue>> = {};
  columns.forEach((field, index) => {
    if (field) raw[field] = cells[index];
  });
  const text = (field: UserImportField) => cellText(raw[field]);
  const code = (field: CodedField): string | undefined => {
    const found = cellCode(field, raw[field]);
    if (found === null) {
      errors.push({ linha, campo: field, chave: 'imports.invalidOption', params: { value: cellText(raw[field]) } });
      return undefined;
    }
    return found === '' ? undefined : found;
  };
  const date = (field: 'dataDeNascimento' | 'dataDeAdmissao') => {
    const found = cellDate(raw[field]);
    if (found === null) {
      errors.push({ linha, campo: field, chave: 'imports.invalidDate', params: { value: cellText(raw[field]) } });
      return null;
    }
    return found || null;
  };

  const tipoPessoa = code('tipoPessoa') ?? 'fisica';
  let cpf = text('cpf');
  // A CPF typed as a number loses its leading zeros in the spreadsheet: they are put back.
  if (tipoPessoa === 'fisica' && typeof raw.cpf === 'number' && cpf.length < CPF_LENGTH) cpf = cpf.padStart(CPF_LENGTH, '0');
  const telefonePais = text('telefonePais').toUpperCase();
  const avaliador = code('avaliador');

  const candidate = {
    nomeCompleto: text('nomeCompleto'),
    apelido: text('apelido') || null,
    email: text('email'),
    tipoPessoa,
    cpf: cpf || null,
    telefone: text('telefone') || null,
    telefonePais: telefonePais || 'BR',
    dataDeNascimento: date('dataDeNascimento'),
    dataDeAdmissao: date('dataDeAdmissao'),
    genero: code('genero') ?? null,
    idiomaPreferido: code('idiomaPreferido') ?? null,
    classificacao: code('classificacao') ?? 'student',
    avaliador: avaliador === 'true',
    ativo: true,
    senha: null,
    alterarSenhaNoProximoAcesso: true,
  };
  const parsed = createUserRequestSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      const campo = (USER_IMPORT_FIELDS as readonly unknown[]).includes(field) ? (field as UserImportField) : null;
      const { code: issueCode, message, origin, minimum, maximum, format } = issue as ValidationIssue;
      errors.push({ linha, campo, issue: { code: issueCode, message, origin, minimum, maximum, format } });
    }
  }
  if (errors.length > 0 || !parsed.success) return { row: null, errors };
  const name = (field: UserImportField) => text(field) || null;
  const supervisor = text('emailSuperiorDireto').toLowerCase();
  return {
    row: {
      linha,
      input: parsed.data,
      cargo: name('cargo'),
      departamento: name('departamento'),
      unidadeDeNegocio: name('unidadeDeNegocio'),
      grupoDePermissao: name('grupoDePermissao'),
      emailSuperiorDireto: supervisor || null,
    },
    errors,
  };
}

/** Rows of one file that repeat an e-mail or a document already used by an earlier row. */
export function duplicateRowErrors(rows: readonly UserImportRow[]): StoredImportError[] {
  const errors: StoredImportError[] = [];
  const emails = new Map<string, number>();
  const documents = new Map<string, number>();
  for (const row of rows) {
    const firstEmail = emails.get(row.input.email);
    if (firstEmail !== undefined) errors.push({ linha: row.linha, campo: 'email', chave: 'imports.duplicateInFile', params: { row: firstEmail } });
    else emails.set(row.input.email, row.linha);
    if (row.input.cpf) {
      const firstDocument = documents.get(row.input.cpf);
      if (firstDocument !== undefined) errors.push({ linha: row.linha, campo: 'cpf', chave: 'imports.duplicateInFile', params: { row: firstDocument } });
      else documents.set(row.input.cpf, row.linha);
    }
  }
  return errors;
}

/** A stored problem in the reader's language, with the column's header as the template writes it. */
export function describeImportError(error: StoredImportError, lang: Language): ImportRowError {
  const params = error.params ? { ...error.params } : {};
  if (error.chave === 'imports.missingColumn' || error.chave === 'imports.duplicateColumn') {
    params.column = error.campo ? translate(USER_IMPORT_HEADERS[error.campo], lang) : '';
  }
  if (error.chave === 'imports.invalidOption' && error.campo && error.campo in USER_IMPORT_VALUE_LABELS) {
    params.accepted = codedLabels(error.campo as CodedField, lang).join(', ');
  }
  const mensagem = error.chave ? translate(error.chave, lang, params) : error.issue ? issueMessage(error.issue, lang) : translate('errors.invalidRequest', lang);
  return { linha: error.linha, coluna: error.campo ? translate(USER_IMPORT_HEADERS[error.campo], lang) : null, mensagem };
}

/** Example row of the template (a valid CPF and phone, so the template itself passes validation when filled like it). */
export const USER_IMPORT_EXAMPLE: Readonly<Partial<Record<UserImportField, string>>> = {
  nomeCompleto: 'Maria da Silva',
  email: 'maria.silva@empresa.com.br',
  cpf: '135.792.468-28',
  tipoPessoa: 'fisica',
  telefone: '(11) 98765-4321',
  telefonePais: 'BR',
  dataDeNascimento: '15/03/1990',
  dataDeAdmissao: '01/02/2024',
  genero: 'female',
  idiomaPreferido: 'pt',
  classificacao: 'student',
  avaliador: 'false',
};
