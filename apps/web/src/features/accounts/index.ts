export { basicDepartments, basicDepartmentsQueryOptions, useBasicDepartments } from './api/departments.ts';
export { basicJobTitles, basicJobTitlesQueryOptions, useBasicJobTitles } from './api/job-titles.ts';
export { basicUnits, basicUnitsQueryOptions, useBasicUnits } from './api/units.ts';
export { getUsageInfo, getIsDistributor } from './api/contracts.ts';
