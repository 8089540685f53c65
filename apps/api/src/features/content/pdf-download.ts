import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Language } from '@plataforma/shared';
import { hasPermission } from '@plataforma/shared/permissions';
import type { RequestContext } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import type { StorageRead } from '../../core/storage';
import { findMidia } from './content.repository';
import { REPOSITORY_PERMISSION, type ContentService } from './content.service';
import { PdfWatermarkError, stampPdfWatermark } from './pdf-watermark';

/** A PDF is read whole to be stamped; larger ones are refused rather than held in memory. */
export const PDF_WATERMARK_MAX_BYTES = 256 * 1048576;

/**
 * GET midia/{id}/downloadFile with the PDF rules of 2-learner §5 and 1-shell §3 on top of the object's own:
 * - a person without 'Depósito' downloads a PDF only when the object allows downloads AND the company's setting
 *   waterMark.allowPDFDownload is on (403 'midia.downloadNotAllowed' otherwise);
 * - when the company's waterMark.includeWaterMarkInPDF is on and the object's watermark is enabled, the file sent
 *   carries the reader's watermark lines on every page (holders included); a PDF that cannot be stamped (encrypted,
 *   damaged, too large) is refused with 422 rather than sent without it.
 * Other kinds are sent as stored.
 */
export const createDownload = ({ database }: Pick<Deps, 'database'>, content: Pick<ContentService, 'download' | 'watermarkLinesFor'>) =>
  async (ctx: RequestContext, reader: { ip: string; lang: Language }, id: string) => {
    const row = await database.inTenant(ctx.tenantId, (tx) => findMidia(tx, ctx.tenantId, id));
    if (!row || row.tipo !== 'pdf') return content.download(ctx, id);
    const holder = hasPermission(ctx.permissions, REPOSITORY_PERMISSION);
    const rules = await content.watermarkLinesFor(ctx, reader, row);
    if (!holder && row.ativo && row.permitirDownload && !rules.allowPdfDownload) throw new AppError('midia.downloadNotAllowed', 403);
    const sent = await content.download(ctx, id);
    if (!rules.includeInPdf || !row.marcaDagua.enabled || rules.lines.length === 0 || sent.file.tipoMime !== 'application/pdf') return sent;
    if (sent.read.size > PDF_WATERMARK_MAX_BYTES) {
      sent.read.stream.destroy();
      throw new AppError('midia.watermarkFailed', 422);
    }
    let stamped: Uint8Array;
    try {
      stamped = await stampPdfWatermark(await buffer(sent.read.stream), rules.lines);
    } catch (error) {
      if (error instanceof PdfWatermarkError) throw new AppError('midia.watermarkFailed', 422);
      throw error;
    }
    const read: StorageRead = { stream: Readable.from([Buffer.from(stamped)]), size: stamped.byteLength, contentType: 'application/pdf', range: null };
    return { file: sent.file, read };
  };
