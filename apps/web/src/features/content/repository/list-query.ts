/**
 * The list state's filters (named after the table's columns) as the GET midia query names them: the kind column
 * filters `types`, the category column `categoryIds`; search, active, competencies and origin keep their names.
 */
const RENAMED: Record<string, string> = { tipo: 'types', categoryName: 'categoryIds' };

export const REPOSITORY_FILTER_KEYS = ['search', 'tipo', 'active', 'categoryName', 'competencies', 'origin'] as const;

export function repositoryApiQuery(query: Record<string, string | number>): Record<string, string | number> {
  const result: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === '' || value === undefined) continue;
    result[RENAMED[key] ?? key] = value;
  }
  return result;
}
