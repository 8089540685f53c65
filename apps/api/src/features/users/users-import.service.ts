import {
  IMPORT_MAX_ROWS,
  USER_IMPORT_EXAMPLE,
  USER_IMPORT_FIELDS,
  USER_IMPORT_HEADERS,
  USER_IMPORT_REQUIRED,
  USER_IMPORT_VALUE_LABELS,
  codedLabels,
  type UserImportField,
  duplicateRowErrors,
  isBlankRow,
  mapHeaders,
  readUserRow,
  type CellValue,
  type StoredImportError,
  type UserImportRow,
  type ValidateBatchResponse,
} from '@plataforma/shared/imports';
import { accountGrantRefusal, hasPermission } from '@plataforma/shared/permissions';
import { remainingActiveUsers, type Classificacao } from '@plataforma/shared/users';
import { translate, type Language, type MessageKey } from '@plataforma/shared';
import type { RequestContext } from '../../core/auth';
import { inSequence, type Executor, type Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { readFirstSheet, spreadsheetKind, type Cell } from '../../core/spreadsheet';
import type { UploadedFile } from '../../core/uploads';
import type { AuthService } from '../auth';
import { writeImportTemplate, type ChunkResult, type ImportRunContext, type ImportsService } from '../imports';
import * as admin from './users-admin.repository';
import * as repo from './users-import.repository';
import { emitUserSaved } from './user-events';
import { accountValues } from './users-admin.service';

/**
 * User import from a spreadsheet (3-admin §7 Usuario validate/batch and import/batch/{id}). Validation reads every
 * row with the form's rules (packages/shared/imports), then checks the company: names of job title, department,
 * unit and permission group, e-mails and documents already registered, supervisors, the contract's user limit.
 * The rows are kept with their references resolved; the job writes them chunk by chunk, checking again what may
 * have changed since (an e-mail registered meanwhile refuses only its row).
 */

/** A validated row as kept with the import: the form input with ids resolved, and the supervisor's e-mail. */
export type PreparedUserRow = { linha: number; input: UserImportRow['input']; emailSuperiorDireto: string | null };

const lower = (value: string) => value.trim().toLowerCase();

/** Name (lower case) -> ids with that name. */
const byName = <T extends { id: string; nome: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(lower(row.nome), [...(map.get(lower(row.nome)) ?? []), row]);
  return map;
};

type Lookups = Awaited<ReturnType<typeof loadLookups>>;

const loadLookups = async (tx: Executor, tenantId: string) => {
  const [jobTitles, departments, units, groups] = await inSequence(
    () => repo.jobTitleNames(tx, tenantId),
    () => repo.departmentNames(tx, tenantId),
    () => repo.unitNames(tx, tenantId),
    () => repo.permissionGroupNames(tx, tenantId),
  );
  const unitCodes = new Map(units.filter((u) => u.codigo).map((u) => [lower(u.codigo ?? ''), u]));
  return { jobTitles: byName(jobTitles), departments: byName(departments), units: byName(units), unitCodes, groups: byName(groups) };
};

/** The caller's functionalities and classification (null: platform administration), for the grant rule. */
type Granter = { held: readonly string[]; ownClassification: Classificacao | null };

/** The row's names as ids of the company, or the problems. */
const resolveReferences = (row: UserImportRow, lookups: Lookups, granter: Granter, errors: StoredImportError[]): PreparedUserRow | null => {
  const before = errors.length;
  const problem = (campo: StoredImportError['campo'], chave: MessageKey, value: string) => errors.push({ linha: row.linha, campo, chave, params: { value } });
  const one = (map: Map<string, { id: string }[]>, value: string | null, campo: StoredImportError['campo'], chave: MessageKey) => {
    if (!value) return null;
    const found = map.get(lower(value));
    if (!found) {
      problem(campo, chave, value);
      return null;
    }
    return found[0].id;
  };
  const cargoId = one(lookups.jobTitles, row.cargo, 'cargo', 'imports.jobTitleNotFound');
  const departamentoId = one(lookups.departments, row.departamento, 'departamento', 'imports.departmentNotFound');
  let unidadeDeNegocioId: string | null = null;
  if (row.unidadeDeNegocio) {
    const byCode = lookups.unitCodes.get(lower(row.unidadeDeNegocio));
    const named = lookups.units.get(lower(row.unidadeDeNegocio));
    if (byCode) unidadeDeNegocioId = byCode.id;
    else if (named && named.length > 1) problem('unidadeDeNegocio', 'imports.unitAmbiguous', row.unidadeDeNegocio);
    else if (named) unidadeDeNegocioId = named[0].id;
    else problem('unidadeDeNegocio', 'imports.unitNotFound', row.unidadeDeNegocio);
  }
  let permissionId: string | null = null;
  if (row.grupoDePermissao) {
    const group = lookups.groups.get(lower(row.grupoDePermissao))?.[0];
    if (!group) problem('grupoDePermissao', 'imports.groupNotFound', row.grupoDePermissao);
    else if (!group.ativo) errors.push({ linha: row.linha, campo: 'grupoDePermissao', chave: 'permissions.inactiveGroup' });
    else permissionId = group.id;
  }
  // The same grant rule as the user form (issue 16 §3): no group stronger than the caller's, no classification above.
  const group = permissionId ? (lookups.groups.get(lower(row.grupoDePermissao ?? ''))?.[0] ?? null) : null;
  const refusal = accountGrantRefusal({ ...granter, self: false, current: null, next: { group, classificacao: row.input.classificacao } });
  if (refusal) {
    const campo = refusal.key === 'permissions.groupAboveCaller' ? 'grupoDePermissao' : 'classificacao';
    errors.push({ linha: row.linha, campo, chave: refusal.key, params: refusal.params });
  }
  if (errors.length > before) return null;
  return { linha: row.linha, input: { ...row.input, cargoId, departamentoId, unidadeDeNegocioId, permissionId }, emailSuperiorDireto: row.emailSuperiorDireto };
};

/** E-mails and documents against the people already registered (in any company) and this company's accounts. */
const checkPeople = async (tx: Executor, tenantId: string, rows: PreparedUserRow[], errors: StoredImportError[]) => {
  const people = await repo.peopleByEmails(
    tx,
    rows.map((r) => r.input.email),
  );
  const personByEmail = new Map(people.map((p) => [p.email, p]));
  const holders = await repo.peopleByDocuments(
    tx,
    rows.flatMap((r) => (r.input.cpf ? [r.input.cpf] : [])),
  );
  const holderByDocument = new Map(holders.map((p) => [p.cpf ?? '', p]));
  const accounts = await repo.accountsOfPeopleInTenant(
    tx,
    tenantId,
    people.map((p) => p.id),
  );
  const refused = new Set<number>();
  for (const row of rows) {
    const person = personByEmail.get(row.input.email);
    const cpf = row.input.cpf;
    const holder = cpf ? holderByDocument.get(cpf) : undefined;
    const fail = (campo: StoredImportError['campo'], chave: MessageKey) => {
      errors.push({ linha: row.linha, campo, chave });
      refused.add(row.linha);
    };
    if (person && accounts.has(person.id)) fail('email', 'users.duplicateEmail');
    else if (person && cpf && person.cpf && person.cpf !== cpf) fail('cpf', 'users.cpfMismatch');
    else if (holder && holder.id !== person?.id) fail('cpf', 'users.duplicateCpf');
  }
  return { personByEmail, refused };
};

export const createUsersImportService = (deps: Deps, auth: AuthService, imports: ImportsService) => {
  const { database } = deps;

  /** POST usuario/validate/batch: reads and checks the file, writes no user, keeps the import and answers the report. */
  const validate = async (ctx: RequestContext, file: UploadedFile, lang: Language): Promise<ValidateBatchResponse> => {
    const extension = file.fileName.toLowerCase().split('.').pop();
    const kind = spreadsheetKind(file.buffer);
    if (!kind || (extension !== 'xls' && extension !== 'xlsx')) throw new AppError('imports.fileType', 415);
    let sheet: Cell[][];
    try {
      sheet = await readFirstSheet(file.buffer);
    } catch (error) {
      // The zip-bomb guard's refusal says why; anything else is a file that cannot be read.
      if (error instanceof AppError) throw error;
      throw new AppError('imports.unreadable', 400);
    }
    const headerIndex = sheet.findIndex((cells) => !isBlankRow(cells as CellValue[]));
    if (headerIndex < 0) throw new AppError('imports.empty', 400);
    const header = mapHeaders(sheet[headerIndex] as CellValue[]);
    const data = sheet
      .map((cells, index) => ({ cells: cells as CellValue[], linha: index + 1 }))
      .slice(headerIndex + 1)
      .filter((r) => !isBlankRow(r.cells));
    if (data.length === 0) throw new AppError('imports.empty', 400);
    if (data.length > IMPORT_MAX_ROWS) throw new AppError('imports.tooManyRows', 400, { count: data.length, max: IMPORT_MAX_ROWS });

    const errors: StoredImportError[] = [...header.errors];
    const read: UserImportRow[] = [];
    if (header.errors.length === 0) {
      for (const { cells, linha } of data) {
        const result = readUserRow(cells, header.columns, linha);
        errors.push(...result.errors);
        if (result.row) read.push(result.row);
      }
      errors.push(...duplicateRowErrors(read));
    }
    const prepared = await database.inTenant(ctx.tenantId, async (tx) => {
      const lookups = await loadLookups(tx, ctx.tenantId);
      const granter: Granter = {
        held: ctx.permissions,
        ownClassification: ctx.elevated || ctx.clientMode ? null : ((await admin.classificationOf(tx, ctx.tenantId, ctx.userId)) ?? 'student'),
      };
      const resolved = read.flatMap((row) => resolveReferences(row, lookups, granter, errors) ?? []);
      await checkPeople(tx, ctx.tenantId, resolved, errors);
      // Direct supervisors: an account of the company or a row of the same file, never the row itself.
      const inFile = new Set(read.map((r) => r.input.email));
      const supervisors = resolved.flatMap((r) => (r.emailSuperiorDireto && !inFile.has(r.emailSuperiorDireto) ? [r.emailSuperiorDireto] : []));
      const known = await repo.accountsByEmailInTenant(tx, ctx.tenantId, [...new Set(supervisors)]);
      for (const row of resolved) {
        const email = row.emailSuperiorDireto;
        if (!email) continue;
        if (email === row.input.email) errors.push({ linha: row.linha, campo: 'emailSuperiorDireto', chave: 'imports.supervisorSelf' });
        else if (!inFile.has(email) && !known.has(email)) errors.push({ linha: row.linha, campo: 'emailSuperiorDireto', chave: 'imports.supervisorNotFound', params: { value: email } });
      }
      // Every row makes an active user: the contract must have room for all of them (3-admin §4, §6).
      const remaining = remainingActiveUsers(await admin.lockContractUsage(tx, ctx.tenantId));
      if (remaining !== null && data.length > remaining) {
        errors.unshift({ linha: null, campo: null, chave: 'imports.contractLimit', params: { rows: data.length, remaining } });
      }
      return resolved;
    });
    errors.sort((a, b) => (a.linha ?? 0) - (b.linha ?? 0));
    return imports.saveValidated(ctx, { tipo: 'usuarios', nomeArquivo: file.fileName, totalLinhas: data.length, linhas: prepared, erros: errors }, lang);
  };

  /**
   * One chunk of the job: the people and accounts of its rows, set at a time. What changed since the validation
   * (an e-mail or document registered meanwhile, the contract filled up) refuses only the rows concerned.
   */
  const processChunk = async (tx: Tx, raw: unknown[], run: ImportRunContext): Promise<ChunkResult> => {
    const rows = raw as PreparedUserRow[];
    const errors: StoredImportError[] = [];
    const { personByEmail, refused } = await checkPeople(tx, run.tenantId, rows, errors);
    let room = remainingActiveUsers(await admin.lockContractUsage(tx, run.tenantId));
    const accepted: PreparedUserRow[] = [];
    for (const row of rows) {
      if (refused.has(row.linha)) continue;
      if (room !== null && room <= 0) {
        errors.push({ linha: row.linha, campo: null, chave: 'users.maxActiveUsers' });
        continue;
      }
      if (room !== null) room -= 1;
      accepted.push(row);
    }
    const fresh = accepted.filter((r) => !personByEmail.has(r.input.email));
    const created = await repo.insertPeople(
      tx,
      fresh.map((r) => ({ email: r.input.email, cpf: r.input.cpf })),
    );
    await repo.setDocuments(
      tx,
      accepted.flatMap((r) => {
        const person = personByEmail.get(r.input.email);
        return person && !person.cpf && r.input.cpf ? [{ id: person.id, cpf: r.input.cpf }] : [];
      }),
    );
    const identityOf = (row: PreparedUserRow) => personByEmail.get(row.input.email)?.id ?? created.get(row.input.email) ?? '';
    const accounts = await repo.insertAccounts(
      tx,
      run.tenantId,
      accepted.map((row) => ({
        identidadeId: identityOf(row),
        values: {
          ...accountValues(row.input),
          superiorDiretoId: null,
          // The first account of a new person is their default one; an existing person keeps theirs.
          padrao: !personByEmail.has(row.input.email),
        },
      })),
    );
    const welcome = run.options.enviarEmail !== false ? fresh : [];
    const saved = accepted.flatMap((row) => {
      const userId = accounts.get(identityOf(row));
      return userId ? [{ tenantId: run.tenantId, userId, cargoId: row.input.cargoId, unidadeDeNegocioId: row.input.unidadeDeNegocioId, ativo: row.input.ativo }] : [];
    });
    return {
      imported: accepted.length,
      errors,
      afterCommit: async () => {
        await emitUserSaved(saved, deps.log);
        for (const row of welcome) {
          const identidadeId = created.get(row.input.email);
          const usuarioId = identidadeId ? accounts.get(identidadeId) : undefined;
          if (!identidadeId || !usuarioId) continue;
          await auth.sendWelcome({ identidadeId, usuarioId, email: row.input.email, nomeCompleto: row.input.nomeCompleto }, run.lang, (message) =>
            deps.jobs.send('mail.send', message),
          );
        }
      },
    };
  };

  /** After the last chunk: direct supervisors, now that every account of the file exists. */
  const finish = async (tx: Tx, raw: unknown[], run: ImportRunContext) => {
    const rows = (raw as PreparedUserRow[]).filter((r) => r.emailSuperiorDireto);
    if (rows.length === 0) return;
    const emails = [...new Set(rows.flatMap((r) => [r.input.email, r.emailSuperiorDireto ?? '']))];
    const accounts = await repo.accountsByEmailInTenant(tx, run.tenantId, emails);
    await repo.setSupervisors(
      tx,
      run.tenantId,
      rows.flatMap((r) => {
        const id = accounts.get(r.input.email);
        const superiorDiretoId = accounts.get(r.emailSuperiorDireto ?? '');
        return id && superiorDiretoId && id !== superiorDiretoId ? [{ id, superiorDiretoId }] : [];
      }),
    );
  };

  /**
   * GET usuario/import/template: the spreadsheet to fill, in the reader's language: the columns ('*' marks the required
   * ones) with an example row, the accepted values and this company's job titles, departments, units and permission
   * groups, and the instructions.
   */
  const template = async (ctx: RequestContext, lang: Language) => {
    const t = (key: MessageKey) => translate(key, lang);
    const header = USER_IMPORT_FIELDS.map((field) => `${t(USER_IMPORT_HEADERS[field])}${USER_IMPORT_REQUIRED.includes(field) ? ' *' : ''}`);
    const example = USER_IMPORT_FIELDS.map((field) => {
      const value = USER_IMPORT_EXAMPLE[field] ?? null;
      const labels: Partial<Record<string, MessageKey>> | undefined = (USER_IMPORT_VALUE_LABELS as Record<string, Record<string, MessageKey>>)[field];
      const label = value && labels?.[value];
      return label ? t(label) : value;
    });
    const names = await database.inTenant(ctx.tenantId, async (tx) => {
      const [jobTitles, departments, units, groups] = await inSequence(
        () => repo.jobTitleNames(tx, ctx.tenantId),
        () => repo.departmentNames(tx, ctx.tenantId),
        () => repo.unitNames(tx, ctx.tenantId),
        () => repo.permissionGroupNames(tx, ctx.tenantId),
      );
      const sorted = (values: string[]) => values.sort((a, b) => a.localeCompare(b, lang));
      return {
        cargo: sorted(jobTitles.map((j) => j.nome)),
        departamento: sorted(departments.map((d) => d.nome)),
        unidadeDeNegocio: sorted(units.map((u) => (u.codigo ? `${u.nome} (${u.codigo})` : u.nome))),
        grupoDePermissao: sorted(groups.filter((g) => g.ativo).map((g) => g.nome)),
      };
    });
    const lists: [UserImportField, string[]][] = [
      ['tipoPessoa', codedLabels('tipoPessoa', lang)],
      ['genero', codedLabels('genero', lang)],
      ['idiomaPreferido', codedLabels('idiomaPreferido', lang)],
      ['classificacao', codedLabels('classificacao', lang)],
      ['avaliador', codedLabels('avaliador', lang)],
      ['telefonePais', ['BR', 'PY']],
      ['cargo', names.cargo],
      ['departamento', names.departamento],
      ['unidadeDeNegocio', names.unidadeDeNegocio],
      ['grupoDePermissao', names.grupoDePermissao],
    ];
    const content = await writeImportTemplate({
      data: { name: t('imports.templateSheet'), header, example },
      lists: { name: t('imports.listsSheet'), columns: lists.map(([field, values]) => ({ header: t(USER_IMPORT_HEADERS[field]), values })) },
      instructions: { name: t('imports.instructionsSheet'), text: t('imports.instructions') },
    });
    return { fileName: `${t('imports.templateTitle')}.xlsx`, content };
  };

  imports.registerKind('usuarios', { processChunk, finish, mayRun: (ctx) => hasPermission(ctx.permissions, 'Usuários') });

  return {
    validate,
    template,
    start: (ctx: RequestContext, id: string, enviarEmail: boolean) => imports.start(ctx, 'usuarios', id, { enviarEmail }),
    find: async (ctx: RequestContext, id: string) => {
      const found = await imports.find(ctx.tenantId, id);
      if (found.tipo !== 'usuarios') throw new AppError('imports.notFound', 404);
      return found;
    },
  };
};
