export { ContentEnrolmentsModal } from './components/content-enrolments-modal.tsx';
export { EnrolUsersModal } from './components/enrol-users-modal.tsx';
export { BatchEnrolmentModal } from './components/batch-enrolment-modal.tsx';
export { AutomatedEnrolmentModal } from './components/automated-enrolment-modal.tsx';
export type { AutomatedTarget, EnrolmentTarget } from './api/enrolment.ts';
