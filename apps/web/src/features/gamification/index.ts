export { GamificationTrigger } from './components/gamification-trigger.tsx';
