export { AssessmentRunner, type AssessmentRunnerProps } from './components/assessment-runner.tsx';
