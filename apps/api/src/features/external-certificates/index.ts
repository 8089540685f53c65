export { externalCertificatesRoutes } from './external-certificates.routes';
export { onExternalCertificateAnswered, type ExternalCertificateAnswered, type ExternalCertificateAnsweredListener } from './external-certificate-events';
