export { gamificationRoutes } from './gamification.routes';
export { pointsOf } from './gamification.scoring';
