export { createAuthService, registerAuthJobs, type AuthService } from './auth.service';
export { authRoutes } from './auth.routes';
export { onSignedIn, type SignedIn, type SignedInListener } from './auth-events';
