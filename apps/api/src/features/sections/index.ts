export { sectionsRoutes } from './sections.routes';
export { contentVisibleTo, loadViewer, sectionVisibleTo, visibleSectionIds, type ContentRef, type SectionPlace, type Viewer } from './audience';
export { sectionImageUrlOf } from './sections.service';
