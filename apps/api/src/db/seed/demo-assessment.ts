import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SaveAvaliacaoRequest } from '@plataforma/shared/assessments';
import { identidade, tenant, usuario } from '../schema';

/** The demo assessment closing the onboarding course: one question of each graded kind, an essay for the evaluator. */
export const DEMO_ASSESSMENT: Omit<SaveAvaliacaoRequest, 'evaluatorsIds'> = {
  title: 'Avaliação de boas-vindas',
  observation: 'Quatro perguntas sobre o Manual de Boas-Vindas. Você precisa de 70% para ser aprovado e tem duas novas tentativas.',
  type: 'Aprendizagem',
  score: 70,
  canRetry: true,
  maxRetries: 2,
  displayAnswers: true,
  questions: [
    {
      type: 'Objetiva',
      statement: 'Com quem você deve falar primeiro quando tiver uma dúvida sobre o seu trabalho?',
      showFeedback: true,
      rightFeedback: 'Isso mesmo: a sua liderança direta é o primeiro contato.',
      wrongFeedback: 'Reveja o capítulo "Onde pedir ajuda" do manual.',
      options: [
        { text: 'Com a sua liderança direta', isTrue: true },
        { text: 'Com o suporte da plataforma', isTrue: false },
        { text: 'Com qualquer colega de outra área', isTrue: false },
      ],
    },
    {
      type: 'Multipla',
      statement: 'Quais destes são valores da empresa?',
      maxScore: 2,
      options: [
        { text: 'Respeito', isTrue: true },
        { text: 'Colaboração', isTrue: true },
        { text: 'Competição entre colegas', isTrue: false },
        { text: 'Aprendizagem contínua', isTrue: true },
      ],
    },
    {
      type: 'VerdadeiroFalso',
      statement: 'Na primeira semana você faz a integração e o curso de segurança da informação.',
      options: [
        { text: 'Verdadeiro', isTrue: true },
        { text: 'Falso', isTrue: false },
      ],
    },
    { type: 'Dissertativa', statement: 'Em poucas linhas, conte o que você espera aprender nos seus primeiros trinta dias.', maxScore: 2 },
  ],
};

/**
 * Flags the demo administrator as an evaluator and creates the demo assessment through the API with them as its
 * evaluator (docs/assessments.md "Builder"). Runs with the rest of the demo content, once.
 */
export const seedDemoAssessment = async (app: FastifyInstance, call: (options: InjectOptions) => Promise<{ id: string }>): Promise<{ id: string }> => {
  const adminId = await app.deps.database.system(async (tx) => {
    const [row] = await tx
      .select({ id: usuario.id })
      .from(usuario)
      .innerJoin(identidade, eq(identidade.id, usuario.identidadeId))
      .innerJoin(tenant, eq(tenant.id, usuario.tenantId))
      .where(and(eq(identidade.email, 'admin@demo.local'), eq(tenant.subdominio, 'demo')));
    await tx.update(usuario).set({ avaliador: true }).where(eq(usuario.id, row.id));
    return row.id;
  });
  return call({ method: 'POST', url: '/api/v1/Avaliacao', payload: { ...DEMO_ASSESSMENT, evaluatorsIds: [adminId] } });
};
