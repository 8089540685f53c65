import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../core/db';
import { identidade, unidadeDeNegocio, usuario } from '../schema';

/** A unit of the demo trees: name, code and sub-units. */
type SeedUnit = { nome: string; codigo: string; children?: SeedUnit[] };

/** Demo: a 3-level tree (Demo Brasil > Sudeste > São Paulo ...) and a second branch abroad. */
const DEMO: SeedUnit[] = [
  {
    nome: 'Demo Brasil',
    codigo: 'BR',
    children: [
      {
        nome: 'Sudeste',
        codigo: 'BR-SE',
        children: [
          { nome: 'São Paulo', codigo: 'BR-SE-SP' },
          { nome: 'Rio de Janeiro', codigo: 'BR-SE-RJ' },
        ],
      },
      { nome: 'Sul', codigo: 'BR-S', children: [{ nome: 'Porto Alegre', codigo: 'BR-S-POA' }] },
    ],
  },
  {
    nome: 'Demo Internacional',
    codigo: 'INT',
    children: [{ nome: 'Paraguai', codigo: 'INT-PY', children: [{ nome: 'Assunção', codigo: 'INT-PY-ASU' }] }],
  },
];

const ACME: SeedUnit[] = [{ nome: 'Acme Matriz', codigo: 'MTZ', children: [{ nome: 'Fábrica Joinville', codigo: 'FAB-JLLE' }] }];

/** Where demo people work (by e-mail). */
const DEMO_PLACES = [
  { email: 'gestor@demo.local', unidade: 'Sudeste' },
  { email: 'aluno@demo.local', unidade: 'São Paulo' },
];

const insertTree = async (tx: Tx, tenantId: string, units: SeedUnit[], parentId: string | null, ids: Map<string, string>) => {
  for (const unit of units) {
    const [row] = await tx
      .insert(unidadeDeNegocio)
      .values({ tenantId, nome: unit.nome, codigo: unit.codigo, unidadeDeNegocioPaiId: parentId })
      .returning({ id: unidadeDeNegocio.id });
    ids.set(unit.nome, row.id);
    await insertTree(tx, tenantId, unit.children ?? [], row.id, ids);
  }
};

/** Seeds the demo business units and places some demo people in them (called by the demo seed, after the people). */
export const seedUnits = async (tx: Tx, tenants: Map<string, string>) => {
  const demo = tenants.get('demo');
  const acme = tenants.get('acme');
  if (acme) await insertTree(tx, acme, ACME, null, new Map());
  if (!demo) return;
  const ids = new Map<string, string>();
  await insertTree(tx, demo, DEMO, null, ids);
  for (const place of DEMO_PLACES) {
    const people = await tx.select({ id: identidade.id }).from(identidade).where(eq(identidade.email, place.email));
    if (people.length === 0) continue;
    await tx
      .update(usuario)
      .set({ unidadeDeNegocioId: ids.get(place.unidade) })
      .where(and(eq(usuario.tenantId, demo), inArray(usuario.identidadeId, people.map((p) => p.id))));
  }
};
