import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Reply of GET Certificado/validate/{credential}/credential. The spec does not show its shape; the page reads the
 * fields below when present.
 */
export type CertificateValidation = {
  valido?: boolean;
  credencial?: string;
  nomeUsuario?: string;
  usuarioNome?: string;
  nomeCompleto?: string;
  titulo?: string;
  nomeCurso?: string;
  curso?: string;
  tipo?: string;
  cargaHoraria?: number | string | null;
  dataConclusao?: string | null;
  dataEmissao?: string | null;
  emitidoEm?: string | null;
  empresa?: string | null;
};

/** GET Certificado/validate/{credential}/credential (public). */
export function validateCertificate(credential: string): Promise<CertificateValidation> {
  return api.get<CertificateValidation>(`/api/v1/Certificado/validate/${encodeURIComponent(credential.trim())}/credential`, {
    skipAuth: true,
  });
}

export const useValidateCertificateMutation = () => useMutation({ mutationFn: validateCertificate });
