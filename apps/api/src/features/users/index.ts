export { usersRoutes } from './users.routes';
export { usersAdminRoutes } from './users-admin.routes';
export { toUser } from './users.service';
