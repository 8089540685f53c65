export { assessmentBuilderRoutes } from './builder.routes';
export { ASSESSMENTS_PERMISSION } from './builder.service';
export { registerAssessmentGuard, onAssessmentProgress, guardAssessment, emitAssessmentProgress, onCorrectionReleased, type CorrectionReleased, type CorrectionReleasedListener, type AssessmentGuard, type AssessmentProgressListener, type AssessmentProgressChange, type AssessmentRef, type GuardMoment } from './assessment-events';
export { refreshAssessmentProgress, resultOf, type ProgressKey } from './attempt-progress';
export { storeAssessmentUpload, putAnswerFile, recordAnswerFile, readAnswerFilePart, answerFileReply, type UploadRequest } from './answer-files';
export { assessmentCorrectionRoutes } from './correction.routes';
export { CORRECTIONS_PERMISSION } from './correction.service';
export { attemptRoutes } from './attempt.routes';
export { questionFileReply, questionFileUrl } from './question-files';
