export { CoursesPage, TrailsPage } from './contents-page.tsx';
