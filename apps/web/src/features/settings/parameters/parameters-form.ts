import type { ClientSettings, SettingsUpdate } from '@plataforma/shared/settings';

/** The parameterization form: the groups of the client settings this screen edits, text fields as strings. */
export type ParametersValues = {
  general: {
    certificate: { course: string | null; formation: string | null };
    termOfUse: string | null;
    logoutUrl: string;
    privacyPolicyUrl: string;
    hideDescriptionSection: boolean;
  };
  hideSupport: boolean;
  waterMark: ClientSettings['waterMark'];
  scripts: { name: string; content: string; isLink: boolean }[];
  ssoConfig: { enableSso: boolean; provider: string; origin: string };
};

export const WATERMARK_USER_FIELDS = ['name', 'email', 'company', 'businessUnit', 'department', 'role', 'registrationDate', 'ip'] as const;

export const toValues = (s: ClientSettings): ParametersValues => ({
  general: {
    certificate: { ...s.general.certificate },
    termOfUse: s.general.termOfUse,
    logoutUrl: s.general.logoutUrl ?? '',
    privacyPolicyUrl: s.general.privacyPolicyUrl ?? '',
    hideDescriptionSection: s.general.hideDescriptionSection,
  },
  hideSupport: s.hideSupport,
  waterMark: { ...s.waterMark, user: { ...s.waterMark.user } },
  scripts: s.scripts.map((script) => ({ ...script })),
  ssoConfig: { enableSso: s.ssoConfig.enableSso, provider: s.ssoConfig.provider ?? '', origin: s.ssoConfig.origin ?? '' },
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The PUT Parametro/update body: empty texts become null; scripts only for platform administrators. */
export const toBody = (v: ParametersValues, withScripts: boolean): SettingsUpdate => ({
  general: { ...v.general, logoutUrl: orNull(v.general.logoutUrl), privacyPolicyUrl: orNull(v.general.privacyPolicyUrl) },
  hideSupport: v.hideSupport,
  waterMark: v.waterMark,
  ...(withScripts ? { scripts: v.scripts.map((s) => ({ ...s, name: s.name.trim(), content: s.isLink ? s.content.trim() : s.content })) } : {}),
  ssoConfig: { enableSso: v.ssoConfig.enableSso, provider: orNull(v.ssoConfig.provider), origin: orNull(v.ssoConfig.origin) },
});
