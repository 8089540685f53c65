import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../core/envelope.ts';
import { queryBooleanSchema, sortQuerySchema } from '../core/list-query.ts';
import { isPanelAddress, PANEL_CLASSIFICATIONS, PARAMETER_ID_PATTERN, PARAMETER_TYPES } from './rules.ts';

/**
 * BI panels (PainelVistraBI renamed: BI panels), 3-admin §3 'BI panel' and §7: field names are the spec's (name, code,
 * public, contratosIds, parametros, ativo, classification; users id, panelId, name, email, cargo, unidadeDeNegocio,
 * departamento, hasAccess; parameters id, value, type, description) plus `url`, the panel address the spec does not
 * name. Shapes the spec does not show are designed in the same style (docs/bi.md).
 */

export const PANEL_NAME_MAX = 100;
export const PANEL_CODE_MAX = 100;
export const PANEL_URL_MAX = 500;
export const PANEL_PARAMETERS_MAX = 20;
export const PANEL_CONTRACTS_MAX = 200;
export const PARAMETER_VALUE_MAX = 500;
export const PARAMETER_DESCRIPTION_MAX = 200;

export const panelParameterSchema = z
  .object({
    id: z.string().trim().regex(PARAMETER_ID_PATTERN, 'bi.invalidParameterId'),
    value: z.string().trim().max(PARAMETER_VALUE_MAX).nullish().transform((v) => v ?? ''),
    type: z.enum(PARAMETER_TYPES),
    description: z.string().trim().max(PARAMETER_DESCRIPTION_MAX).nullish().transform((v) => v || null),
  })
  .superRefine((p, ctx) => {
    if (p.type === 'fixed' && p.value === '') ctx.addIssue({ code: 'custom', path: ['value'], message: 'bi.fixedValueRequired' });
  })
  // A bound value comes from the viewer, never from the form.
  .transform((p) => (p.type === 'fixed' ? p : { ...p, value: '' }));
export type PanelParameterInput = z.input<typeof panelParameterSchema>;

export const panelInputSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.required').max(PANEL_NAME_MAX),
    code: z.string().trim().min(1, 'validation.required').max(PANEL_CODE_MAX),
    /** The panel address: http(s), or a path of this platform (the built-in demonstration page). */
    url: z.string().trim().min(1, 'validation.required').max(PANEL_URL_MAX).refine(isPanelAddress, 'bi.invalidAddress'),
    /** Public: everyone the panel reaches sees it, with no per-person access. */
    public: z.boolean().default(false),
    contratosIds: z
      .array(z.uuid())
      .max(PANEL_CONTRACTS_MAX)
      .default([])
      .transform((list) => [...new Set(list)]),
    parametros: z.array(panelParameterSchema).max(PANEL_PARAMETERS_MAX).default([]),
    ativo: z.boolean().default(true),
    classification: z.enum(PANEL_CLASSIFICATIONS).nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.parametros.forEach((p, index) => {
      if (seen.has(p.id)) ctx.addIssue({ code: 'custom', path: ['parametros', index, 'id'], message: 'bi.duplicateParameter', params: { id: p.id } });
      seen.add(p.id);
    });
  });
export type PanelInput = z.input<typeof panelInputSchema>;
export type PanelValues = z.output<typeof panelInputSchema>;

export const panelParameterReplySchema = z.object({
  id: z.string(),
  value: z.string(),
  type: z.enum(PARAMETER_TYPES),
  description: z.string().nullable(),
});
export const panelSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  url: z.string(),
  public: z.boolean(),
  contratosIds: z.array(z.string()),
  parametros: z.array(panelParameterReplySchema),
  ativo: z.boolean(),
  classification: z.enum(PANEL_CLASSIFICATIONS).nullable(),
  createdAt: z.string(),
});
export type Panel = z.infer<typeof panelSchema>;

export const PANEL_SORT_FIELDS = ['name', 'code', 'ativo', 'createdAt'] as const;
export const listPanelsRequestSchema = pageQuerySchema.extend(sortQuerySchema(PANEL_SORT_FIELDS, 'name').shape).extend({
  search: z.string().trim().max(200).optional(),
  /** The list's name filter (name or code, as `search`). */
  name: z.string().trim().max(200).optional(),
  ativo: queryBooleanSchema.optional(),
});
export type ListPanelsRequest = z.input<typeof listPanelsRequestSchema>;
export const listPanelsResponseSchema = pagedSchema(panelSchema);
export type ListPanelsResponse = z.infer<typeof listPanelsResponseSchema>;

/** getUsersFromPanelId: the people the panel reaches (its tenant and the tenants of its contracts). */
export const panelUsersRequestSchema = pageQuerySchema.extend({
  panelId: z.uuid(),
  search: z.string().trim().max(200).optional(),
  hasAccess: queryBooleanSchema.optional(),
});
export type PanelUsersRequest = z.input<typeof panelUsersRequestSchema>;
export const panelUserSchema = z.object({
  id: z.string(),
  panelId: z.string(),
  name: z.string(),
  email: z.string(),
  cargo: z.string().nullable(),
  unidadeDeNegocio: z.string().nullable(),
  departamento: z.string().nullable(),
  /** The company the person belongs to (a panel may reach several through its contracts). */
  empresa: z.string(),
  hasAccess: z.boolean(),
});
export type PanelUser = z.infer<typeof panelUserSchema>;
export const panelUsersResponseSchema = pagedSchema(panelUserSchema);
export type PanelUsersResponse = z.infer<typeof panelUsersResponseSchema>;

/** Grant or revoke access (not shown in the spec): POST PainelVistraBI/{id}/usuarios. */
export const setPanelUsersRequestSchema = z.object({
  usuarioIds: z.array(z.uuid()).min(1, 'validation.required').max(500).transform((list) => [...new Set(list)]),
  hasAccess: z.boolean(),
});
export type SetPanelUsersRequest = z.input<typeof setPanelUsersRequestSchema>;
export const setPanelUsersResponseSchema = z.object({ success: z.literal(true), alterados: z.number().int() });

/** getBasicPanelUserAccess: the panels a person may see (default: the caller). */
export const basicPanelAccessRequestSchema = z.object({ userId: z.uuid().optional() });
export const basicPanelAccessSchema = z.object({
  painelId: z.string(),
  painelNome: z.string(),
  code: z.string(),
  classification: z.enum(PANEL_CLASSIFICATIONS).nullable(),
});
export type BasicPanelAccess = z.infer<typeof basicPanelAccessSchema>;
export const basicPanelAccessResponseSchema = z.array(basicPanelAccessSchema);

/** PainelVistraBI/Dashboard: the signed iframe address of one panel for the caller. */
export const dashboardRequestSchema = z.object({ painelId: z.uuid() });
export const dashboardResponseSchema = z.object({
  painelId: z.string(),
  painelNome: z.string(),
  /** `<panel address>/embed/dashboard/<token>#bordered=false&titled=false`. */
  url: z.string(),
  /** When the token ends (ISO instant): the page asks for a new address before then. */
  expiresAt: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** Login/{clientId}: a BI session for one panel (clientId = the panel id); a refresh token renews it. */
export const biLoginParamsSchema = z.object({ clientId: z.uuid() });
export const biLoginRequestSchema = z.object({ refreshToken: z.string().max(4000).optional() }).nullish();
export const biLoginResponseSchema = z.object({ authToken: z.string(), refreshToken: z.string(), expiresAt: z.string() });
export type BiLoginResponse = z.infer<typeof biLoginResponseSchema>;

/** SetParametrosRequisicaoExterna: painel, parametros [id, valor, descricao], token. */
export const setExternalParametersRequestSchema = z.object({
  painel: z.uuid(),
  parametros: z
    .array(z.object({ id: z.string().max(64), valor: z.string().max(PARAMETER_VALUE_MAX).nullish(), descricao: z.string().max(PARAMETER_DESCRIPTION_MAX).nullish() }))
    .max(PANEL_PARAMETERS_MAX)
    .default([]),
  token: z.string().min(1).max(4000),
});
export type SetExternalParametersRequest = z.input<typeof setExternalParametersRequestSchema>;
export const setExternalParametersResponseSchema = dashboardResponseSchema.extend({
  parametros: z.array(z.object({ id: z.string(), valor: z.string(), descricao: z.string().nullable() })),
});
export type SetExternalParametersResponse = z.infer<typeof setExternalParametersResponseSchema>;
