export { ClassroomPage } from './pages/classroom-page.tsx';
export { MyProgressPage } from './pages/my-progress-page.tsx';
export { classroomPath, encodeTypeAndId, decodeTypeAndId } from './utils/classroom-steps.ts';
