import { eq } from 'drizzle-orm';
import type { Tx } from '../../core/db';
import { contrato, empresa, tenant } from '../schema';

type CompanyData = Partial<typeof empresa.$inferInsert>;
type ContractData = Partial<typeof contrato.$inferInsert>;

/** Full records of the demo companies and their contracts (3-admin §3), by tenant sub-domain. */
const DEMO: Record<string, { company: CompanyData; contract: ContractData }> = {
  plataforma: {
    company: {
      nome: 'Plataforma de Aprendizagem Ltda',
      nomeFantasia: 'Plataforma',
      documentoIdentificacao: '12345678000195',
      tipoPessoa: 'juridica',
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: '10º andar',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
      pais: 'Brasil',
      nomeContato: 'Equipe de Sucesso do Cliente',
      emailContato: 'sucesso@plataforma.local',
      telefoneContato: '551130000000',
    },
    contract: {
      nome: 'Contrato Plataforma',
      dataDeContrato: '2024-01-01',
      statusProjeto: 'inProduction',
      classificacaoCliente: 'embarcado',
      produtos: ['LMS'],
      urlDeAcessoPadrao: 'plataforma',
      nomeDoResponsavel: 'Administração da Plataforma',
      emailDoResponsavel: 'superadmin@plataforma.local',
    },
  },
  demo: {
    company: {
      nome: 'Demo Indústria e Comércio S.A.',
      nomeFantasia: 'Demo',
      documentoIdentificacao: '98765432000198',
      tipoPessoa: 'juridica',
      cep: '80010000',
      logradouro: 'Rua XV de Novembro',
      numero: '250',
      bairro: 'Centro',
      cidade: 'Curitiba',
      estado: 'PR',
      pais: 'Brasil',
      nomeContato: 'Ana Administradora',
      emailContato: 'admin@demo.local',
      telefoneContato: '5541987654321',
      nomeGestor: 'Ana Administradora',
      emailGestor: 'admin@demo.local',
      telefoneGestor: '5541987654321',
    },
    contract: {
      codigoContaAgb: 'AGB-0001',
      dataDeContrato: '2025-02-01',
      dataDeValidade: '2027-01-31',
      observacao: 'Contrato de demonstração com todos os módulos.',
      espacoEmDiscoContratado: 100,
      limiteDeRegistrosDeCursos: 500,
      limiteDeRegistroDeFormacoes: 100,
      nomeDoResponsavel: 'Ana Administradora',
      emailDoResponsavel: 'admin@demo.local',
      celularDoResponsavel: '5541987654321',
      urlDeAcessoPadrao: 'demo',
      emailDeComunicacao: 'comunicacao@demo.local',
      tipoPessoaGestor: 'fisica',
      cpfGestor: '52998224725',
      emailGestor: 'admin@demo.local',
      nomeGestor: 'Ana Administradora',
      classificacaoCliente: 'ERP Agro',
      statusProjeto: 'inProduction',
      produtos: ['ERP Agro', 'CRM', 'BI'],
    },
  },
  acme: {
    company: {
      nome: 'Acme Serviços Ltda',
      nomeFantasia: 'Acme',
      documentoIdentificacao: '45612378000184',
      tipoPessoa: 'juridica',
      cep: '30130010',
      logradouro: 'Avenida Afonso Pena',
      numero: '1500',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      estado: 'MG',
      pais: 'Brasil',
      nomeContato: 'Carlos Administrador da Acme',
      emailContato: 'admin@acme.local',
      telefoneContato: '5531998765432',
    },
    contract: {
      codigoContaAgb: 'AGB-0002',
      dataDeContrato: '2025-06-15',
      dataDeValidade: '2026-06-14',
      espacoEmDiscoContratado: 50,
      limiteDeRegistrosDeCursos: 100,
      limiteDeRegistroDeFormacoes: 20,
      nomeDoResponsavel: 'Carlos Administrador da Acme',
      emailDoResponsavel: 'admin@acme.local',
      urlDeAcessoPadrao: 'acme',
      classificacaoCliente: 'experimentacao',
      statusProjeto: 'experimentation',
      produtos: ['CRM'],
    },
  },
};

/** Companies without a contract yet (prospects), for the companies list. */
const PROSPECTS: (typeof empresa.$inferInsert)[] = [
  {
    nome: 'Cooperativa Agroindustrial Vale Verde',
    nomeFantasia: 'Vale Verde',
    documentoIdentificacao: '33444555000181',
    tipoPessoa: 'juridica',
    cep: '87013000',
    logradouro: 'Avenida Brasil',
    numero: '3200',
    bairro: 'Zona 1',
    cidade: 'Maringá',
    estado: 'PR',
    pais: 'Brasil',
    nomeContato: 'Roberta Lima',
    emailContato: 'roberta.lima@valeverde.coop',
    telefoneContato: '5544999887766',
  },
  {
    nome: 'Agro Paraguay S.A.',
    documentoIdentificacao: 'RUC 80012345-6',
    tipoPessoa: 'estrangeira',
    logradouro: 'Avenida Mariscal López',
    numero: '1234',
    cidade: 'Asunción',
    estado: 'Central',
    pais: 'Paraguai',
    nomeContato: 'Juan Benítez',
    emailContato: 'juan.benitez@agropy.com.py',
    telefoneContato: '595981123456',
  },
];

/** Fills the demo companies and contracts with the spec's fields and adds two prospects (no tenants are added). */
export const seedCompaniesContracts = async (tx: Tx, tenants: Map<string, string>) => {
  for (const [sub, data] of Object.entries(DEMO)) {
    const tenantId = tenants.get(sub);
    if (!tenantId) continue;
    const [row] = await tx.select({ contratoId: tenant.contratoId }).from(tenant).where(eq(tenant.id, tenantId));
    if (!row?.contratoId) continue;
    const [contract] = await tx.update(contrato).set(data.contract).where(eq(contrato.id, row.contratoId)).returning({ empresaId: contrato.empresaId });
    await tx.update(empresa).set(data.company).where(eq(empresa.id, contract.empresaId));
  }
  await tx.insert(empresa).values(PROSPECTS);
};
