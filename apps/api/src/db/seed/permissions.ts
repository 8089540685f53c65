import type { PermissionName } from '@plataforma/shared/permissions';
import type { Tx } from '../../core/db';
import { grupoDePermissao } from '../schema';

/**
 * Demo permission groups beyond the four seeded with the accounts (demo.ts): a content team's group and an inactive
 * one, so the permission groups screen shows a group without users and the active flag. Nobody is linked to them.
 */
const DEMO_GROUPS: { nome: string; descricao: string; ativo: boolean; funcionalidades: PermissionName[] }[] = [
  {
    nome: 'Conteudista',
    descricao: 'Equipe que produz e publica cursos, trilhas e avaliações.',
    ativo: true,
    funcionalidades: ['Aprendizado', 'Notificações', 'Conteúdo', 'Depósito', 'Avaliações', 'Cursos', 'Trilhas', 'Seções', 'Configurações', 'Competências', 'Categorias'],
  },
  {
    nome: 'Comunicação Interna',
    descricao: 'Envio de comunicados; desativado até a campanha do próximo semestre.',
    ativo: false,
    funcionalidades: ['Aprendizado', 'Notificações', 'Comunicações', 'Comunicação', 'Notificações Automatizadas'],
  },
];

export const seedPermissionGroups = async (tx: Tx, tenants: Map<string, string>) => {
  const demo = tenants.get('demo');
  if (!demo) return;
  await tx.insert(grupoDePermissao).values(DEMO_GROUPS.map((g) => ({ tenantId: demo, ...g })));
};
