import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { QUESTION_ATTACHMENT_MAX_MB, QUESTION_IMAGE_MAX_MB, type Question, type StoredFileReply } from '@plataforma/shared/assessments';
import { MIDIA_ACCEPTED_EXTENSIONS, MIDIA_IMAGE_EXTENSIONS } from '@plataforma/shared/content';
import { AppError } from '../../core/errors';
import { tenantKey, type Storage } from '../../core/storage';
import type { questao, StoredAssessmentFile } from './assessments.tables';

/**
 * Images and attachments of questions (3-admin §3 Question 'attachment/image (data and mime)'). The builder sends a new
 * file as base64 in the save; its type is read from the bytes (magic numbers), never from the mime or name given.
 * Files live under the tenant's folder of the assessment (`{tenant}/avaliacao/{avaliacaoId}/{fileId}.{ext}`) and are
 * served by GET Avaliacao/questao/{questaoId}/arquivo/{fileId}.
 */

export type QuestionFileRole = 'image' | 'attachment';

/** Types accepted per role, as detected from the content: images (png, jpeg, gif, webp); attachments add pdf and office. */
export const QUESTION_FILE_EXTENSIONS: Record<QuestionFileRole, readonly string[]> = {
  image: MIDIA_IMAGE_EXTENSIONS,
  attachment: ['pdf', ...MIDIA_ACCEPTED_EXTENSIONS.documento, ...MIDIA_IMAGE_EXTENSIONS],
};
export const QUESTION_FILE_MAX_MB: Record<QuestionFileRole, number> = { image: QUESTION_IMAGE_MAX_MB, attachment: QUESTION_ATTACHMENT_MAX_MB };

/** A new file of a save, decoded and checked, not stored yet. */
export type PreparedFile = { bytes: Buffer; ext: string; mime: string; name: string };

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

const fileName = (name: string) =>
  name
    .replace(/\p{Cc}/gu, '')
    .split(/[\\/]/)
    .pop()
    ?.trim()
    .slice(0, 255) || 'arquivo';

/**
 * Decodes a `{ data, mime, name }` file (plain base64 or a data: URL) and checks its size and its real type for the
 * role; refuses with 400 'avaliacoes.fileTooLarge' / 'avaliacoes.fileInvalid' on `field`.
 */
export const prepareQuestionFile = async (file: { data: string; name: string }, role: QuestionFileRole, field: string): Promise<PreparedFile> => {
  const name = fileName(file.name);
  const invalid = () => new AppError('avaliacoes.fileInvalid', 400, { name }, { field });
  const data = file.data.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!BASE64.test(data)) throw invalid();
  const max = QUESTION_FILE_MAX_MB[role];
  if (Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0) > max * 1048576)
    throw new AppError('avaliacoes.fileTooLarge', 400, { max }, { field });
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw invalid();
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !QUESTION_FILE_EXTENSIONS[role].includes(detected.ext)) throw invalid();
  return { bytes, ext: detected.ext, mime: detected.mime, name };
};

/** Stores a prepared file in the assessment's folder and answers the row's description of it. */
export const storeQuestionFile = async (storage: Storage, tenantId: string, avaliacaoId: string, file: PreparedFile): Promise<StoredAssessmentFile> => {
  const id = randomUUID();
  const chave = tenantKey(tenantId, 'avaliacao', avaliacaoId, `${id}.${file.ext}`);
  const stored = await storage.put(chave, Readable.from([file.bytes]), { contentType: file.mime });
  return { id, chave, tipoMime: file.mime, nomeArquivo: file.name, tamanho: stored.size };
};

/** The folder of an assessment's files (removed with it). */
export const assessmentFolder = (tenantId: string, avaliacaoId: string) => `${tenantKey(tenantId, 'avaliacao', avaliacaoId)}/`;

export const questionFileUrl = (questaoId: string, fileId: string) => `/api/v1/Avaliacao/questao/${questaoId}/arquivo/${fileId}`;

/** A stored file as replies show it. */
export const questionFileReply = (questaoId: string, file: StoredAssessmentFile | null): StoredFileReply | null =>
  file ? { id: file.id, name: file.nomeArquivo, mime: file.tipoMime, size: file.tamanho, url: questionFileUrl(questaoId, file.id) } : null;

/** A question as the builder and the correction view show it: with its right options. */
export const questionReply = (row: typeof questao.$inferSelect): Question => ({
  id: row.id,
  type: row.tipo,
  statement: row.enunciado,
  scale: row.escala,
  maxScore: row.pontuacaoMaxima,
  showFeedback: row.exibirFeedback,
  rightFeedback: row.feedbackAcerto,
  wrongFeedback: row.feedbackErro,
  order: row.ordem,
  image: questionFileReply(row.id, row.imagem),
  attachment: questionFileReply(row.id, row.anexo),
  options: row.alternativas.map((o) => ({ id: o.id, text: o.texto, isTrue: o.correta })),
  answerType: row.tipoResposta,
  uploadKinds: row.tiposUpload,
});
