export { accountsRoutes } from './accounts.routes';
export { unitsRoutes } from './units.routes';
export { companiesRoutes } from './companies.routes';
export { contractsRoutes } from './contracts.routes';
