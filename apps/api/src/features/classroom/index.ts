export { classroomRoutes } from './classroom.routes';
export { contentOutline, recomputeEnrolment, type ContentOutline } from './classroom.service';
