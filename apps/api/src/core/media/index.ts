export { resolveMediaTool, checkMediaTools, runMediaTool, safeInputOptions, type MediaTool, type ResolvedMediaTool } from './ffmpeg';
export { probeMedia, type MediaInfo } from './probe';
export { extractCoverArt } from './cover-art';
export {
  transcodeToHls,
  planRenditions,
  HLS_LADDER,
  HLS_SEGMENT_SECONDS,
  MASTER_PLAYLIST,
  POSTER_FILE,
  type HlsResult,
  type HlsRendition,
  type TranscodeProgress,
  type TranscodeOptions,
} from './hls';
export { MediaProcessingError, type MediaErrorKey } from './media-error';
