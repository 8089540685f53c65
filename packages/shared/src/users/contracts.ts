import { z } from 'zod';

export const TIPOS_PESSOA = ['fisica', 'juridica', 'estrangeira'] as const;
export type TipoPessoa = (typeof TIPOS_PESSOA)[number];
/** Classification (1-shell §6): decides the dashboard shown. */
export const CLASSIFICACOES = ['student', 'manager', 'admin'] as const;
export type Classificacao = (typeof CLASSIFICACOES)[number];
/** Gender (3-admin §3: male, female, non-binary). */
export const GENEROS = ['male', 'female', 'non-binary'] as const;
export type Genero = (typeof GENEROS)[number];
/** Preferred language (3-admin §3: en, pt, es). */
export const IDIOMAS = ['pt', 'en', 'es'] as const;

/** One company (tenant) account of the person behind a user; `padrao` is the default one, `atual` this user's. */
export const userAccountSummarySchema = z.object({
  tenantId: z.string(),
  empresa: z.string(),
  padrao: z.boolean(),
  ativo: z.boolean(),
  atual: z.boolean(),
});
export type UserAccountSummary = z.infer<typeof userAccountSummarySchema>;

/** The user as the server returns it (1-shell §3). */
export const userSchema = z.object({
  id: z.string(),
  apelido: z.string().nullable(),
  nomeCompleto: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  telefone: z.string().nullable(),
  dataDeAdmissao: z.string().nullable(),
  superiorDireto: z.string().nullable(),
  superiorDiretoNome: z.string().nullable(),
  cargoId: z.string().nullable(),
  cargoNome: z.string().nullable(),
  departamentoId: z.string().nullable(),
  unidadeDeNegocioId: z.string().nullable(),
  ativo: z.boolean(),
  tipoPessoa: z.enum(TIPOS_PESSOA),
  dataTermoDeUsoAceito: z.string().nullable(),
  termoDeUsoId: z.string().nullable(),
  foto: z.string().nullable(),
  dataDeNascimento: z.string().nullable(),
  usuarioAssinatura: z.boolean(),
  permissionId: z.string().nullable(),
  tenantId: z.string(),
  level: z.string(),
  avaliador: z.boolean(),
  classificacao: z.enum(CLASSIFICACOES),
  departamentoNome: z.string().nullable(),
  unidadeDeNegocioNome: z.string().nullable(),
  grupoDePermissaoNome: z.string().nullable(),
  genero: z.enum(GENEROS).nullable(),
  idiomaPreferido: z.enum(IDIOMAS).nullable(),
  createdAt: z.string(),
  /** The person's accounts in every company (partner accounts), this one included, the default first. */
  contas: z.array(userAccountSummarySchema),
});
export type User = z.infer<typeof userSchema>;

export const changePasswordSingleRequestSchema = z.object({
  usuarioId: z.uuid(),
  alterarSenhaNoProximoAcesso: z.boolean().default(false),
  senha: z.string(),
});
export type ChangePasswordSingleRequest = z.input<typeof changePasswordSingleRequestSchema>;

export const changePasswordBatchRequestSchema = z.object({
  usuarioIds: z.array(z.uuid()).max(1000),
  alterarSenhaNoProximoAcesso: z.boolean().default(false),
  senha: z.string(),
});
export type ChangePasswordBatchRequest = z.input<typeof changePasswordBatchRequestSchema>;

/** Batch reply: the users whose change failed, each with the reason. */
export const changePasswordBatchResponseSchema = z.object({
  success: z.boolean(),
  alterados: z.number().int(),
  falhas: z.array(z.object({ usuarioId: z.string(), message: z.string() })),
});
export type ChangePasswordBatchResponse = z.infer<typeof changePasswordBatchResponseSchema>;

/** The signed-in person's own password change (first access / forced change). */
export const changeOwnPasswordRequestSchema = z.object({
  senhaAtual: z.string().optional(),
  senha: z.string(),
});
