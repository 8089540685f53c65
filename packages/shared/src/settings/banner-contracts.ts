import { z } from 'zod';
import { isHexColor, normalizeHex } from './palette.ts';

/**
 * Background and banner rows of the learner's home and catalog (1-shell §3 'Background or banner slide', 3-admin §7
 * PersonalizacaoFundoBanner; docs/settings-banners.md).
 */
export const BANNER_ENVIRONMENTS = ['Aprendizado', 'Catalogo', 'Ambos'] as const;
export type BannerEnvironment = (typeof BANNER_ENVIRONMENTS)[number];
/** Where a learner reads rows: home (Aprendizado) or catalog (Catalogo); 'Ambos' rows show on both. */
export const BANNER_PLACES = ['Aprendizado', 'Catalogo'] as const;
export type BannerPlace = (typeof BANNER_PLACES)[number];
/** The row's resource: a text (markdown over a colour) or a banner image. */
export const BANNER_RESOURCE_TYPES = ['Texto', 'Banner'] as const;
export type BannerResourceType = (typeof BANNER_RESOURCE_TYPES)[number];
/** The background behind the resource: an image or a video (without audio). */
export const BANNER_BACKGROUND_TYPES = ['Imagem', 'Video'] as const;
export type BannerBackgroundType = (typeof BANNER_BACKGROUND_TYPES)[number];
/** Who supplied the row: the client itself or a distributor / the platform (only they change those). */
export const BANNER_ORIGINS = ['Cliente', 'Distribuidor'] as const;
export type BannerOrigin = (typeof BANNER_ORIGINS)[number];

/** The spec's limit of 10 slides, counted per place (an 'Ambos' row counts on home and on catalog). */
export const BANNER_MAX_PER_PLACE = 10;
export const BANNER_DURATION_MIN = 3;
export const BANNER_DURATION_MAX = 60;
export const BANNER_DURATION_DEFAULT = 8;
export const BANNER_MARKDOWN_MAX = 2000;
export const BANNER_URL_MAX = 2000;
export const BANNER_TRANSPARENT = 'transparent';

/** Whether a row of this environment shows at the place. */
export const bannerShowsAt = (ambiente: BannerEnvironment, place: BannerPlace) => ambiente === 'Ambos' || ambiente === place;

/** Rows per place (home, catalog): what the 10-slide limit counts. */
export const bannerCountsByPlace = (rows: readonly { ambiente: BannerEnvironment }[]): Record<BannerPlace, number> => ({
  Aprendizado: rows.filter((r) => bannerShowsAt(r.ambiente, 'Aprendizado')).length,
  Catalogo: rows.filter((r) => bannerShowsAt(r.ambiente, 'Catalogo')).length,
});

/** A content background: a hex colour (kept as '#rrggbb') or 'transparent'. */
export const isBannerColor = (value: string) => value.trim().toLowerCase() === BANNER_TRANSPARENT || isHexColor(value.trim());

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** A link the learner follows: http(s) only. */
const link = optionalText(BANNER_URL_MAX).refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), 'settings.bannerInvalidLink');
/** A stored file's address as the file service gives it: a path of this site or an http(s) address. */
const fileUrl = optionalText(BANNER_URL_MAX).refine((value) => value === null || /^(https?:\/\/|\/(?!\/))\S+$/i.test(value), 'settings.bannerInvalidFile');
const fileId = optionalText(200);

export const bannerRowInputSchema = z
  .object({
    active: z.boolean().default(true),
    ordem: z.number().int().min(0).max(10_000).default(0),
    ambiente: z.enum(BANNER_ENVIRONMENTS),
    tipoPlanoDeFundo: z.enum(BANNER_BACKGROUND_TYPES).nullish().transform((v) => v ?? null),
    planoDeFundoId: fileId,
    planoDeFundoUrl: fileUrl,
    tipoRecurso: z.enum(BANNER_RESOURCE_TYPES),
    bannerId: fileId,
    bannerUrl: fileUrl,
    linkRedirecionamentoBanner: link,
    newTab: z.boolean().default(false),
    public: z.boolean().default(true),
    duracao: z
      .number()
      .int('settings.bannerDuration')
      .min(BANNER_DURATION_MIN, 'settings.bannerDuration')
      .max(BANNER_DURATION_MAX, 'settings.bannerDuration')
      .default(BANNER_DURATION_DEFAULT),
    markdownConteudo: z
      .string()
      .max(BANNER_MARKDOWN_MAX, 'settings.bannerMarkdownTooLong')
      .nullish()
      .transform((v) => (v && v.trim() ? v : null)),
    backgroundConteudo: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isBannerColor(v), 'settings.bannerInvalidColor')
      .transform((v) => (v === null ? null : v.toLowerCase() === BANNER_TRANSPARENT ? BANNER_TRANSPARENT : normalizeHex(v))),
    backgroundCopiedFrom: z.uuid().nullish().transform((v) => v ?? null),
  })
  .superRefine((row, ctx) => {
    if (row.tipoRecurso === 'Texto' && !row.markdownConteudo) ctx.addIssue({ code: 'custom', path: ['markdownConteudo'], message: 'settings.bannerTextRequired' });
    if (row.tipoRecurso === 'Banner' && !row.bannerUrl) ctx.addIssue({ code: 'custom', path: ['bannerUrl'], message: 'settings.bannerImageRequired' });
    if ((row.planoDeFundoUrl === null) !== (row.tipoPlanoDeFundo === null))
      ctx.addIssue({ code: 'custom', path: ['tipoPlanoDeFundo'], message: 'settings.bannerBackgroundType' });
  });
export type BannerRowInput = z.input<typeof bannerRowInputSchema>;
export type BannerRowData = z.output<typeof bannerRowInputSchema>;

export const bannerRowSchema = z.object({
  id: z.string(),
  active: z.boolean(),
  ordem: z.number().int(),
  ambiente: z.enum(BANNER_ENVIRONMENTS),
  tipoPlanoDeFundo: z.enum(BANNER_BACKGROUND_TYPES).nullable(),
  planoDeFundoId: z.string().nullable(),
  planoDeFundoUrl: z.string().nullable(),
  tipoRecurso: z.enum(BANNER_RESOURCE_TYPES),
  bannerId: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  linkRedirecionamentoBanner: z.string().nullable(),
  newTab: z.boolean(),
  public: z.boolean(),
  duracao: z.number().int(),
  markdownConteudo: z.string().nullable(),
  backgroundConteudo: z.string().nullable(),
  backgroundCopiedFrom: z.string().nullable(),
  origem: z.enum(BANNER_ORIGINS),
  /** Whether the reader may change or delete the row (distributor rows: distributor access only). */
  podeAlterar: z.boolean(),
});
export type BannerRow = z.infer<typeof bannerRowSchema>;

/**
 * GET PersonalizacaoFundoBanner: with `ambiente` the active rows shown at that place (home or catalog, 'Ambos' rows
 * included) for every signed-in person; without it, every row (active or not) for 'Configurações'.
 */
export const listBannersRequestSchema = z.object({ ambiente: z.enum(BANNER_PLACES).optional() });
export const listBannersResponseSchema = z.array(bannerRowSchema);
