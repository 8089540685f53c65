import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { generateTestVideo } from '../../core/media/test-media';
import { multipartBody } from '../../core/multipart-body';
import { DEMO_PASSWORD } from './demo';
import { seedDemoAssessment } from './demo-assessment';
import { seedDemoCertificate } from './demo-certificate';

/** A short handbook, so the PDF player has pages, a watermark and a QR-code public view to show. */
export const demoHandbookPdf = async (): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  doc.setTitle('Manual de Boas-Vindas');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const chapters: [string, string[]][] = [
    ['Bem-vindo à Demo Ltda.', ['Este manual apresenta a empresa, os seus valores e o caminho de aprendizagem', 'dos primeiros trinta dias. Leia com calma: cada capítulo leva poucos minutos.']],
    ['Nossos valores', ['Respeito, colaboração e aprendizagem contínua orientam o nosso trabalho.', 'Cada pessoa é responsável pelo próprio desenvolvimento e pelo dos colegas.']],
    ['Seu primeiro mês', ['Semana 1: integração e segurança da informação.', 'Semana 2: produtos e clientes.', 'Semanas 3 e 4: trilha da sua função, com avaliação ao final.']],
    ['Onde pedir ajuda', ['Fale com a sua liderança direta ou com a equipe de Pessoas.', 'Dúvidas sobre a plataforma: use o menu de suporte.']],
  ];
  for (const [index, [title, lines]] of chapters.entries()) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawRectangle({ x: 0, y: 781, width: 595.28, height: 61, color: rgb(0.45, 0.3, 0.75) });
    page.drawText('Manual de Boas-Vindas', { x: 48, y: 805, size: 16, font: bold, color: rgb(1, 1, 1) });
    page.drawText(title, { x: 48, y: 720, size: 22, font: bold, color: rgb(0.15, 0.15, 0.2) });
    lines.forEach((line, i) => page.drawText(line, { x: 48, y: 680 - i * 22, size: 12, font, color: rgb(0.2, 0.2, 0.25) }));
    page.drawText(`${index + 1} / ${chapters.length}`, { x: 520, y: 36, size: 10, font, color: rgb(0.5, 0.5, 0.55) });
  }
  return Buffer.from(await doc.save());
};

const SUBTITLE = `WEBVTT

00:00:00.500 --> 00:00:05.000
Boas-vindas à plataforma de aprendizagem.

00:00:05.500 --> 00:00:12.000
Aqui você encontra cursos, trilhas e materiais da sua empresa.
`;

type Log = { info(msg: string): void; warn(obj: unknown, msg: string): void };

/**
 * Demo objects of the content repository, created through the API as the demo administrator (so files go to the
 * storage and the processing jobs run as for any upload): a PDF handbook with watermark and QR code, a short video
 * with a subtitle (transcoded in the background) and a link. Runs once, right after the demo data is seeded.
 */
export const seedDemoContent = async (app: FastifyInstance, log: Log): Promise<void> => {
  const signIn = await app.inject({ method: 'POST', url: '/api/v1/autenticacao/login', payload: { username: 'admin@demo.local', password: DEMO_PASSWORD } });
  if (signIn.statusCode !== 200) throw new Error(`demo administrator could not sign in: ${signIn.statusCode}`);
  const token = signIn.json<{ access_token: string }>().access_token;
  const call = async (options: InjectOptions) => {
    const res = await app.inject({ ...options, headers: { ...(options.headers ?? {}), authorization: `Bearer ${token}` } });
    if (res.statusCode >= 300) throw new Error(`${options.method} ${options.url}: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>();
  };
  const upload = (midiaId: string, fileName: string, content: Buffer, mimeType: string) => {
    const body = multipartBody({ field: 'arquivo', fileName, content, mimeType });
    return call({ method: 'POST', url: `/api/v1/midia/big/${midiaId}/fileUpload`, payload: body.payload, headers: body.headers });
  };

  const handbook = await call({
    method: 'POST',
    url: '/api/v1/midia',
    payload: {
      nome: 'Manual de Boas-Vindas',
      descricao: 'Os valores da empresa e o caminho dos primeiros trinta dias.',
      tipo: 'pdf',
      fileName: 'manual-boas-vindas.pdf',
      objectCode: 'DEMO-PDF-001',
      qrCode: true,
      downloadable: true,
      watermark: { enabled: true, userName: true, email: true, dateTime: true },
    },
  });
  await upload(handbook.id, 'manual-boas-vindas.pdf', await demoHandbookPdf(), 'application/pdf');

  const talk = await call({
    method: 'POST',
    url: '/api/v1/midia',
    payload: {
      nome: 'Palestra: como aprendemos',
      descricao: 'Uma palestra externa sobre aprendizagem contínua.',
      tipo: 'link',
      link: 'https://www.youtube.com/watch?v=aircAruvnKk',
      objectCode: 'DEMO-LINK-001',
    },
  });

  const objects = [handbook.id, talk.id];
  const dir = await mkdtemp(join(tmpdir(), 'demo-video-'));
  try {
    const path = await generateTestVideo(join(dir, 'apresentacao.mp4'), { width: 1280, height: 720, seconds: 20 });
    const video = await call({
      method: 'POST',
      url: '/api/v1/midia',
      payload: { nome: 'Apresentação da plataforma', descricao: 'Vinte segundos para conhecer a sala de aula.', tipo: 'video', fileName: 'apresentacao.mp4', objectCode: 'DEMO-VIDEO-001' },
    });
    await upload(video.id, 'apresentacao.mp4', await readFile(path), 'video/mp4');
    objects.unshift(video.id);
    const subtitle = multipartBody({ field: 'arquivo', fileName: 'portugues.vtt', content: Buffer.from(SUBTITLE), mimeType: 'text/vtt' }, { name: 'Português', srclang: 'pt-BR' });
    await call({ method: 'POST', url: `/api/v1/midia/uploadLegenda/${video.id}`, payload: subtitle.payload, headers: subtitle.headers });
  } catch (error) {
    // Without the media tools the video is left out; the rest of the demo stands.
    log.warn({ err: error }, 'demo video not created');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  // A course with the objects and the welcome assessment last (docs/assessments.md), and a trail of two steps (docs/courses.md).
  const assessment = await seedDemoAssessment(app, call);
  const certificate = await seedDemoCertificate(app, call);
  const course = await call({
    method: 'POST',
    url: '/api/v1/curso',
    payload: { titulo: 'Integração de novos colaboradores', sinopse: 'Os primeiros passos na empresa.', cargaHoraria: 60, codigoCurso: 'DEMO-CURSO-001', certificadoId: certificate.id, itens: [...objects.map((midiaId) => ({ midiaId })), { tipo: 'avaliacao', avaliacaoId: assessment.id }] },
  });
  const trail = await call({
    method: 'POST',
    url: '/api/v1/formacao',
    payload: {
      titulo: 'Trilha de boas-vindas',
      codigoFormacao: 'DEMO-TRILHA-001',
      etapas: [
        { nome: 'Conhecer a empresa', cargaHoraria: 60, itens: [{ tipo: 'curso', id: course.id }] },
        { nome: 'Aprender a aprender', cargaHoraria: 15, itens: [{ tipo: 'midia', id: talk.id }] },
      ],
    },
  });
  // A section for everyone on the home and the catalog, so the learner's home is not empty (docs/sections.md).
  await call({
    method: 'POST',
    url: '/api/v1/Secao',
    payload: {
      nome: 'Comece por aqui',
      observacao: 'O essencial para os seus primeiros dias.',
      exibirDescricao: true,
      tipo: 'conteudo',
      ambiente: 'both',
      orientacaoDosCards: 'horizontal',
      itensDaSecao: [
        { tipo: 'formacao', id: trail.id },
        { tipo: 'curso', id: course.id },
        ...objects.map((id) => ({ tipo: 'midia', id })),
      ],
    },
  });
  log.info('Demo content created (handbook PDF, link, video, a course, a trail and a section).');
};
