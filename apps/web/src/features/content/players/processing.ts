import type { MidiaInfo } from '@plataforma/shared/content';

/** How often the info of an object still being processed is fetched again, so its player appears when it is ready. */
export const PROCESSING_POLL_MS = 3_000;

/** The object's file is still being processed (queued or running). */
export const isProcessing = (info: Pick<MidiaInfo, 'processingStatus'> | null | undefined): boolean =>
  info?.processingStatus === 'pending' || info?.processingStatus === 'processing';

/** `refetchInterval` of a query whose data holds the object's info: every few seconds while it is processed. */
export const whileProcessing =
  <T>(infoOf: (data: T) => Pick<MidiaInfo, 'processingStatus'> | null | undefined) =>
  (query: { state: { data?: T } }): number | false =>
    query.state.data !== undefined && isProcessing(infoOf(query.state.data)) ? PROCESSING_POLL_MS : false;
