import type { AppEnvironment } from '@plataforma/shared';

export type BadgeEnvironment = Exclude<AppEnvironment, 'production'>;

const COLORS: Record<BadgeEnvironment, string> = { homolog: 'orange', integration: 'grape', development: 'cyan' };

/** The badge of a non-production environment (1-shell §2), or null in production or for an unknown value. */
export function environmentBadge(environment: string | null | undefined): { key: BadgeEnvironment; color: string } | null {
  if (environment === 'homolog' || environment === 'integration' || environment === 'development') {
    return { key: environment, color: COLORS[environment] };
  }
  return null;
}
