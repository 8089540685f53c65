export { categoriesSkillsRoutes } from './categories-skills.routes';
