export { usersRoutes } from './users.routes';
export { usersAdminRoutes } from './users-admin.routes';
export { usersImportRoutes } from './users-import.routes';
export { toUser } from './users.service';
export { onUserSaved, type UserSavedEvent, type UserSavedListener } from './user-events';
