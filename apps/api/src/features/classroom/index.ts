export { classroomRoutes } from './classroom.routes';
export { recomputeEnrolment } from './classroom.service';
