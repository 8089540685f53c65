export * from './rls';
export * from '../features/tenancy/tenancy.tables';
export * from '../features/auth/auth.tables';
export * from '../features/permissions/permissions.tables';
export * from '../features/users/users.tables';
export * from '../features/settings/settings.tables';
export * from '../features/terms/terms.tables';
