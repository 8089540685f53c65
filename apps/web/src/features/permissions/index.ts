export { basicUsers, basicUsersQueryOptions, useBasicUsers } from './api/permission-groups.ts';
