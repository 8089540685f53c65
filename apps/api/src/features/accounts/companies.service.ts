import { documentLookupKey, type Company, type CompanyBody, type CompanySortField, type ListCompaniesResponse } from '@plataforma/shared/accounts';
import type { RequestContext } from '../../core/auth';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/db-errors';
import type { Deps } from '../../core/deps';
import { AppError, forbidden } from '../../core/errors';
import { pageWindow, pagedReply } from '../../core/paging';
import * as repo from './companies.repository';

export type CompanyListQuery = {
  pageNumber: number;
  pageSize: number;
  orderBy: CompanySortField;
  orderDirection: 'asc' | 'desc';
  nome?: string;
  documentoIdentificacao?: string;
  tipoPessoa?: 'fisica' | 'juridica' | 'estrangeira';
  cidade?: string;
  estado?: string;
  createdAtFrom?: string;
  createdAtTo?: string;
};

/**
 * Companies and contracts are platform administration (3-admin §2: 'Companies and Contracts appear only in admin
 * mode'): the acting account must be elevated (Level N0/N1 or a distributor contract) and not in client mode.
 */
export const assertPlatformAdmin = (ctx: RequestContext) => {
  if (!ctx.elevated || ctx.clientMode) throw forbidden();
};

const toCompany = (row: repo.CompanyRow): Company => ({
  id: row.id,
  nome: row.nome,
  nomeFantasia: row.nomeFantasia,
  documentoIdentificacao: row.documentoIdentificacao,
  tipoPessoa: row.tipoPessoa,
  cep: row.cep,
  logradouro: row.logradouro,
  numero: row.numero,
  complemento: row.complemento,
  bairro: row.bairro,
  cidade: row.cidade,
  estado: row.estado,
  pais: row.pais,
  nomeContato: row.nomeContato,
  emailContato: row.emailContato,
  telefoneContato: row.telefoneContato,
  nomeGestor: row.nomeGestor,
  emailGestor: row.emailGestor,
  telefoneGestor: row.telefoneGestor,
  contratoId: row.contratoId,
  totalContratos: Number(row.totalContratos),
  createdAt: row.criadoEm.toISOString(),
});

/** A unique-index refusal that slipped past the document check (two saves at once) is the same 409. */
const uniqueDocument = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('companies.duplicateDocument', 409);
    throw error;
  }
};

/** Companies (Empresa), 3-admin §3 and §7: CRUD and the look-up by identification document. */
export const createCompaniesService = ({ database }: Deps) => {
  const list = async (ctx: RequestContext, q: CompanyListQuery): Promise<ListCompaniesResponse> => {
    assertPlatformAdmin(ctx);
    const filters: repo.CompanyFilters = {
      ...q,
      createdAtFrom: q.createdAtFrom ? new Date(q.createdAtFrom) : undefined,
      createdAtTo: q.createdAtTo ? new Date(q.createdAtTo) : undefined,
    };
    return database.system(async (tx) => {
      const total = await repo.countCompanies(tx, filters);
      const { page, offset, limit } = pageWindow(q.pageNumber, q.pageSize, total);
      const rows = await repo.listCompanies(tx, filters, offset, limit);
      return pagedReply(rows.map(toCompany), page, q.pageSize, total);
    });
  };

  const get = async (ctx: RequestContext, id: string) => {
    assertPlatformAdmin(ctx);
    const row = await database.system((tx) => repo.findCompany(tx, id));
    if (!row) throw new AppError('companies.notFound', 404);
    return toCompany(row);
  };

  /** GET Empresa/documentoidentificacao/{doc}: masked or digits only; 404 when no company has it. */
  const byDocument = async (ctx: RequestContext, doc: string) => {
    assertPlatformAdmin(ctx);
    const row = await database.system((tx) => repo.findCompanyByDocument(tx, documentLookupKey(doc)));
    if (!row) throw new AppError('companies.notFoundByDocument', 404);
    return toCompany(row);
  };

  const create = (ctx: RequestContext, body: CompanyBody) => {
    assertPlatformAdmin(ctx);
    return uniqueDocument(() =>
      database.system(async (tx) => {
        if (await repo.documentTaken(tx, body.documentoIdentificacao)) throw new AppError('companies.duplicateDocument', 409);
        const id = await repo.insertCompany(tx, body);
        return toCompany((await repo.findCompany(tx, id))!);
      }),
    );
  };

  const update = (ctx: RequestContext, id: string, body: CompanyBody) => {
    assertPlatformAdmin(ctx);
    return uniqueDocument(() =>
      database.system(async (tx) => {
        if (!(await repo.findCompany(tx, id))) throw new AppError('companies.notFound', 404);
        if (await repo.documentTaken(tx, body.documentoIdentificacao, id)) throw new AppError('companies.duplicateDocument', 409);
        await repo.updateCompany(tx, id, body);
        return toCompany((await repo.findCompany(tx, id))!);
      }),
    );
  };

  /** Refused with 409 while the company has contracts (the contract's foreign key is the second wall). */
  const remove = async (ctx: RequestContext, id: string) => {
    assertPlatformAdmin(ctx);
    try {
      await database.system(async (tx) => {
        if (!(await repo.findCompany(tx, id))) throw new AppError('companies.notFound', 404);
        const contracts = await repo.contractsOfCompany(tx, id);
        if (contracts > 0) throw new AppError('companies.hasContracts', 409, { count: contracts });
        await repo.deleteCompany(tx, id);
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('errors.conflict', 409);
      throw error;
    }
    return { success: true as const };
  };

  return { list, get, byDocument, create, update, remove };
};

export type CompaniesService = ReturnType<typeof createCompaniesService>;
