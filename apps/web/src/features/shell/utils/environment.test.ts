import { describe, expect, it } from 'vitest';
import { environmentBadge } from './environment.ts';

describe('environmentBadge', () => {
  it('shows a badge for every non-production environment', () => {
    expect(environmentBadge('homolog')?.key).toBe('homolog');
    expect(environmentBadge('integration')?.key).toBe('integration');
    expect(environmentBadge('development')?.key).toBe('development');
  });

  it('shows none in production or for unknown values', () => {
    expect(environmentBadge('production')).toBeNull();
    expect(environmentBadge('staging')).toBeNull();
    expect(environmentBadge(null)).toBeNull();
  });
});
