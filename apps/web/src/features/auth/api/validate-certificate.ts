import type { CertificateValidation } from '@plataforma/shared/certificates';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type { CertificateValidation };

/** GET Certificado/validate/{credential}/credential (public): an issued certificate's facts; 404 when unknown. */
export function validateCertificate(credential: string): Promise<CertificateValidation> {
  return api.get<CertificateValidation>(`/api/v1/Certificado/validate/${encodeURIComponent(credential.trim())}/credential`, {
    skipAuth: true,
  });
}

export const useValidateCertificateMutation = () => useMutation({ mutationFn: validateCertificate });
