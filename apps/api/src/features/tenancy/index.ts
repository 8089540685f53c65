export { createTenancyService, type TenancyService } from './tenancy.service';
export { tenancyRoutes } from './tenancy.routes';
