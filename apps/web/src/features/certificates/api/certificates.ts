import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@plataforma/shared';
import type { Certificate, CertificateFile, CertificateRow, CertificateType } from '@plataforma/shared/certificates';
import { api } from '../../../lib/api-client.ts';

/** Calls of the certificate templates (3-admin §7 'Certificado'; contracts in @plataforma/shared/certificates). */

const enc = encodeURIComponent;
export const CERTIFICADO_BASE = '/api/v1/Certificado';
export const CERTIFICATES_KEY = ['certificado'] as const;

/** GET Certificado: a page (search, tipo, active, orderBy nome | tipo | createdAt). */
export const listCertificates = (query: Record<string, string | number>, signal?: AbortSignal) => api.get<Paged<CertificateRow>>(CERTIFICADO_BASE, { query, signal });

export const useCertificatesList = (query: Record<string, string | number>) =>
  useQuery({ queryKey: [...CERTIFICATES_KEY, 'list', query], queryFn: ({ signal }) => listCertificates(query, signal), placeholderData: keepPreviousData });

/** GET Certificado/{id}: the template, its layout and its files' signed addresses. */
export const getCertificate = (id: string, signal?: AbortSignal) => api.get<Certificate>(`${CERTIFICADO_BASE}/${enc(id)}`, { signal });

export const useCertificate = (id: string | null) =>
  useQuery({ queryKey: [...CERTIFICATES_KEY, 'one', id], queryFn: ({ signal }) => getCertificate(id!, signal), enabled: Boolean(id), staleTime: 0, retry: false });

/** The multipart fields of POST / PUT Certificado. */
export type CertificateFormFields = { nome: string; tipo: CertificateType; jsonCertificado: string; imprimeVerso: boolean; active: boolean };

export const certificateFormData = (fields: CertificateFormFields): FormData => {
  const data = new FormData();
  data.append('nome', fields.nome);
  data.append('tipo', fields.tipo);
  data.append('jsonCertificado', fields.jsonCertificado);
  data.append('imprimeVerso', String(fields.imprimeVerso));
  data.append('active', String(fields.active));
  return data;
};

/** POST Certificado (new) or PUT Certificado/{id} (multipart): the reply is the template saved. */
export const saveCertificate = (id: string | null, fields: CertificateFormFields) =>
  id ? api.put<Certificate>(`${CERTIFICADO_BASE}/${enc(id)}`, certificateFormData(fields)) : api.post<Certificate>(CERTIFICADO_BASE, certificateFormData(fields));

/** POST Certificado/FileUpload/{certificateId}/{alias} (multipart `file`): stores or replaces the file of an alias. */
export const uploadCertificateFile = (certificateId: string, alias: string, file: Blob) => {
  const data = new FormData();
  data.append('file', file);
  return api.post<CertificateFile>(`${CERTIFICADO_BASE}/FileUpload/${enc(certificateId)}/${enc(alias)}`, data);
};

/** Refreshes the lists and the template after a save. */
export const useInvalidateCertificates = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: CERTIFICATES_KEY });
};

/** GET Certificado/basic?tipo=: the active templates of a type, as select options. */
export const useCertificateOptions = (tipo: CertificateType) =>
  useQuery({
    queryKey: [...CERTIFICATES_KEY, 'basic', tipo],
    queryFn: ({ signal }) => api.get<{ value: string; label: string }[]>(`${CERTIFICADO_BASE}/basic`, { query: { tipo }, signal }),
    staleTime: 30_000,
    retry: false,
  });
