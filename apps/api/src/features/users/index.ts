export { usersRoutes } from './users.routes';
export { toUser } from './users.service';
