import { Suspense, lazy, type ReactNode } from 'react';
import type { BannerPlace } from '@plataforma/shared/settings';
import { useActiveBanners } from '../api.ts';

const BannerCarousel = lazy(() => import('./rotating-banner.tsx').then((module) => ({ default: module.BannerCarousel })));

/**
 * The learner's rotating banner of home or catalog: reads the place's active rows and only then loads the carousel
 * (embla, the markdown and the sanitiser), so a company without banners never downloads it. `fallback` shows when the
 * place has no rows.
 */
export function RotatingBanner({ ambiente, tenant, fallback = null }: { ambiente: BannerPlace; tenant?: string | null; fallback?: ReactNode }) {
  const { data, isPending } = useActiveBanners(ambiente, tenant);
  if (isPending) return null;
  if (!data || data.length === 0) return fallback;
  return (
    <Suspense fallback={null}>
      <BannerCarousel rows={data} testId={`banner-${ambiente}`} />
    </Suspense>
  );
}
