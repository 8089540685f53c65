export { certificatesRoutes } from './certificates.routes';
