export { userPermissionsQueryOptions, getUserPermissions, useUserPermissions } from './api/get-user-permissions.ts';
export { useContinueAfterSignIn } from './hooks/use-continue-after-sign-in.ts';
export { ClientBrand } from './components/client-brand.tsx';
