export { MediaPlayer } from './players/media-player.tsx';
export { MediaPreviewModal } from './preview/media-preview-modal.tsx';
export { getPublicMidiaInfo, publicMidiaInfoQuery, midiaInfoQuery } from './players/api.ts';
export type { PlayerContext, PlayerMode, PlayerProps } from './players/types.ts';
export { RepositoryPage } from './repository/repository-page.tsx';
export { UploadHistoryPage } from './uploads/upload-history-page.tsx';
export { UploadBar } from './uploads/upload-bar.tsx';
