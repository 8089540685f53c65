import {
  BATCH_CONTENT_KINDS,
  batchColumnOf,
  batchKindOf,
  batchPersonKey,
  ENROLMENT_BATCH_COLUMNS,
  foldText,
  type BatchColumn,
  type EnrolmentBatchError,
  type ImportEnrolmentBatchResponse,
  type InscricaoTipo,
  type ValidateEnrolmentBatchResponse,
} from '@plataforma/shared/enrolment';
import { IMPORT_MAX_ROWS, type StoredImportError } from '@plataforma/shared/imports';
import { hasPermission } from '@plataforma/shared/permissions';
import { translate, type Language, type MessageKey, type MessageParams } from '@plataforma/shared';
import type { RequestContext } from '../../core/auth';
import type { Tx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { AppError, forbidden } from '../../core/errors';
import { readFirstSheet, spreadsheetKind, type Cell } from '../../core/spreadsheet';
import type { UploadedFile } from '../../core/uploads';
import { writeImportTemplate, type ImportRunContext, type ImportsService } from '../imports';
import type { EnrolmentEngine, Notice } from './enrolment.engine';
import * as repo from './enrolment.repository';
import { PERMISSION_OF } from './enrolment.service';

/** A row ready to run: kept in the import until POST inscricao/importbatch/{id}. */
type BatchRow = { linha: number; usuarioId: string; tipo: InscricaoTipo; conteudoId: string };
type Problem = { linha: number | null; coluna: BatchColumn | null; chave: MessageKey; params?: MessageParams };

const COLUMN_HEADER: Record<BatchColumn, string> = { pessoa: ENROLMENT_BATCH_COLUMNS[0], tipo: ENROLMENT_BATCH_COLUMNS[1], conteudo: ENROLMENT_BATCH_COLUMNS[2] };

const cellText = (value: Cell | undefined): string => (value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value).trim());

/** The rows of a CSV text (';' or ',' separated, as the first line shows; double quotes escape). */
export const parseCsv = (text: string): string[][] => {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
};

/** The sheet of an uploaded .xlsx or .csv file (row numbers as the spreadsheet's). */
const readSheet = async (file: UploadedFile): Promise<Cell[][]> => {
  const extension = file.fileName.toLowerCase().split('.').pop();
  if (extension === 'xlsx') {
    if (spreadsheetKind(file.buffer) !== 'xlsx') throw new AppError('inscricoes.batchFileType', 415);
    try {
      return await readFirstSheet(file.buffer);
    } catch (error) {
      // The zip-bomb guard's refusal says why; anything else is a file that cannot be read.
      if (error instanceof AppError) throw error;
      throw new AppError('imports.unreadable', 400);
    }
  }
  if (extension === 'csv') {
    if (spreadsheetKind(file.buffer) !== null || file.buffer.includes(0)) throw new AppError('inscricoes.batchFileType', 415);
    return parseCsv(file.buffer.toString('utf8'));
  }
  throw new AppError('inscricoes.batchFileType', 415);
};

const isBlank = (cells: Cell[]) => cells.every((c) => cellText(c) === '');

/**
 * Batch enrolment (3-admin §7 Batch enrolment; docs/enrolment.md): a spreadsheet of (person, kind, content) rows is
 * validated into an import of kind 'inscricao' (the /gestao/importacoes history shows it) with a report per row;
 * running it enrols the people of the valid rows (origin 'import').
 */
export const createEnrolmentBatchService = (deps: Deps, engine: EnrolmentEngine, imports: ImportsService) => {
  const { database } = deps;
  /** What the runs of this process did, read back by the request that asked for the run. */
  const tallies = new Map<string, { inscritos: number; jaInscritos: number; falhas: ImportEnrolmentBatchResponse['falhas'] }>();

  const mayRun = (ctx: RequestContext) => hasPermission(ctx.permissions, PERMISSION_OF.curso) || hasPermission(ctx.permissions, PERMISSION_OF.formacao);
  const assertBatchPermission = (ctx: RequestContext) => {
    if (!mayRun(ctx)) throw forbidden();
  };

  /**
   * GET inscricao/modelo: the template, as the users one (features/imports writeImportTemplate): the columns with an
   * example row (a made-up person and one of the company's active courses by its code or title), and the instructions.
   */
  const template = async (ctx: RequestContext, lang: Language) => {
    assertBatchPermission(ctx);
    const t = (key: MessageKey) => translate(key, lang);
    const courses = await database.inTenant(ctx.tenantId, async (tx) => (await repo.allContents(tx, ctx.tenantId)).curso);
    const course = courses.filter((c) => c.ativo).sort((a, b) => a.titulo.localeCompare(b.titulo, lang) || a.id.localeCompare(b.id))[0];
    const content = await writeImportTemplate({
      data: {
        name: t('inscricoes.batchTemplateSheet'),
        header: [...ENROLMENT_BATCH_COLUMNS],
        example: [t('inscricoes.batchExamplePerson'), BATCH_CONTENT_KINDS[0], course ? course.codigo?.trim() || course.titulo : t('inscricoes.batchExampleContent')],
        widths: [40, 14, 50],
      },
      instructions: {
        name: t('imports.instructionsSheet'),
        // the column names are the sheet's own, the same in every language
        text: translate('inscricoes.batchInstructions', lang, { pessoa: ENROLMENT_BATCH_COLUMNS[0], tipo: ENROLMENT_BATCH_COLUMNS[1], conteudo: ENROLMENT_BATCH_COLUMNS[2] }),
      },
    });
    return { fileName: `${t('inscricoes.batchTemplateTitle')}.xlsx`, content };
  };

  /** POST inscricao/validatebatch: checks every row, enrols nobody, keeps the valid rows as an import. */
  const validate = async (ctx: RequestContext, file: UploadedFile, lang: Language): Promise<ValidateEnrolmentBatchResponse> => {
    assertBatchPermission(ctx);
    const sheet = await readSheet(file);
    const headerIndex = sheet.findIndex((cells) => !isBlank(cells));
    if (headerIndex < 0) throw new AppError('imports.empty', 400);
    const data = sheet
      .map((cells, index) => ({ cells, linha: index + 1 }))
      .slice(headerIndex + 1)
      .filter((r) => !isBlank(r.cells));
    if (data.length === 0) throw new AppError('imports.empty', 400);
    if (data.length > IMPORT_MAX_ROWS) throw new AppError('imports.tooManyRows', 400, { count: data.length, max: IMPORT_MAX_ROWS });

    const problems: Problem[] = [];
    const columns = new Map<BatchColumn, number>();
    sheet[headerIndex].forEach((header, index) => {
      const column = batchColumnOf(cellText(header));
      if (column && !columns.has(column)) columns.set(column, index);
    });
    for (const column of ['pessoa', 'tipo', 'conteudo'] as const) {
      if (!columns.has(column)) problems.push({ linha: null, coluna: null, chave: 'inscricoes.batchColumnMissing', params: { column: COLUMN_HEADER[column] } });
    }

    const valid: BatchRow[] = [];
    if (problems.length === 0) {
      const raw = data.map(({ cells, linha }) => ({
        linha,
        pessoa: cellText(cells[columns.get('pessoa')!]),
        tipoText: cellText(cells[columns.get('tipo')!]),
        conteudo: cellText(cells[columns.get('conteudo')!]),
      }));
      const keys = raw.map((r) => batchPersonKey(r.pessoa));
      await database.inTenant(ctx.tenantId, async (tx) => {
        const emails = [...new Set(keys.flatMap((k) => (k && 'email' in k ? [k.email] : [])))];
        const cpfs = [...new Set(keys.flatMap((k) => (k && 'cpf' in k ? [k.cpf] : [])))];
        const people = await repo.peopleByEmailOrCpf(tx, ctx.tenantId, emails, cpfs);
        const byEmail = new Map(people.map((p) => [p.email.toLowerCase(), p]));
        const byCpf = new Map(people.flatMap((p) => (p.cpf ? [[p.cpf, p] as const] : [])));
        const contents = await repo.allContents(tx, ctx.tenantId);
        const seen = new Map<string, number>();
        raw.forEach((r, index) => {
          const before = problems.length;
          const key = keys[index];
          const person = key ? ('email' in key ? byEmail.get(key.email) : byCpf.get(key.cpf)) : undefined;
          if (!key) problems.push({ linha: r.linha, coluna: 'pessoa', chave: 'inscricoes.batchPersonRequired' });
          else if (!person) problems.push({ linha: r.linha, coluna: 'pessoa', chave: 'inscricoes.batchPersonNotFound', params: { value: r.pessoa } });
          else if (!person.ativo) problems.push({ linha: r.linha, coluna: 'pessoa', chave: 'inscricoes.batchPersonInactive', params: { value: r.pessoa } });
          const tipo = batchKindOf(r.tipoText);
          if (!tipo) problems.push({ linha: r.linha, coluna: 'tipo', chave: 'inscricoes.batchKindInvalid', params: { value: r.tipoText } });
          else if (!hasPermission(ctx.permissions, PERMISSION_OF[tipo])) problems.push({ linha: r.linha, coluna: 'tipo', chave: 'auth.forbidden' });
          let conteudoId: string | null = null;
          if (!r.conteudo) problems.push({ linha: r.linha, coluna: 'conteudo', chave: 'inscricoes.batchContentRequired' });
          else if (tipo) {
            const folded = foldText(r.conteudo);
            const byCode = contents[tipo].filter((c) => c.codigo && c.codigo.trim().toLowerCase() === r.conteudo.toLowerCase());
            const byTitle = contents[tipo].filter((c) => foldText(c.titulo) === folded);
            const found = byCode.length === 1 ? byCode : byTitle;
            if (found.length === 0) problems.push({ linha: r.linha, coluna: 'conteudo', chave: 'inscricoes.batchContentNotFound', params: { value: r.conteudo } });
            else if (found.length > 1) problems.push({ linha: r.linha, coluna: 'conteudo', chave: 'inscricoes.batchContentAmbiguous', params: { value: r.conteudo } });
            else conteudoId = found[0].id;
          }
          if (problems.length > before || !person || !tipo || !conteudoId) return;
          const identity = `${person.id}:${tipo}:${conteudoId}`;
          const first = seen.get(identity);
          if (first !== undefined) {
            problems.push({ linha: r.linha, coluna: null, chave: 'inscricoes.batchDuplicate', params: { row: first } });
            return;
          }
          seen.set(identity, r.linha);
          valid.push({ linha: r.linha, usuarioId: person.id, tipo, conteudoId });
        });
      });
    }

    const stored: StoredImportError[] = problems.map((p) => ({ linha: p.linha, campo: null, chave: p.chave, params: p.params }));
    const saved = await imports.saveValidated(
      ctx,
      { tipo: 'inscricao', nomeArquivo: file.fileName, totalLinhas: data.length, linhas: valid, erros: stored, partial: true },
      lang,
    );
    const erros: EnrolmentBatchError[] = problems.map((p) => ({
      linha: p.linha,
      campo: p.coluna ? COLUMN_HEADER[p.coluna] : null,
      mensagem: translate(p.chave, lang, p.params),
    }));
    return { id: saved.id, totalLinhas: data.length, linhasValidas: valid.length, linhasComErro: saved.linhasComErro, erros };
  };

  /** One chunk of a batch: each row's person (still active) enrolled in its content (still there), origin 'import'. */
  const processChunk = async (tx: Tx, raw: unknown[], run: ImportRunContext) => {
    const rows = raw as BatchRow[];
    const tally = tallies.get(run.importId) ?? { inscritos: 0, jaInscritos: 0, falhas: [] };
    tallies.set(run.importId, tally);
    const errors: StoredImportError[] = [];
    const fail = (row: BatchRow, chave: MessageKey) => {
      errors.push({ linha: row.linha, campo: null, chave });
      tally.falhas.push({ linha: row.linha, motivo: translate(chave, run.lang) });
    };
    const people = new Map((await repo.peopleByIds(tx, run.tenantId, [...new Set(rows.map((r) => r.usuarioId))])).map((p) => [p.id, p]));
    const notices: Notice[] = [];
    const groups = new Map<string, BatchRow[]>();
    for (const row of rows) groups.set(`${row.tipo}:${row.conteudoId}`, [...(groups.get(`${row.tipo}:${row.conteudoId}`) ?? []), row]);
    let imported = 0;
    for (const group of groups.values()) {
      const { tipo, conteudoId } = group[0];
      const content = await repo.findContent(tx, run.tenantId, tipo, conteudoId);
      const ready: BatchRow[] = [];
      for (const row of group) {
        const person = people.get(row.usuarioId);
        if (!content) fail(row, tipo === 'curso' ? 'cursos.notFound' : 'formacoes.notFound');
        else if (!person) fail(row, 'inscricoes.userNotFound');
        else if (!person.ativo) fail(row, 'inscricoes.userInactive');
        else ready.push(row);
      }
      if (!content || ready.length === 0) continue;
      const outcome = await engine.enrol(
        tx,
        run.tenantId,
        tipo,
        conteudoId,
        ready.map((r) => r.usuarioId),
        { origem: 'import', inscritoPorId: run.createdBy, reactivate: true },
      );
      const enrolled = [...outcome.inscritos, ...outcome.reativados];
      imported += enrolled.length;
      tally.inscritos += enrolled.length;
      tally.jaInscritos += outcome.jaInscritos.length;
      if (run.options.notificarPorEmail === true) notices.push(...enrolled.map((id) => ({ person: people.get(id)!, tipo, titulo: content.titulo })));
    }
    return { imported, errors, afterCommit: () => engine.notify(notices) };
  };

  imports.registerKind('inscricao', { processChunk, mayRun });

  /** POST inscricao/importbatch/{id}: runs the valid rows now; 'Erro ao inscrever alunos!' when nothing could be done. */
  const run = async (ctx: RequestContext, id: string, notificarPorEmail: boolean): Promise<ImportEnrolmentBatchResponse> => {
    assertBatchPermission(ctx);
    const current = await imports.find(ctx.tenantId, id);
    if (current.tipo !== 'inscricao') throw new AppError('imports.notFound', 404);
    if (current.status === 'Invalido') throw new AppError('inscricoes.enrolError', 422);
    if (current.status === 'Descartado') throw new AppError('imports.discarded', 409);
    tallies.delete(id);
    try {
      const after = await imports.runNow(ctx, 'inscricao', id, { notificarPorEmail });
      const tally = tallies.get(id) ?? { inscritos: 0, jaInscritos: 0, falhas: [] };
      if (after.status === 'Falhou' || (tally.inscritos === 0 && tally.jaInscritos === 0)) {
        throw new AppError('inscricoes.enrolError', 422, {}, { falhas: tally.falhas });
      }
      return tally;
    } finally {
      tallies.delete(id);
    }
  };

  return { template, validate, run };
};
