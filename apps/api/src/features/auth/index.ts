export { createAuthService, registerAuthJobs, type AuthService } from './auth.service';
export { authRoutes } from './auth.routes';
