export { AssessmentRunner, type AssessmentRunnerProps } from './components/assessment-runner.tsx';
export { AnswerAssessmentPage } from './pages/answer-page.tsx';
export { MyAssessmentsPage } from './pages/my-assessments-page.tsx';
export { MyAssessmentReviewPage } from './pages/my-assessment-review-page.tsx';
