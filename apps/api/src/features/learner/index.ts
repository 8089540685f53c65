export { learnerRoutes } from './learner.routes';
