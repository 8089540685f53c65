export { dashboardsRoutes } from './dashboards.routes';
