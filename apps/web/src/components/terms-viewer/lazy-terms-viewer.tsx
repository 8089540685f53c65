import { Suspense, lazy } from 'react';
import type { TermsViewerProps } from './terms-viewer.tsx';

const Viewer = lazy(() => import('./terms-viewer.tsx').then((module) => ({ default: module.TermsViewer })));

/** The terms viewer (DOMPurify included) as a chunk of its own, downloaded when it first opens. */
export function LazyTermsViewer(props: TermsViewerProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  );
}
