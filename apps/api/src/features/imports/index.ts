export { createImportsService, IMPORT_CHUNK_SIZE } from './imports.service';
export type { ChunkResult, ImportKindRunner, ImportRunContext, ImportsService } from './imports.service';
export { importsRoutes } from './imports.routes';
export { writeImportTemplate, type ImportTemplate } from './import-template';
