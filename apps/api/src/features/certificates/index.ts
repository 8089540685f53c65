export { certificatesRoutes } from './certificates.routes';
export { onCertificateIssued, type CertificateIssued, type CertificateIssuedListener } from './certificate-events';
