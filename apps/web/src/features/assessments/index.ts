export { AssessmentsPage } from './builder/assessments-page.tsx';
export { CorrectionsPage } from './correction/pages/corrections-page.tsx';
export { CorrectionPage } from './correction/pages/correction-page.tsx';
export { AnswerAssessmentPage, AssessmentRunner, MyAssessmentReviewPage, MyAssessmentsPage, type AssessmentRunnerProps } from './attempt/index.ts';
