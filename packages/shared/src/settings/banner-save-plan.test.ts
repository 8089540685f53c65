import { describe, expect, it } from 'vitest';
import type { BannerRow } from './banner-contracts.ts';
import { bannerUploadProgress, planBannerSave, runBannerSave, type BannerDraft, type BannerSaveCalls } from './banner-save-plan.ts';

const stored = (id: string, ordem: number, extra: Partial<BannerRow> = {}): BannerRow => ({
  id,
  active: true,
  ordem,
  ambiente: 'Aprendizado',
  tipoPlanoDeFundo: null,
  planoDeFundoId: null,
  planoDeFundoUrl: null,
  tipoRecurso: 'Texto',
  bannerId: null,
  bannerUrl: null,
  linkRedirecionamentoBanner: null,
  newTab: false,
  public: true,
  duracao: 8,
  markdownConteudo: `# ${id}`,
  backgroundConteudo: 'transparent',
  backgroundCopiedFrom: null,
  origem: 'Cliente',
  podeAlterar: true,
  ...extra,
});
const draftOf = (row: BannerRow, extra: Partial<BannerDraft<string>> = {}): BannerDraft<string> => {
  const { ordem: _ordem, origem: _origem, podeAlterar: _pode, ...fields } = row;
  return { ...fields, key: row.id, ...extra };
};
const fresh = (key: string, extra: Partial<BannerDraft<string>> = {}): BannerDraft<string> => ({
  ...draftOf(stored(key, 0)),
  id: null,
  key,
  ...extra,
});

describe('planBannerSave', () => {
  it('plans nothing when nothing changed', () => {
    const loaded = [stored('a', 0), stored('b', 1)];
    expect(planBannerSave(loaded, loaded.map((r) => draftOf(r)))).toEqual({ uploads: [], copies: [], inserts: [], updates: [], deletes: [] });
  });

  it('uploads backgrounds and banners, skipping the banner of a text resource', () => {
    const plan = planBannerSave([], [
      fresh('t1', { backgroundFile: 'bg1', bannerFile: 'ignored' }),
      fresh('b1', { tipoRecurso: 'Banner', bannerFile: 'banner1', backgroundFile: 'bg2' }),
    ]);
    expect(plan.uploads).toEqual([
      { index: 0, key: 't1', kind: 'background', file: 'bg1' },
      { index: 1, key: 'b1', kind: 'background', file: 'bg2' },
      { index: 1, key: 'b1', kind: 'banner', file: 'banner1' },
    ]);
    expect(plan.inserts).toEqual([
      { index: 0, key: 't1' },
      { index: 1, key: 'b1' },
    ]);
  });

  it('updates only changed or moved rows and deletes the rows removed', () => {
    const loaded = [stored('a', 0), stored('b', 1), stored('c', 2), stored('d', 3)];
    const edited = [draftOf(loaded[0]), draftOf(loaded[2]), draftOf(loaded[1], { duracao: 20 })];
    const plan = planBannerSave(loaded, edited);
    expect(plan.updates).toEqual([
      { index: 1, key: 'c', id: 'c' },
      { index: 2, key: 'b', id: 'b' },
    ]);
    expect(plan.deletes).toEqual([{ index: 3, id: 'd' }]);
    expect(plan.inserts).toEqual([]);
  });

  it('resolves copied backgrounds only from rows still in the list', () => {
    const loaded = [stored('a', 0, { tipoPlanoDeFundo: 'Imagem', planoDeFundoUrl: '/f/a.png', planoDeFundoId: 'fa' })];
    const plan = planBannerSave(loaded, [
      draftOf(loaded[0]),
      fresh('n1', { copyBackgroundFrom: 'a', backgroundFile: 'not-uploaded' }),
      fresh('n2', { copyBackgroundFrom: 'gone' }),
    ]);
    expect(plan.copies).toEqual([{ index: 1, key: 'n1', from: 'a' }]);
    expect(plan.uploads).toEqual([]);
  });
});

describe('bannerUploadProgress', () => {
  it('is uploads done over total, 100 with nothing to upload', () => {
    expect(bannerUploadProgress(0, 0)).toBe(100);
    expect(bannerUploadProgress(0, 4)).toBe(0);
    expect(bannerUploadProgress(1, 3)).toBe(33);
    expect(bannerUploadProgress(3, 3)).toBe(100);
    expect(bannerUploadProgress(5, 3)).toBe(100);
  });
});

const recorder = (fail: Partial<Record<string, string>> = {}) => {
  const log: string[] = [];
  let next = 0;
  const calls: BannerSaveCalls<string> = {
    upload: async (kind, file) => {
      log.push(`upload ${kind} ${file}`);
      if (fail[file]) throw new Error(fail[file]);
      return { id: `id-${file}`, url: `/files/${file}`, mimeType: file.endsWith('.mp4') ? 'video/mp4' : 'image/png' };
    },
    insert: async (fields) => {
      log.push(`insert ${fields.ordem} ${fields.markdownConteudo ?? fields.bannerUrl} bg=${fields.planoDeFundoUrl}`);
      if (fields.markdownConteudo && fail[fields.markdownConteudo]) throw new Error(fail[fields.markdownConteudo]);
      next += 1;
      return { id: `new-${next}` };
    },
    update: async (id, fields) => {
      log.push(`update ${id} ${fields.ordem} bg=${fields.planoDeFundoUrl} from=${fields.backgroundCopiedFrom}`);
      if (fail[id]) throw new Error(fail[id]);
    },
    remove: async (id) => {
      log.push(`delete ${id}`);
      if (fail[`del-${id}`]) throw new Error(fail[`del-${id}`]);
    },
  };
  return { log, calls };
};

describe('runBannerSave', () => {
  it('runs the five steps in order, reports progress and asks for a reload when all succeed', async () => {
    const loaded = [stored('a', 0), stored('b', 1)];
    const { log, calls } = recorder();
    const progress: number[] = [];
    const outcome = await runBannerSave(
      loaded,
      [
        draftOf(loaded[0], { backgroundFile: 'bg.mp4' }),
        fresh('n1', { markdownConteudo: 'novo', copyBackgroundFrom: 'a' }),
        fresh('n2', { tipoRecurso: 'Banner', bannerFile: 'banner.png', markdownConteudo: null }),
      ],
      calls,
      (p) => progress.push(p),
    );
    expect(outcome).toMatchObject({ errors: [], reload: true });
    expect(outcome.rows.map((r) => [r.id, r.backgroundFile ?? null, r.bannerUrl])).toEqual([
      ['a', null, null],
      ['new-1', null, null],
      ['new-2', null, '/files/banner.png'],
    ]);
    expect(progress).toEqual([0, 50, 100]);
    expect(log).toEqual([
      'upload background bg.mp4',
      'upload banner banner.png',
      'insert 1 novo bg=/files/bg.mp4',
      'insert 2 /files/banner.png bg=null',
      'update a 0 bg=/files/bg.mp4 from=null',
      'delete b',
    ]);
  });

  it('names the failing rows, keeps saving the others and does not reload', async () => {
    const loaded = [stored('a', 0), stored('b', 1), stored('c', 2)];
    const { log, calls } = recorder({ 'bg.png': 'Arquivo grande demais', quebra: 'Limite atingido', b: 'Sem permissão', 'del-c': 'Falhou' });
    const outcome = await runBannerSave(
      loaded,
      [
        draftOf(loaded[0], { backgroundFile: 'bg.png', duracao: 10 }),
        draftOf(loaded[1], { duracao: 30 }),
        fresh('n1', { markdownConteudo: 'quebra' }),
        fresh('n2', { markdownConteudo: 'ok' }),
      ],
      calls,
    );
    expect(outcome.reload).toBe(false);
    expect(outcome.errors).toEqual([
      { step: 'uploadBackground', index: 0, message: 'Arquivo grande demais' },
      { step: 'insert', index: 2, message: 'Limite atingido' },
      { step: 'update', index: 1, message: 'Sem permissão' },
      { step: 'delete', index: 2, message: 'Falhou' },
    ]);
    // the row whose upload failed is left as stored; the other rows went on
    expect(log.some((l) => l.startsWith('update a'))).toBe(false);
    expect(log).toContain('insert 3 ok bg=null');
    // the row that failed keeps its file for another try; the row inserted has its id
    expect(outcome.rows[0].backgroundFile).toBe('bg.png');
    expect(outcome.rows[3].id).toBe('new-1');
    expect(outcome.rows[2].id).toBeNull();
  });
});
