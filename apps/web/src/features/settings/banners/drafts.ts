import { BANNER_DURATION_DEFAULT, type BannerDraft, type BannerRow } from '@plataforma/shared/settings';

/** A row on the screen: the planner's draft plus who may change it and the local previews of the files chosen. */
export type ScreenRow = BannerDraft<File> & {
  origem: BannerRow['origem'];
  podeAlterar: boolean;
  backgroundPreview?: string | null;
  bannerPreview?: string | null;
};

export const fromStored = (row: BannerRow): ScreenRow => {
  const { ordem: _ordem, ...fields } = row;
  return { ...fields, key: row.id, copyBackgroundFrom: row.backgroundCopiedFrom };
};

let sequence = 0;
export const newRow = (): ScreenRow => ({
  key: `novo-${Date.now().toString(36)}-${(sequence += 1)}`,
  id: null,
  active: true,
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
  duracao: BANNER_DURATION_DEFAULT,
  markdownConteudo: '',
  backgroundConteudo: 'transparent',
  backgroundCopiedFrom: null,
  origem: 'Cliente',
  podeAlterar: true,
});

/** The row as the contract checks it: a chosen file stands for the address it will get. */
export const checkedValues = (row: ScreenRow) => ({
  ...row,
  bannerUrl: row.bannerFile && row.tipoRecurso === 'Banner' ? '/pendente' : row.bannerUrl,
  planoDeFundoUrl: row.backgroundFile && !row.copyBackgroundFrom ? '/pendente' : row.planoDeFundoUrl,
  tipoPlanoDeFundo: row.backgroundFile && !row.copyBackgroundFrom ? (row.backgroundFile.type.startsWith('video/') ? 'Video' : 'Imagem') : row.tipoPlanoDeFundo,
});

/** Moves the item at `from` to `to`. */
export const move = <T>(list: readonly T[], from: number, to: number): T[] => {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

const MB = 1024 * 1024;
/** The browser's first check of a chosen file (the server judges the bytes again): kinds and sizes of 1-shell §5. */
export const FILE_RULES = {
  banner: { accept: 'image/jpeg,image/png,image/gif,image/webp,.jfif', types: ['jpeg', 'png', 'gif', 'webp', 'pjpeg'], image: 5 * MB, video: 0 },
  background: {
    accept: 'image/jpeg,image/png,image/gif,image/webp,.jfif,video/mp4,video/webm,video/x-matroska,.mkv',
    types: ['jpeg', 'png', 'gif', 'webp', 'pjpeg', 'mp4', 'webm', 'x-matroska'],
    image: 5 * MB,
    video: 20 * MB,
  },
} as const;
