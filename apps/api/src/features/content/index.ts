export { contentRoutes } from './content.routes';
export { contentServingRoutes } from './content.serving.routes';
export { mediaProgressRoutes } from './media-progress.routes';
export { videoInfoRoutes } from './video-info.routes';
export { registerMidiaBondSource, type MidiaBondSource } from './bonds';
