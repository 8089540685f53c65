export { basicSkills, basicSkillsQueryOptions, useBasicSkills, SKILLS_KEY } from './api/skills.ts';
export { basicCategories, basicCategoriesQueryOptions, useBasicCategories } from './api/categories.ts';
