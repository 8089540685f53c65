export { automatedNotificationsRoutes } from './automated-notifications.routes';
