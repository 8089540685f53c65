export { contentRoutes } from './content.routes';
export { contentServingRoutes } from './content.serving.routes';
export { mediaProgressRoutes } from './media-progress.routes';
export { videoInfoRoutes } from './video-info.routes';
export { registerMidiaBondSource, type MidiaBondSource } from './bonds';
export { readFilePart, storeUpload, type FilePart, type StoredUpload } from './content.upload';
export { REPOSITORY_PERMISSION } from './content.service';
