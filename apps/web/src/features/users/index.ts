export { UsersPage } from './pages/users-page.tsx';
