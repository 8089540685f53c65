import type { ProcessingStatus } from '@plataforma/shared/content';

/**
 * The person's file transfers shown in the upload bar (2-learner §4 'Upload transfer status (user bar)'):
 * -2 cancelled, any other negative interrupted (-1), 0 starting, 1 sending (with progress), 2 finalising (every byte
 * sent, waiting for the server's answer), 3 finished. Cancel is allowed while the status is 0 to 2; afterwards the row
 * can be cleared. Pure rules: the store (transfer-store.ts) applies them.
 */

export const TRANSFER_STATUS = { cancelled: -2, interrupted: -1, starting: 0, sending: 1, finalising: 2, finished: 3 } as const;
export type TransferStatus = number;

/** What the server says about the object after its file arrived (GET midia/{id}: processingStatus). */
export type TransferProcessing = { status: ProcessingStatus; progress: number | null; error: string | null };

export type Transfer = {
  id: string;
  /** Name of the file sent. */
  name: string;
  /** MIME type of the file as the browser reports it. */
  fileType: string;
  status: TransferStatus;
  loaded: number;
  total: number;
  /** 0-100. */
  progress: number;
  /** The repository object (midia id) the file belongs to. */
  relationId: string;
  /** Name of the object, shown under the file name. */
  relationName: string | null;
  /** The server's message when interrupted. */
  error: string | null;
  startedAt: number;
  finishedAt: number | null;
  processing: TransferProcessing | null;
};

export type TransferEvent =
  | { type: 'start'; transfer: Pick<Transfer, 'id' | 'name' | 'fileType' | 'total' | 'relationId' | 'relationName'>; at: number }
  | { type: 'progress'; id: string; loaded: number; total: number }
  | { type: 'sent'; id: string }
  | { type: 'done'; id: string; at: number; processing?: TransferProcessing | null }
  | { type: 'fail'; id: string; error: string; at: number }
  | { type: 'cancel'; id: string; at: number }
  | { type: 'processing'; relationId: string; processing: TransferProcessing }
  | { type: 'clear'; id: string }
  | { type: 'clearFinished' };

export const isCancelled = (status: TransferStatus) => status === TRANSFER_STATUS.cancelled;
export const isInterrupted = (status: TransferStatus) => status < 0 && status !== TRANSFER_STATUS.cancelled;
/** Still moving bytes or waiting for the server: 0 starting, 1 sending, 2 finalising. */
export const isRunning = (status: TransferStatus) => status >= 0 && status <= 2;
export const canCancel = (transfer: Pick<Transfer, 'status'>) => isRunning(transfer.status);
export const canClear = (transfer: Pick<Transfer, 'status'>) => !isRunning(transfer.status);
/** The object's file is being processed on the server (HLS ladder, package unpacking...). */
export const isProcessing = (transfer: Pick<Transfer, 'processing'>) =>
  transfer.processing?.status === 'pending' || transfer.processing?.status === 'processing';

/** Key of the status text under the `uploads.status` branch of the texts. */
export function statusKeyOf(status: TransferStatus): 'cancelled' | 'interrupted' | 'starting' | 'sending' | 'finalising' | 'finished' {
  if (status === TRANSFER_STATUS.cancelled) return 'cancelled';
  if (status < 0) return 'interrupted';
  if (status === 0) return 'starting';
  if (status === 1) return 'sending';
  if (status === 2) return 'finalising';
  return 'finished';
}

const clampProgress = (loaded: number, total: number) => (total > 0 ? Math.min(100, Math.max(0, Math.round((loaded / total) * 100))) : 0);

const update = (list: Transfer[], id: string, change: (transfer: Transfer) => Transfer | null): Transfer[] => {
  let changed = false;
  const next = list.map((transfer) => {
    if (transfer.id !== id) return transfer;
    const updated = change(transfer);
    if (!updated || updated === transfer) return transfer;
    changed = true;
    return updated;
  });
  return changed ? next : list;
};

/**
 * Applies one event to the list (newest first). Events that do not fit the transfer's status are ignored: progress
 * after the end, a cancel of a finished transfer, clearing one that is still running.
 */
export function transferReducer(list: Transfer[], event: TransferEvent): Transfer[] {
  switch (event.type) {
    case 'start': {
      if (list.some((t) => t.id === event.transfer.id)) return list;
      const transfer: Transfer = {
        ...event.transfer,
        status: TRANSFER_STATUS.starting,
        loaded: 0,
        progress: 0,
        error: null,
        startedAt: event.at,
        finishedAt: null,
        processing: null,
      };
      return [transfer, ...list];
    }
    case 'progress':
      return update(list, event.id, (t) => {
        if (t.status !== TRANSFER_STATUS.starting && t.status !== TRANSFER_STATUS.sending) return null;
        const total = event.total > 0 ? event.total : t.total;
        const loaded = Math.min(Math.max(event.loaded, t.loaded), total || event.loaded);
        return { ...t, status: TRANSFER_STATUS.sending, loaded, total, progress: clampProgress(loaded, total) };
      });
    case 'sent':
      return update(list, event.id, (t) =>
        t.status === TRANSFER_STATUS.starting || t.status === TRANSFER_STATUS.sending ? { ...t, status: TRANSFER_STATUS.finalising, loaded: t.total, progress: 100 } : null,
      );
    case 'done':
      return update(list, event.id, (t) =>
        isRunning(t.status)
          ? { ...t, status: TRANSFER_STATUS.finished, loaded: t.total, progress: 100, finishedAt: event.at, processing: event.processing ?? t.processing }
          : null,
      );
    case 'fail':
      return update(list, event.id, (t) => (isRunning(t.status) ? { ...t, status: TRANSFER_STATUS.interrupted, error: event.error, finishedAt: event.at } : null));
    case 'cancel':
      return update(list, event.id, (t) => (isRunning(t.status) ? { ...t, status: TRANSFER_STATUS.cancelled, finishedAt: event.at } : null));
    case 'processing': {
      let changed = false;
      const next = list.map((t) => {
        if (t.relationId !== event.relationId || t.status !== TRANSFER_STATUS.finished) return t;
        const same = t.processing && t.processing.status === event.processing.status && t.processing.progress === event.processing.progress && t.processing.error === event.processing.error;
        if (same) return t;
        changed = true;
        return { ...t, processing: event.processing };
      });
      return changed ? next : list;
    }
    case 'clear':
      return list.some((t) => t.id === event.id && canClear(t)) ? list.filter((t) => t.id !== event.id) : list;
    case 'clearFinished': {
      const next = list.filter((t) => isRunning(t.status) || isProcessing(t));
      return next.length === list.length ? list : next;
    }
  }
}

/** Bytes as the screens show them: B, KB, MB, GB with one decimal above KB (divisor 1024, 1-shell §5). */
export function formatBytes(bytes: number | null | undefined, locale = 'pt-BR'): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
