import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../core/db';
import { identidade, painelBi, painelBiAcesso, painelBiContrato, painelBiParametro, tenant, usuario } from '../schema';

/**
 * The demo BI panel (docs/bi.md): managed by the platform, brought to the Demo company by its contract, and shown to
 * the Demo manager (gestor@demo.local). Its address is the built-in demonstration page, which verifies the signed
 * token and shows the parameters the server locked for the viewer.
 */
export const seedBiPanels = async (tx: Tx, tenants: Map<string, string>) => {
  const platform = tenants.get('plataforma')!;
  const demo = tenants.get('demo')!;
  const [panel] = await tx
    .insert(painelBi)
    .values({ tenantId: platform, nome: 'Aprendizagem da equipe (demonstração)', codigo: 'aprendizagem-equipe', url: '/api/v1/PainelVistraBI/demo', publico: false, ativo: true })
    .returning({ id: painelBi.id });
  await tx.insert(painelBiParametro).values([
    { tenantId: platform, painelId: panel.id, parametroId: 'empresa', ordem: 1, tipo: 'tenantId', valor: '', descricao: 'Empresa de quem vê o painel' },
    { tenantId: platform, painelId: panel.id, parametroId: 'gestor', ordem: 2, tipo: 'superiorId', valor: '', descricao: 'Superior direto de quem vê o painel' },
    { tenantId: platform, painelId: panel.id, parametroId: 'pessoa', ordem: 3, tipo: 'usuarioId', valor: '', descricao: 'Quem vê o painel' },
    { tenantId: platform, painelId: panel.id, parametroId: 'origem', ordem: 4, tipo: 'fixed', valor: 'plataforma', descricao: 'Origem dos dados' },
  ]);
  const [demoTenant] = await tx.select({ contratoId: tenant.contratoId }).from(tenant).where(eq(tenant.id, demo));
  if (demoTenant?.contratoId) await tx.insert(painelBiContrato).values({ tenantId: platform, painelId: panel.id, contratoId: demoTenant.contratoId });
  const [manager] = await tx
    .select({ id: usuario.id })
    .from(usuario)
    .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
    .where(and(eq(usuario.tenantId, demo), eq(identidade.email, 'gestor@demo.local')));
  if (manager) await tx.insert(painelBiAcesso).values({ tenantId: demo, painelId: panel.id, usuarioId: manager.id });
};
