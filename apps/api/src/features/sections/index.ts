export { sectionsRoutes } from './sections.routes';
export {
  contentVisibleTo,
  createAudience,
  loadViewer,
  sectionInPlace,
  sectionShownTo,
  sectionVisibleTo,
  visibleSectionIds,
  type Audience,
  type ContentRef,
  type SectionAudience,
  type SectionPlace,
  type Viewer,
} from './audience';
export { sectionImageUrlOf } from './sections.service';
