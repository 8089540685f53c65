import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { CertificateStructure } from '@plataforma/shared/certificates';
import { certificado, tenant } from '../schema';

export const DEMO_CERTIFICATE_NAME = 'Certificado de conclusão';

const INK = '#1f4e5f';
const GOLD = '#b8912f';
const MUTED = '#5b6770';
const PAPER = '#fbf7ee';

const text = (id: string, y: number, value: string, style: Partial<{ x: number; width: number; height: number; fontSize: number; color: string; bold: boolean; italic: boolean; align: 'left' | 'center' | 'right'; fontFamily: 'Georgia' | 'Arial'; lineHeight: number }> = {}) => ({
  id,
  type: 'text' as const,
  x: style.x ?? 100,
  y,
  width: style.width ?? 922,
  height: style.height ?? Math.ceil((style.fontSize ?? 22) * 1.6),
  rotation: 0,
  opacity: 1,
  locked: false,
  text: value,
  fontFamily: style.fontFamily ?? 'Georgia',
  fontSize: style.fontSize ?? 22,
  bold: style.bold ?? false,
  italic: style.italic ?? false,
  underline: false,
  color: style.color ?? '#333333',
  align: style.align ?? 'center',
  lineHeight: style.lineHeight ?? 1.2,
});

/** The demo layout: a front with the person's name, the course, workload, date, credential and QR code; a back with the course's content. */
export const demoCertificateLayout = (): CertificateStructure => ({
  version: 2,
  settings: {
    page: {
      width: 1122,
      height: 793,
      backSide: true,
      background: { color: PAPER, image: null, opacity: 1, mirror: false },
      backBackground: { color: PAPER, image: null, opacity: 1, mirror: false },
    },
  },
  layers: [
    text('titulo', 80, 'CERTIFICADO DE CONCLUSÃO', { fontSize: 44, bold: true, color: INK }),
    text('filete', 148, '━━━━━━━━━━━━', { fontSize: 24, color: GOLD }),
    text('certificamos', 215, 'Certificamos que', { fontSize: 22, italic: true, color: MUTED }),
    text('nome', 260, '{{nomeUsuario}}', { fontSize: 56, bold: true, color: INK, height: 90 }),
    text('conclusao', 375, 'concluiu o curso {{title}} com carga horária de {{cargaHoraria}}', { x: 140, width: 842, fontSize: 24, height: 90, lineHeight: 1.4 }),
    text('data', 500, '{{dataEmissao}}', { fontSize: 20, color: MUTED }),
    text('credencial', 690, 'Credencial {{credential}}\nValide em {{url}}', { x: 60, width: 760, fontSize: 13, color: MUTED, align: 'left', fontFamily: 'Arial', height: 48, lineHeight: 1.4 }),
    { id: 'qrcode', type: 'object', object: 'qrcode', x: 952, y: 613, width: 120, height: 120, rotation: 0, opacity: 1, locked: false, color: INK, background: PAPER },
  ],
  backLayers: [
    text('programa', 60, 'Conteúdo programático', { fontSize: 34, bold: true, color: INK }),
    text('filete-verso', 112, '━━━━━━━━', { fontSize: 20, color: GOLD }),
    text('conteudo', 170, '{{course}}', { x: 120, width: 882, height: 560, fontSize: 17, align: 'left', fontFamily: 'Arial', lineHeight: 1.5 }),
  ],
});

/**
 * The demo certificate template (docs/certificates.md), made through the API as the demo administrator; an existing
 * one of the same name in the demo company is reused, so running twice creates nothing.
 */
export const seedDemoCertificate = async (app: FastifyInstance, call: (options: InjectOptions) => Promise<{ id: string }>): Promise<{ id: string }> => {
  const existing = await app.deps.database.system(
    async (tx) =>
      (
        await tx
          .select({ id: certificado.id })
          .from(certificado)
          .innerJoin(tenant, eq(tenant.id, certificado.tenantId))
          .where(and(eq(tenant.subdominio, 'demo'), eq(certificado.nome, DEMO_CERTIFICATE_NAME)))
          .limit(1)
      )[0],
  );
  if (existing) return existing;
  const boundary = `----certificado${Math.random().toString(16).slice(2)}`;
  const fields = { nome: DEMO_CERTIFICATE_NAME, tipo: 'Curso', imprimeVerso: 'true', active: 'true', jsonCertificado: JSON.stringify(demoCertificateLayout()) };
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return call({ method: 'POST', url: '/api/v1/Certificado', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
};
