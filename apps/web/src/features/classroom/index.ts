export { classroomPath, encodeTypeAndId, decodeTypeAndId } from './utils/classroom-steps.ts';
