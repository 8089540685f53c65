import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeleteExternalCertificateResponse,
  ExternalCertificate,
  ListExternalCertificatesAdminResponse,
  ListExternalCertificatesResponse,
  ReviewExternalCertificateRequest,
} from '@plataforma/shared/external-certificates';
import { api, type QueryValue } from '../../../lib/api-client.ts';

/** Calls of the external certificates (2-learner §7 'External certificates', 3-admin §7 'External certificate'). */

const BASE = '/api/v1/CertificadoExterno';
export const EXTERNAL_CERTIFICATES_KEY = ['CertificadoExterno'] as const;

/** Drops the empty values of a list query (the server treats an absent filter as 'all'). */
export const cleanQuery = (query: Record<string, QueryValue>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Record<string, string | number>;

export type MyCertificatesQuery = { pageNumber: number; pageSize: number; status?: string; search?: string };

/** GET CertificadoExterno?usuarioId=: the caller's own requests, newest first. */
export const listMyCertificates = (query: MyCertificatesQuery, signal?: AbortSignal) =>
  api.get<ListExternalCertificatesResponse>(BASE, { query: cleanQuery(query), signal });

export const useMyCertificates = (query: MyCertificatesQuery) =>
  useQuery({
    queryKey: [...EXTERNAL_CERTIFICATES_KEY, 'mine', query],
    queryFn: ({ signal }) => listMyCertificates(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET CertificadoExterno/admin: every request of the tenant (status, type, search, createdAtFrom / createdAtTo). */
export const listAdminCertificates = (query: Record<string, string | number>, signal?: AbortSignal) =>
  api.get<ListExternalCertificatesAdminResponse>(`${BASE}/admin`, { query: cleanQuery(query), signal });

export const useAdminCertificates = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: [...EXTERNAL_CERTIFICATES_KEY, 'admin', query],
    queryFn: ({ signal }) => listAdminCertificates(query, signal),
    placeholderData: keepPreviousData,
  });

/** POST CertificadoExterno (new request), or PUT CertificadoExterno/{id} (edit; a denied one is resent). */
export const saveCertificate = (body: FormData, id?: string) =>
  id ? api.put<ExternalCertificate>(`${BASE}/${encodeURIComponent(id)}`, body) : api.post<ExternalCertificate>(BASE, body);

export const deleteCertificate = (id: string) => api.del<DeleteExternalCertificateResponse>(`${BASE}/${encodeURIComponent(id)}`);

/** PUT CertificadoExterno/AprovarCertificadoExterno/{id}: approve, or deny with the justification. */
export const reviewCertificate = (id: string, body: ReviewExternalCertificateRequest) =>
  api.put<ExternalCertificate>(`${BASE}/AprovarCertificadoExterno/${encodeURIComponent(id)}`, body);

/** The certificate's file (`certificateUrl`), fetched with the session. */
export const fetchCertificateFile = (url: string, signal?: AbortSignal) => api.get<Blob>(url, { responseType: 'blob', signal });

const useInvalidating = <A, R>(mutationFn: (args: A) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: EXTERNAL_CERTIFICATES_KEY }) });
};

export const useSaveCertificate = () => useInvalidating(({ body, id }: { body: FormData; id?: string }) => saveCertificate(body, id));
export const useDeleteCertificate = () => useInvalidating((id: string) => deleteCertificate(id));
export const useReviewCertificate = () =>
  useInvalidating(({ id, body }: { id: string; body: ReviewExternalCertificateRequest }) => reviewCertificate(id, body));
