export { HomePage } from './pages/home-page.tsx';
export { CatalogPage } from './pages/catalog-page.tsx';
export { SectionPage } from './pages/section-page.tsx';
export { FavoritesPage } from './pages/favorites-page.tsx';
export { SearchPage } from './pages/search-page.tsx';
export { ItemDialogHost } from './components/item-dialog.tsx';
export { encodeTypeAndId, decodeTypeAndId, classroomPath, sharePath, type ItemRef, type ItemKind } from './utils/type-and-id.ts';
