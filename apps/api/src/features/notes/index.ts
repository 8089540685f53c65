export { notesRoutes } from './notes.routes';
