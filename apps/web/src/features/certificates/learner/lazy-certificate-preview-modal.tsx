import { Suspense, lazy } from 'react';
import type { CertificatePreviewModalProps } from './certificate-preview-modal.tsx';

const Modal = lazy(() => import('./certificate-preview-modal.tsx').then((module) => ({ default: module.CertificatePreviewModal })));

/**
 * The certificate preview (Konva drawing, PDF and PNG export) as a chunk of its own, downloaded when it first opens:
 * the classroom and the progress page that offer it do not carry Konva.
 */
export function LazyCertificatePreviewModal(props: CertificatePreviewModalProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
