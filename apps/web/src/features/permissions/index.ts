export { PermissionGroupsPage } from './pages/permission-groups-page.tsx';
export { basicUsers, basicUsersQueryOptions, useBasicUsers } from './api/permission-groups.ts';
