export { sectionsRoutes } from './sections.routes';
