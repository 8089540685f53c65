export { settingsRoutes } from './settings.routes';
export { bannersRoutes } from './banners.routes';
export { saveSettings, storedSettings } from './settings.repository';
export { tenantScriptRoutes } from './scripts.routes';
export { distributorClients, distributorOf } from './settings-access.repository';
