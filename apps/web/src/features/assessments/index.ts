export { AssessmentRunner, type AssessmentRunnerProps } from './attempt/index.ts';
