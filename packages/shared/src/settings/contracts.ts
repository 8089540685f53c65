import { z } from 'zod';

export const DEFAULT_PRIMARY_COLOR = '#c191ff';
export const DEFAULT_SECONDARY_COLOR = '#e9ecef';
export const DEFAULT_PRIVACY_POLICY_URL = '/privacidade';

// a script is at most 100 KB (settings update); its characters are never more than its bytes
const scriptSchema = z.object({ name: z.string().max(100), content: z.string().max(102_400), isLink: z.boolean() });
const slideSchema = z.object({
  image: z.string().nullable().optional(),
  video: z
    .object({ url: z.string().optional(), mp4: z.string().optional(), webm: z.string().optional(), ogv: z.string().optional(), avi: z.string().optional() })
    .nullable()
    .optional(),
  file: z.string().nullable().optional(),
});

/** Client settings (1-shell §3), every group with the spec's defaults. */
export const clientSettingsSchema = z.object({
  banners: z.object({ active: z.boolean(), items: z.array(z.unknown()) }),
  logos: z.object({
    menu: z.string().nullable(),
    loginLight: z.string().nullable(),
    loginDark: z.string().nullable(),
    icon: z.string().nullable(),
  }),
  colors: z.object({
    topBar: z.string().nullable(),
    menu: z.string().nullable(),
    images: z.object({
      primary: z.object({ light: z.string(), dark: z.string(), useDark: z.boolean() }),
      secondary: z.object({ useCustom: z.boolean(), default: z.string(), light: z.string(), dark: z.string(), useDark: z.boolean() }),
    }),
    interface: z.object({ primary: z.string(), textColor: z.string(), autoFontColor: z.boolean() }),
  }),
  general: z.object({
    certificate: z.object({ course: z.string().nullable(), formation: z.string().nullable() }),
    termOfUse: z.string().nullable(),
    logoutUrl: z.string().nullable(),
    privacyPolicyUrl: z.string().nullable(),
    hideDescriptionSection: z.boolean(),
  }),
  login: z.object({
    backgrounds: z.array(z.string()),
    align: z.enum(['left', 'center', 'right']),
    carousels: z.array(z.object({ slides: z.array(slideSchema) })),
  }),
  page: z.object({ title: z.string(), description: z.string() }),
  hideSupport: z.boolean(),
  scripts: z.array(scriptSchema),
  defaultScripts: z.array(scriptSchema),
  waterMark: z.object({
    user: z.object({
      name: z.boolean(),
      email: z.boolean(),
      company: z.boolean(),
      businessUnit: z.boolean(),
      department: z.boolean(),
      role: z.boolean(),
      registrationDate: z.boolean(),
      ip: z.boolean(),
    }),
    allowPDFDownload: z.boolean(),
    includeWaterMarkInPDF: z.boolean(),
  }),
  tenantId: z.string().nullable(),
  ssoConfig: z.object({ enableSso: z.boolean(), provider: z.string().nullable(), origin: z.string().nullable() }),
  environment: z.enum(['production', 'homolog', 'integration', 'development']),
  version: z.string(),
});
export type ClientSettings = z.infer<typeof clientSettingsSchema>;

export const defaultClientSettings = (tenantId: string | null = null): ClientSettings => ({
  banners: { active: false, items: [] },
  logos: { menu: null, loginLight: null, loginDark: null, icon: null },
  colors: {
    topBar: null,
    menu: null,
    images: {
      primary: { light: DEFAULT_PRIMARY_COLOR, dark: DEFAULT_PRIMARY_COLOR, useDark: false },
      secondary: { useCustom: false, default: DEFAULT_SECONDARY_COLOR, light: DEFAULT_SECONDARY_COLOR, dark: '#343a40', useDark: false },
    },
    interface: { primary: DEFAULT_PRIMARY_COLOR, textColor: '#ffffff', autoFontColor: true },
  },
  general: { certificate: { course: null, formation: null }, termOfUse: null, logoutUrl: null, privacyPolicyUrl: null, hideDescriptionSection: false },
  login: { backgrounds: [], align: 'right', carousels: [] },
  page: { title: 'Plataforma de Aprendizagem', description: '' },
  hideSupport: false,
  scripts: [],
  defaultScripts: [],
  waterMark: {
    user: { name: true, email: true, company: true, businessUnit: true, department: true, role: true, registrationDate: true, ip: true },
    allowPDFDownload: true,
    includeWaterMarkInPDF: false,
  },
  tenantId,
  ssoConfig: { enableSso: false, provider: null, origin: null },
  environment: 'production',
  version: '0.0.5',
});

/** Stored settings are partial; missing groups fall back to the defaults, one level deep per group. */
export const mergeSettings = (base: ClientSettings, stored: Partial<Record<keyof ClientSettings, unknown>>): ClientSettings => {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(stored)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] =
      current && typeof current === 'object' && !Array.isArray(current) && value && typeof value === 'object' && !Array.isArray(value)
        ? { ...current, ...value }
        : value;
  }
  return clientSettingsSchema.parse(out);
};

export const openSettingsRequestSchema = z.object({
  subDomain: z.string().max(100).optional().default(''),
  clientUrl: z.string().max(500).optional(),
});
