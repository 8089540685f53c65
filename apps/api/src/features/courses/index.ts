export { coursesRoutes } from './courses.routes';
export { trailsRoutes } from './trails.routes';
export { COURSES_PERMISSION, TRAILS_PERMISSION } from './courses.service';
export { cardAccessKey, cardUrl } from './card-access';
