export { biRoutes, DEMO_PANEL_PATH } from './bi.routes';
export { verifyEmbedToken, EmbedTokenError } from './bi.embed-token';
