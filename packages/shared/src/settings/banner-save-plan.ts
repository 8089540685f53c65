import type { BannerBackgroundType, BannerRow, BannerRowData } from './banner-contracts.ts';

/**
 * The save sequence of the backgrounds and banners screen (1-shell §4, 3-admin §6): (1) upload the background and
 * banner files (no banner for a text resource); (2) resolve copied backgrounds; (3) insert new rows and update the
 * changed ones; (4) delete the rows removed from the list; (5) any error: stop without reloading, else reload and
 * show success. Progress is uploads done / total. Pure: the screen gives the calls (docs/settings-banners.md).
 */

/** The editable fields of a row (what is sent on insert and update). */
export type BannerFields = Omit<BannerRowData, 'ordem'>;

/** A row as the screen holds it: `key` identifies it in the list (its id, or a temporary one for a new row). */
export type BannerDraft<F> = BannerFields & {
  key: string;
  /** The stored row's id; null for a row not saved yet. */
  id: string | null;
  /** A new background file chosen (uploaded in step 1). */
  backgroundFile?: F | null;
  /** A new banner image chosen (ignored for a text resource). */
  bannerFile?: F | null;
  /** The key of the row whose background this row reuses (step 2); null: its own background. */
  copyBackgroundFrom?: string | null;
};

export type BannerUpload<F> = { index: number; key: string; kind: 'background' | 'banner'; file: F };
export type BannerPlan<F> = {
  uploads: BannerUpload<F>[];
  copies: { index: number; key: string; from: string }[];
  inserts: { index: number; key: string }[];
  updates: { index: number; key: string; id: string }[];
  deletes: { index: number; id: string }[];
};

/** The fields compared to decide whether a stored row changed. */
const COMPARED = [
  'active',
  'ambiente',
  'tipoPlanoDeFundo',
  'planoDeFundoId',
  'planoDeFundoUrl',
  'tipoRecurso',
  'bannerId',
  'bannerUrl',
  'linkRedirecionamentoBanner',
  'newTab',
  'public',
  'duracao',
  'markdownConteudo',
  'backgroundConteudo',
  'backgroundCopiedFrom',
] as const satisfies readonly (keyof BannerFields)[];

const sameFields = (a: Pick<BannerRow, (typeof COMPARED)[number]>, b: BannerFields) => COMPARED.every((f) => (a[f] ?? null) === (b[f] ?? null));

/**
 * Plans the sequence. The order of `edited` is the order to keep (ordem = position). A row changed when a file is
 * chosen, its background is copied, its position moved or a field differs from the row as loaded.
 */
export const planBannerSave = <F>(loaded: readonly BannerRow[], edited: readonly BannerDraft<F>[]): BannerPlan<F> => {
  const byId = new Map(loaded.map((row) => [row.id, row]));
  const keys = new Set(edited.map((row) => row.key));
  const plan: BannerPlan<F> = { uploads: [], copies: [], inserts: [], updates: [], deletes: [] };
  edited.forEach((row, index) => {
    if (row.backgroundFile && !row.copyBackgroundFrom) plan.uploads.push({ index, key: row.key, kind: 'background', file: row.backgroundFile });
    if (row.bannerFile && row.tipoRecurso !== 'Texto') plan.uploads.push({ index, key: row.key, kind: 'banner', file: row.bannerFile });
  });
  edited.forEach((row, index) => {
    if (row.copyBackgroundFrom && row.copyBackgroundFrom !== row.key && keys.has(row.copyBackgroundFrom))
      plan.copies.push({ index, key: row.key, from: row.copyBackgroundFrom });
  });
  edited.forEach((row, index) => {
    const stored = row.id ? byId.get(row.id) : undefined;
    if (!stored) {
      plan.inserts.push({ index, key: row.key });
      return;
    }
    const touched = plan.uploads.some((u) => u.key === row.key) || plan.copies.some((c) => c.key === row.key);
    if (touched || stored.ordem !== index || !sameFields(stored, row)) plan.updates.push({ index, key: row.key, id: stored.id });
  });
  const kept = new Set(edited.map((row) => row.id).filter(Boolean));
  loaded.forEach((row, index) => {
    if (!kept.has(row.id)) plan.deletes.push({ index, id: row.id });
  });
  return plan;
};

export type BannerSaveStep = 'uploadBackground' | 'uploadBanner' | 'insert' | 'update' | 'delete';
/** One failure: the step, the row's index (in the edited list; in the loaded list for a deletion) and the error text. */
export type BannerSaveError = { step: BannerSaveStep; index: number; message: string };

export type BannerSaveCalls<F> = {
  upload: (kind: 'background' | 'banner', file: F) => Promise<{ id: string; url: string; mimeType?: string }>;
  insert: (fields: BannerFields & { ordem: number }) => Promise<{ id: string }>;
  update: (id: string, fields: BannerFields & { ordem: number }) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
};

export type BannerSaveOutcome<F> = {
  errors: BannerSaveError[];
  /** The rows after the run: ids of the rows inserted, addresses of the files uploaded (their files let go). */
  rows: BannerDraft<F>[];
  /** Step 5: reload and show success only when nothing failed. */
  reload: boolean;
};

/** Upload progress 0–100: uploads done / total (100 when there is nothing to upload). */
export const bannerUploadProgress = (done: number, total: number) => (total <= 0 ? 100 : Math.round((Math.min(done, total) / total) * 100));

const messageOf = (error: unknown) => (error instanceof Error ? error.message : typeof error === 'string' ? error : String(error));
const backgroundTypeOf = (mimeType: string | undefined, fallback: BannerBackgroundType | null): BannerBackgroundType | null =>
  mimeType?.startsWith('video/') ? 'Video' : mimeType?.startsWith('image/') ? 'Imagem' : fallback;

/** The fields sent for a row (the draft's own markers left out; a text resource keeps no banner). */
export const bannerFieldsOf = <F>(row: BannerDraft<F>): BannerFields => ({
  active: row.active,
  ambiente: row.ambiente,
  tipoPlanoDeFundo: row.planoDeFundoUrl ? row.tipoPlanoDeFundo : null,
  planoDeFundoId: row.planoDeFundoUrl ? row.planoDeFundoId : null,
  planoDeFundoUrl: row.planoDeFundoUrl,
  tipoRecurso: row.tipoRecurso,
  bannerId: row.tipoRecurso === 'Texto' ? null : row.bannerId,
  bannerUrl: row.tipoRecurso === 'Texto' ? null : row.bannerUrl,
  linkRedirecionamentoBanner: row.linkRedirecionamentoBanner,
  newTab: row.newTab,
  public: row.public,
  duracao: row.duracao,
  markdownConteudo: row.tipoRecurso === 'Texto' ? row.markdownConteudo : null,
  backgroundConteudo: row.tipoRecurso === 'Texto' ? row.backgroundConteudo : null,
  backgroundCopiedFrom: row.backgroundCopiedFrom,
});

/**
 * Runs a plan. A row whose upload failed is neither inserted nor updated (its other rows go on); every failure is
 * collected with its row. `onProgress` receives uploads done / total as a percentage.
 */
export const runBannerSave = async <F>(
  loaded: readonly BannerRow[],
  edited: readonly BannerDraft<F>[],
  calls: BannerSaveCalls<F>,
  onProgress: (percent: number) => void = () => undefined,
): Promise<BannerSaveOutcome<F>> => {
  const plan = planBannerSave(loaded, edited);
  const rows = edited.map((row) => ({ ...row }));
  const errors: BannerSaveError[] = [];
  const failed = new Set<string>();
  let done = 0;
  onProgress(bannerUploadProgress(0, plan.uploads.length));

  // (1) uploads
  for (const upload of plan.uploads) {
    const row = rows[upload.index];
    try {
      const stored = await calls.upload(upload.kind, upload.file);
      if (upload.kind === 'background') {
        Object.assign(row, {
          planoDeFundoId: stored.id,
          planoDeFundoUrl: stored.url,
          tipoPlanoDeFundo: backgroundTypeOf(stored.mimeType, row.tipoPlanoDeFundo ?? 'Imagem'),
          backgroundFile: null,
        });
      } else {
        Object.assign(row, { bannerId: stored.id, bannerUrl: stored.url, bannerFile: null });
      }
    } catch (error) {
      failed.add(upload.key);
      errors.push({ step: upload.kind === 'background' ? 'uploadBackground' : 'uploadBanner', index: upload.index, message: messageOf(error) });
    }
    done += 1;
    onProgress(bannerUploadProgress(done, plan.uploads.length));
  }

  // (2) copied backgrounds: the source's background after its upload; the source's id when it is stored
  const byKey = new Map(rows.map((row) => [row.key, row]));
  for (const copy of plan.copies) {
    const source = byKey.get(copy.from)!;
    Object.assign(rows[copy.index], {
      tipoPlanoDeFundo: source.tipoPlanoDeFundo,
      planoDeFundoId: source.planoDeFundoId,
      planoDeFundoUrl: source.planoDeFundoUrl,
      backgroundCopiedFrom: source.id,
    });
  }

  // (3) inserts and updates of changed rows
  for (const insert of plan.inserts) {
    if (failed.has(insert.key)) continue;
    try {
      const { id } = await calls.insert({ ...bannerFieldsOf(rows[insert.index]), ordem: insert.index });
      rows[insert.index].id = id;
    } catch (error) {
      errors.push({ step: 'insert', index: insert.index, message: messageOf(error) });
    }
  }
  for (const update of plan.updates) {
    if (failed.has(update.key)) continue;
    try {
      await calls.update(update.id, { ...bannerFieldsOf(rows[update.index]), ordem: update.index });
    } catch (error) {
      errors.push({ step: 'update', index: update.index, message: messageOf(error) });
    }
  }

  // (4) deletes
  for (const removal of plan.deletes) {
    try {
      await calls.remove(removal.id);
    } catch (error) {
      errors.push({ step: 'delete', index: removal.index, message: messageOf(error) });
    }
  }

  // (5) outcome
  return { errors, rows, reload: errors.length === 0 };
};
