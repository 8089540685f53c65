// The administration page is routed from its own file (app/main-pages.ts); the shell shows the pop-up and the user
// menu's list through the gate.
export { CommunicationsGate, openMyCommunications } from './components/communications-gate.tsx';
