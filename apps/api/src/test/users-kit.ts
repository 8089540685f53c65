import type { User } from '@plataforma/shared/users';

/** The body of `PUT usuario/{id}` that keeps every field of `u` but the given changes. */
export const userUpdateBody = (u: User, changes: Record<string, unknown> = {}) => ({
  nomeCompleto: u.nomeCompleto,
  apelido: u.apelido,
  email: u.email,
  cpf: u.cpf,
  tipoPessoa: u.tipoPessoa,
  telefone: u.telefone,
  dataDeNascimento: u.dataDeNascimento,
  dataDeAdmissao: u.dataDeAdmissao,
  genero: u.genero,
  idiomaPreferido: u.idiomaPreferido,
  superiorDireto: u.superiorDireto,
  cargoId: u.cargoId,
  departamentoId: u.departamentoId,
  unidadeDeNegocioId: u.unidadeDeNegocioId,
  permissionId: u.permissionId,
  classificacao: u.classificacao,
  avaliador: u.avaliador,
  ativo: u.ativo,
  ...changes,
});
