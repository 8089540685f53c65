import type { CertificatePrint, CertificateType, MyCertificate, ShareResponse } from '@plataforma/shared/certificates';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The learner's certificate calls (2-learner §7 'Certificates'; 1-shell §7 validation and public URL). */

const enc = encodeURIComponent;
export const LEARNER_CERTIFICATES_KEY = ['certificadoUsuario'] as const;

/** GET Certificado/Imprimir/{certificadoId}/{cursoOuFormacaoId}: the caller's certificate to draw (409 before approval). */
export const getCertificatePrint = (certificadoId: string, contentId: string, signal?: AbortSignal) =>
  api.get<CertificatePrint>(`/api/v1/Certificado/Imprimir/${enc(certificadoId)}/${enc(contentId)}`, { signal });

export const certificatePrintQuery = (certificadoId: string, contentId: string) =>
  queryOptions({
    queryKey: [...LEARNER_CERTIFICATES_KEY, 'imprimir', certificadoId, contentId],
    queryFn: ({ signal }) => getCertificatePrint(certificadoId, contentId, signal),
    staleTime: 60_000,
    retry: false,
  });

/** GET certificadousuario/{credential}/public (no sign-in): an issued certificate to draw, the CPF masked. */
export const getPublicCertificate = (credential: string, signal?: AbortSignal) =>
  api.get<CertificatePrint>(`/api/v1/certificadousuario/${enc(credential)}/public`, { signal, skipAuth: true });

export const publicCertificateQuery = (credential: string) =>
  queryOptions({
    queryKey: [...LEARNER_CERTIFICATES_KEY, 'public', credential],
    queryFn: ({ signal }) => getPublicCertificate(credential, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** GET certificadousuario: the caller's certificates. */
export const getMyCertificates = (signal?: AbortSignal) => api.get<MyCertificate[]>('/api/v1/certificadousuario', { signal });

export const myCertificatesQuery = () =>
  queryOptions({ queryKey: [...LEARNER_CERTIFICATES_KEY, 'mine'], queryFn: ({ signal }) => getMyCertificates(signal), staleTime: 30_000 });

export const useMyCertificates = (enabled = true) => useQuery({ ...myCertificatesQuery(), enabled });

export type ShareCertificateInput = {
  certificadoId: string;
  usuarioId: string;
  tipo: CertificateType;
  contentId: string;
  /** PNG of the front. */
  image: Blob;
};

/**
 * POST certificadoUsuario/{certificadoId}/usuario/{usuarioId}/tipo/{Curso|Formacao}/{cursoOuFormacaoId}: stores the
 * image of the front for sharing; answers the credential and the public address.
 */
export const shareCertificate = ({ certificadoId, usuarioId, tipo, contentId, image }: ShareCertificateInput) => {
  const body = new FormData();
  body.append('file', image, 'certificado.png');
  return api.post<ShareResponse>(`/api/v1/certificadoUsuario/${enc(certificadoId)}/usuario/${enc(usuarioId)}/tipo/${tipo}/${enc(contentId)}`, body);
};

export const useShareCertificate = () => useMutation({ mutationFn: shareCertificate });
