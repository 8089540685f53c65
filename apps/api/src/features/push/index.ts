export { pushRoutes } from './push.routes';
/** For other features (communications): store notifications set-based and queue their pushes, in the caller's transaction. */
export { notifyPeople, type NotifyPeople } from './push.notify';
