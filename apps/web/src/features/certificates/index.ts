export { type CertificatePreviewModalProps, type CertificatePreviewSource } from './learner/certificate-preview-modal.tsx';
export { LazyCertificatePreviewModal as CertificatePreviewModal } from './learner/lazy-certificate-preview-modal.tsx';
export { MyCertificatesList } from './learner/my-certificates.tsx';
export { myCertificatesQuery, useMyCertificates } from './learner/api.ts';
export { CertificateSelect } from './designer/certificate-select.tsx';
export * from './render/index.ts';
