import type { FastifyInstance } from 'fastify';
import {
  basicCategoriesResponseSchema,
  basicSkillsRequestSchema,
  basicSkillsResponseSchema,
  createCategoryRequestSchema,
  createCategoryResponseSchema,
  createSkillRequestSchema,
  createSkillResponseSchema,
  deleteCategoryResponseSchema,
  deleteSkillResponseSchema,
  getCategoryResponseSchema,
  getSkillResponseSchema,
  listCategoriesRequestSchema,
  listCategoriesResponseSchema,
  listSkillsRequestSchema,
  listSkillsResponseSchema,
  skillsBySectionParamsSchema,
  skillsBySectionResponseSchema,
  updateCategoryRequestSchema,
  updateCategoryResponseSchema,
  updateSkillRequestSchema,
  updateSkillResponseSchema,
} from '@plataforma/shared/categories-skills';
import { uuidParam } from '@plataforma/shared';
import { ctxOf } from '../../core/auth';
import type { Deps } from '../../core/deps';
import { typed } from '../../core/route';
import { createCategoriesSkillsService } from './categories-skills.service';

const skills = { tags: ['Competencia'] };
const categories = { tags: ['Categoria'] };

/** Lists and changes need the functionality; Basic lists and section skills feed other screens (any signed-in user). */
export const categoriesSkillsRoutes = (deps: Deps) => async (instance: FastifyInstance) => {
  const app = typed(instance);
  const service = createCategoriesSkillsService(deps);
  const skillsPermission = { permission: 'Competências' };
  const categoriesPermission = { permission: 'Categorias' };

  // ------------------------------------------------------------ Competencia
  app.get(
    '/api/v1/Competencia/Basic',
    { schema: { ...skills, querystring: basicSkillsRequestSchema, response: { 200: basicSkillsResponseSchema } } },
    (req) => service.basicSkills(ctxOf(req), req.query.ExibirEm ?? req.query.exibirEm),
  );
  app.get(
    '/api/v1/Competencia/GetAllBySection/:id',
    { schema: { ...skills, params: skillsBySectionParamsSchema, response: { 200: skillsBySectionResponseSchema } } },
    (req) => service.skillsBySection(ctxOf(req), req.params.id),
  );
  app.get(
    '/api/v1/Competencia',
    { config: skillsPermission, schema: { ...skills, querystring: listSkillsRequestSchema, response: { 200: listSkillsResponseSchema } } },
    (req) => service.listSkills(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/Competencia/:id',
    { config: skillsPermission, schema: { ...skills, params: uuidParam, response: { 200: getSkillResponseSchema } } },
    (req) => service.getSkill(ctxOf(req), req.params.id),
  );
  app.post(
    '/api/v1/Competencia',
    { config: skillsPermission, schema: { ...skills, body: createSkillRequestSchema, response: { 201: createSkillResponseSchema } } },
    async (req, reply) => reply.status(201).send(await service.createSkill(ctxOf(req), req.body)),
  );
  app.put(
    '/api/v1/Competencia/:id',
    { config: skillsPermission, schema: { ...skills, params: uuidParam, body: updateSkillRequestSchema, response: { 200: updateSkillResponseSchema } } },
    (req) => service.updateSkill(ctxOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/v1/Competencia/:id',
    { config: skillsPermission, schema: { ...skills, params: uuidParam, response: { 200: deleteSkillResponseSchema } } },
    (req) => service.deleteSkill(ctxOf(req), req.params.id),
  );

  // ------------------------------------------------------------ Categoria
  app.get('/api/v1/Categoria/Basic', { schema: { ...categories, response: { 200: basicCategoriesResponseSchema } } }, (req) =>
    service.basicCategories(ctxOf(req)),
  );
  app.get(
    '/api/v1/Categoria',
    { config: categoriesPermission, schema: { ...categories, querystring: listCategoriesRequestSchema, response: { 200: listCategoriesResponseSchema } } },
    (req) => service.listCategories(ctxOf(req), req.query),
  );
  app.get(
    '/api/v1/Categoria/:id',
    { config: categoriesPermission, schema: { ...categories, params: uuidParam, response: { 200: getCategoryResponseSchema } } },
    (req) => service.getCategory(ctxOf(req), req.params.id),
  );
  app.post(
    '/api/v1/Categoria',
    { config: categoriesPermission, schema: { ...categories, body: createCategoryRequestSchema, response: { 201: createCategoryResponseSchema } } },
    async (req, reply) => reply.status(201).send(await service.createCategory(ctxOf(req), req.body)),
  );
  app.put(
    '/api/v1/Categoria/:id',
    { config: categoriesPermission, schema: { ...categories, params: uuidParam, body: updateCategoryRequestSchema, response: { 200: updateCategoryResponseSchema } } },
    (req) => service.updateCategory(ctxOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/v1/Categoria/:id',
    { config: categoriesPermission, schema: { ...categories, params: uuidParam, response: { 200: deleteCategoryResponseSchema } } },
    (req) => service.deleteCategory(ctxOf(req), req.params.id),
  );
};
