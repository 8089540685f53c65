import { z } from 'zod';

/**
 * The functionalities a permission group may hold, grouped by module (1-shell §6 route permission names).
 * A module name is itself a functionality: holding it opens the module's menu group.
 */
export const PERMISSION_MODULES = {
  Aprendizado: ['Aprendizado', 'Notificações'],
  Contas: ['Contas', 'Empresas', 'Contratos', 'Unidades de Negócio', 'Departamentos', 'Cargos', 'Usuários', 'Meu Contrato'],
  Conteúdo: ['Conteúdo', 'Depósito', 'Avaliações', 'Cursos', 'Trilhas', 'Seções', 'Gerir Certificados Externos'],
  Configurações: ['Configurações', 'Termos de Uso', 'Segmentações', 'Competências', 'Permissões', 'Categorias', 'Certificados'],
  Gestão: [
    'Gestão',
    'Meu Progresso',
    'Dashboard v1',
    'Meu Painel',
    'Histórico de Envios',
    'Histórico de Importações',
    'Painéis Dashboard',
    'Dashboard',
    'Certificados Externos',
    'Minhas Avaliações',
    'Correções de Avaliações',
  ],
  Gamificação: ['Gamificação', 'Regras', 'Desafios', 'Jornada'],
  Comunicações: ['Comunicações', 'Comunicação', 'Notificações Automatizadas'],
} as const;

export type PermissionModule = keyof typeof PERMISSION_MODULES;
export type PermissionName = (typeof PERMISSION_MODULES)[PermissionModule][number];
export const PERMISSION_NAMES = Object.values(PERMISSION_MODULES).flat() as PermissionName[];
export const isPermissionName = (value: string): value is PermissionName => (PERMISSION_NAMES as string[]).includes(value);

/** Reply of getpermissionfromuser: modules, each with access entries carrying a description. */
export const permissionModuleSchema = z.object({
  modulo: z.string(),
  acessos: z.array(z.object({ descricao: z.string() })),
});
export const userPermissionsResponseSchema = z.object({
  usuarioId: z.string(),
  grupoDePermissaoId: z.string().nullable(),
  grupoDePermissaoNome: z.string().nullable(),
  modulos: z.array(permissionModuleSchema),
});
export type UserPermissions = z.infer<typeof userPermissionsResponseSchema>;

/** Groups a flat list of functionality names into the module reply shape, in catalogue order. */
export const toPermissionModules = (names: readonly string[]) => {
  const held = new Set(names);
  return (Object.entries(PERMISSION_MODULES) as [PermissionModule, readonly PermissionName[]][])
    .map(([modulo, all]) => ({ modulo, acessos: all.filter((n) => held.has(n)).map((descricao) => ({ descricao })) }))
    .filter((m) => m.acessos.length > 0);
};

/**
 * A feature is allowed when the lower-cased description of an access entry matches the required name;
 * with several names, all must match (1-shell §6). No requirement means allowed.
 */
export const hasPermission = (held: Iterable<string>, required: string | readonly string[] | undefined | null): boolean => {
  if (!required || (Array.isArray(required) && required.length === 0)) return true;
  const lower = new Set([...held].map((h) => h.toLowerCase()));
  const needed = typeof required === 'string' ? [required] : required;
  return needed.every((n) => lower.has(n.toLowerCase()));
};

export const flattenPermissions = (modules: readonly { acessos: readonly { descricao: string }[] }[]) =>
  modules.flatMap((m) => m.acessos.map((a) => a.descricao));

/** Functionalities of the seeded groups (the spec leaves the mapping open; docs/permissions.md explains it). */
export const SEED_GROUPS: Record<'Aluno' | 'Gestor' | 'Administrador' | 'Avaliador', readonly PermissionName[]> = {
  Aluno: ['Aprendizado', 'Notificações', 'Gestão', 'Meu Progresso', 'Meu Painel', 'Histórico de Envios', 'Certificados Externos', 'Minhas Avaliações', 'Gamificação', 'Jornada'],
  Gestor: [
    'Aprendizado', 'Notificações', 'Gestão', 'Meu Progresso', 'Meu Painel', 'Dashboard v1', 'Dashboard', 'Histórico de Envios',
    'Certificados Externos', 'Minhas Avaliações', 'Gamificação', 'Jornada', 'Regras', 'Contas', 'Usuários', 'Departamentos', 'Cargos',
  ],
  Administrador: PERMISSION_NAMES,
  Avaliador: ['Aprendizado', 'Notificações', 'Gestão', 'Meu Progresso', 'Meu Painel', 'Minhas Avaliações', 'Correções de Avaliações', 'Gamificação', 'Jornada'],
};
