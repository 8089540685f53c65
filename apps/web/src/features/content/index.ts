export { LazyMediaPlayer as MediaPlayer } from './players/lazy-media-player.tsx';
export { MediaPreviewModal } from './preview/media-preview-modal.tsx';
export { getPublicMidiaInfo, publicMidiaInfoQuery, midiaInfoQuery } from './players/api.ts';
export type { PlayerContext, PlayerMode, PlayerProps } from './players/types.ts';
export { UploadBar } from './uploads/upload-bar.tsx';
export { KIND_COLOR, KindIcon } from './repository/midia-kind.tsx';
export { ImagePicker } from './repository/file-drop.tsx';
export { moveItem } from './repository/move-item.ts';
export { whileProcessing } from './players/processing.ts';
