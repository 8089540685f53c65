import { createHash } from 'node:crypto';
import { certificatePublicPath } from '@plataforma/shared/certificates';
import { signedAddresses } from '../../core/signed-address';

/**
 * Addresses of a certificate's files.
 *
 * - Template files (backgrounds, image layers): `/api/v1/Certificado/{id}/arquivo/{alias}/{token}`, a signed address
 *   (core/signed-address.ts) bound to the alias and the storage key, so it stops working when the alias gets a new
 *   file; handed out by every reply that lists the files (the template, the print and the public page).
 * - The share image of an issued certificate: `/api/v1/certificadousuario/{credential}/public/imagem` — the credential
 *   is the access, as for the public page itself; `?v=` changes with the image so a replaced one is not cached.
 */
export const certificateFileAddresses = (config: { jwtSecret: Uint8Array }) => signedAddresses(config, 'certificado-arquivo');

export const certificateFileUrl = (certificadoId: string, alias: string, token: string) => `/api/v1/Certificado/${certificadoId}/arquivo/${encodeURIComponent(alias)}/${token}`;

export const shareImageUrl = (credential: string, imageKey: string | null) =>
  imageKey ? `/api/v1${certificatePublicPath(credential)}/imagem?v=${createHash('sha256').update(imageKey).digest('base64url').slice(0, 10)}` : null;

/** The public page of an issued certificate, absolute. */
export const publicCertificateUrl = (publicUrl: string, credential: string) => `${publicUrl}${certificatePublicPath(credential)}`;
