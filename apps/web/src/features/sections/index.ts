export { SectionsPage } from './pages/sections-page.tsx';
