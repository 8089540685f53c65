import { AppError, type ErrorStatus } from '../errors';

export type MediaErrorKey =
  | 'mediaProcessing.toolsMissing'
  | 'mediaProcessing.unreadable'
  | 'mediaProcessing.noVideoStream'
  | 'mediaProcessing.transcodeFailed'
  | 'mediaProcessing.truncated'
  | 'mediaProcessing.timeout'
  | 'mediaProcessing.cancelled';

const STATUS: Record<MediaErrorKey, ErrorStatus> = {
  'mediaProcessing.toolsMissing': 503,
  'mediaProcessing.unreadable': 422,
  'mediaProcessing.noVideoStream': 422,
  'mediaProcessing.transcodeFailed': 500,
  'mediaProcessing.truncated': 422,
  'mediaProcessing.timeout': 500,
  'mediaProcessing.cancelled': 500,
};

/**
 * A probe or transcode failure. The user sees only the translated key (through the error handler); the tool's own
 * words (`diagnostic`: exit code and the end of its stderr) stay on the server for the job log, because they name
 * server paths.
 */
export class MediaProcessingError extends AppError {
  constructor(
    readonly mediaKey: MediaErrorKey,
    readonly diagnostic = '',
  ) {
    super(mediaKey, STATUS[mediaKey]);
    this.name = 'MediaProcessingError';
    this.message = diagnostic ? `${mediaKey}: ${diagnostic}` : mediaKey;
  }
}
