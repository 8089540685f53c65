export { externalCertificatesRoutes } from './external-certificates.routes';
