import { sortChapters, validateChapters, type UpdateVideoInfoRequest, type VideoInfo } from '@plataforma/shared/content';
import { translate, type Language } from '@plataforma/shared';
import type { RequestContext } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { findMidia } from './content.repository';
import { createContentService } from './content.service';
import { saveVideoInfo } from './media-progress.repository';

/**
 * Video info (2-learner §7 GetVideoInfo; 3-admin §7 updateVideoInfo): the chapters, the subtitles as captions and the
 * cover of a video object. Chapters follow the shared rules (start before end, end within the duration, no overlap)
 * and are stored in playing order.
 */
export const createVideoInfoService = (deps: Deps) => {
  const { database } = deps;
  const content = createContentService(deps);

  const get = async (ctx: RequestContext, id: string): Promise<VideoInfo> => {
    const m = await content.getOne(ctx, id);
    if (m.tipo !== 'video') throw new AppError('midia.notVideo', 422);
    return {
      chapters: m.chapters,
      captions: m.subtitles.map((s) => ({ id: s.id, name: s.name, srclang: s.srclang, url: s.url })),
      thumbnailFileName: m.thumbnailUrl,
      duration: m.duration,
    };
  };

  /**
   * Replaces the chapter list (and the duration when sent). A refused list answers 400 with the first problem's
   * message and `details.errors`: every problem as { index (position in the list sent), field, message }.
   */
  const update = async (ctx: RequestContext, lang: Language, id: string, input: UpdateVideoInfoRequest): Promise<VideoInfo> => {
    await database.inTenant(ctx.tenantId, async (tx) => {
      const row = await findMidia(tx, ctx.tenantId, id);
      if (!row) throw new AppError('midia.notFound', 404);
      if (row.tipo !== 'video') throw new AppError('midia.notVideo', 422);
      const chapters = input.chapters.map((c) => ({ title: c.title.trim(), start: c.start, end: c.end }));
      const duration = input.duration === undefined ? row.duracao : input.duration;
      const problems = validateChapters(chapters, duration ?? undefined);
      if (problems.length > 0) {
        const errors = problems.map((p) => ({ index: p.index, field: p.field, message: translate(p.key, lang, p.params) }));
        throw new AppError(problems[0].key, 400, problems[0].params, { errors });
      }
      await saveVideoInfo(tx, ctx.tenantId, id, sortChapters(chapters), input.duration);
    });
    return get(ctx, id);
  };

  return { get, update };
};
