export { SegmentationsPage } from './pages/segmentations-page.tsx';
