export { createTenancyService, type TenancyService } from './tenancy.service';
export { tenancyRoutes } from './tenancy.routes';
export { readStorageUsage, withStorageQuota, tenantOfKey, quotaExceeded } from './storage-quota';
