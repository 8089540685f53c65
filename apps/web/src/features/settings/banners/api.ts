import { useQuery } from '@tanstack/react-query';
import type { DeleteResponse } from '@plataforma/shared';
import type { BannerFields, BannerPlace, BannerRow } from '@plataforma/shared/settings';
import { api } from '../../../lib/api-client.ts';
import { uploadSettingsFile } from '../api/save-client-settings.ts';

const BASE = '/api/v1/PersonalizacaoFundoBanner';
export const BANNERS_KEY = ['PersonalizacaoFundoBanner'] as const;

/** GET PersonalizacaoFundoBanner: every row, in order (the administration screen; 'Configurações'). */
export const listBannerRows = ({ signal }: { signal?: AbortSignal } = {}) => api.get<BannerRow[]>(BASE, { signal });
export const ALL_BANNERS_KEY = [...BANNERS_KEY, 'all'] as const;
export const useBannerRows = () => useQuery({ queryKey: ALL_BANNERS_KEY, queryFn: listBannerRows });

/** GET PersonalizacaoFundoBanner?ambiente=: the active rows shown at home or in the catalog (any signed-in person). */
export const useActiveBanners = (ambiente: BannerPlace, tenant: string | null | undefined) =>
  useQuery({
    queryKey: [...BANNERS_KEY, 'active', ambiente, tenant ?? null],
    queryFn: ({ signal }) => api.get<BannerRow[]>(BASE, { query: { ambiente }, signal }),
    staleTime: 60_000,
  });

type RowBody = BannerFields & { ordem: number };
export const insertBanner = (body: RowBody) => api.post<BannerRow>(BASE, body);
export const updateBanner = (id: string, body: RowBody) => api.put<BannerRow>(`${BASE}/${encodeURIComponent(id)}`, body);
export const deleteBanner = (id: string) => api.del<DeleteResponse>(`${BASE}/${encodeURIComponent(id)}`);

/** A background or banner file through the customisation file service (1-shell §5), which judges its bytes and size. */
export const uploadBannerFile = (tipo: 'background' | 'banner', file: File) => uploadSettingsFile(tipo, file);
