export { termsRoutes } from './terms.routes';
