export { enrolmentRoutes, AUTOMATED_SCHEDULE_MS } from './enrolment.routes';
export { AUTOMATED_QUEUE } from './enrolment-automated.service';
export { rulesOfJobTitles as automatedRulesOfJobTitles } from './enrolment.repository';
export {
  emitEnrolmentCompleted,
  isCompletion,
  onEnrolmentCompleted,
  onEnrolmentStarted,
  type EnrolmentCompleted,
  type EnrolmentCompletedListener,
  type EnrolmentStarted,
} from './enrolment-events';
