import { useSyncExternalStore } from 'react';
import type { Midia } from '@plataforma/shared/content';
import { api, apiHeaders, apiUrl, refreshSession } from '../../../lib/api-client.ts';
import { apiErrorFromBody } from '../../../lib/api-error.ts';
import { i18n } from '../../../lib/i18n.ts';
import { getLanguage } from '../../../lib/language.ts';
import { notifyInfo } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getSession } from '../../../lib/session.ts';
import { isProcessing, isRunning, transferReducer, type Transfer, type TransferEvent, type TransferProcessing } from './transfers.ts';

/**
 * The upload bar's store: this browser tab's transfers, read with useSyncExternalStore. Each upload is an
 * XMLHttpRequest (progress events and abort) with the API client's headers; after the file arrives the object's
 * processing is followed with GET midia/{id} every 3 s while it is pending or processing.
 */

const POLL_MS = 3_000;
/** Toast shown when an upload starts (2-learner §9: 2 s). */
const START_TOAST_MS = 2_000;

let transfers: Transfer[] = [];
const listeners = new Set<() => void>();
const requests = new Map<string, XMLHttpRequest>();
const watched = new Map<string, ReturnType<typeof setTimeout>>();

export function dispatchTransfer(event: TransferEvent): void {
  const next = transferReducer(transfers, event);
  if (next === transfers) return;
  transfers = next;
  for (const listener of listeners) listener();
  syncUnloadGuard();
}

export const getTransfers = (): Transfer[] => transfers;

export const subscribeTransfers = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useTransfers(): Transfer[] {
  return useSyncExternalStore(subscribeTransfers, getTransfers, getTransfers);
}

// ------------------------------------------------------------------ leaving the page while sending

const warnOnUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // older browsers show the dialog only when a value is set
  event.returnValue = '';
};
let guarding = false;

function syncUnloadGuard() {
  if (typeof window === 'undefined') return;
  const running = transfers.some((t) => isRunning(t.status));
  if (running && !guarding) window.addEventListener('beforeunload', warnOnUnload);
  if (!running && guarding) window.removeEventListener('beforeunload', warnOnUnload);
  guarding = running;
}

// ------------------------------------------------------------------ processing of the object on the server

const processingOf = (midia: Pick<Midia, 'processingStatus' | 'processingProgress' | 'processingError'>): TransferProcessing => ({
  status: midia.processingStatus ?? 'none',
  progress: midia.processingProgress ?? null,
  error: midia.processingError ?? null,
});

/** Follows the object's processing until it is neither pending nor processing (or no finished row needs it). */
export function watchProcessing(relationId: string, delay = POLL_MS): void {
  if (watched.has(relationId)) return;
  const tick = async () => {
    watched.delete(relationId);
    if (!transfers.some((t) => t.relationId === relationId && t.status === 3)) return;
    try {
      const midia = await api.get<Midia>(`/api/v1/midia/${relationId}`);
      const processing = processingOf(midia);
      const before = transfers.find((t) => t.relationId === relationId)?.processing?.status;
      dispatchTransfer({ type: 'processing', relationId, processing });
      if (before !== processing.status) void queryClient.invalidateQueries({ queryKey: ['midia'] });
      if (processing.status === 'pending' || processing.status === 'processing') watchProcessing(relationId);
    } catch {
      // the object may be gone (deleted) or the network down: stop following it
    }
  };
  watched.set(relationId, setTimeout(() => void tick(), delay));
}

// ------------------------------------------------------------------ uploads

export type StartUploadOptions = {
  file: File;
  /** API path of the upload call, e.g. /api/v1/midia/big/{id}/fileUpload. */
  path: string;
  relationId: string;
  relationName?: string | null;
  /** Multipart field of the file (default 'arquivo'); text fields are sent before it. */
  fieldName?: string;
  fields?: Record<string, string>;
};

let sequence = 0;
const newId = () => `upload-${Date.now().toString(36)}-${(sequence += 1)}`;

const messageOf = (status: number, responseText: string): string => {
  let body: unknown = responseText;
  try {
    body = responseText ? (JSON.parse(responseText) as unknown) : undefined;
  } catch {
    // not JSON: keep the text
  }
  const error = apiErrorFromBody(status, body, getLanguage());
  return error.firstMessage ?? i18n.t('messages:midia.uploadFailed');
};

function send(id: string, options: StartUploadOptions, retried: boolean): void {
  const xhr = new XMLHttpRequest();
  requests.set(id, xhr);
  xhr.open('POST', apiUrl(options.path));
  for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
  xhr.upload.onprogress = (event) => dispatchTransfer({ type: 'progress', id, loaded: event.loaded, total: event.lengthComputable ? event.total : options.file.size });
  xhr.upload.onload = () => dispatchTransfer({ type: 'sent', id });
  xhr.onload = () => {
    requests.delete(id);
    if (xhr.status === 401 && !retried) {
      // the access token expired during a long upload: renew it once and send again
      void refreshSession().then((renewed) => {
        if (renewed && transfers.some((t) => t.id === id && isRunning(t.status))) send(id, options, true);
        else dispatchTransfer({ type: 'fail', id, error: messageOf(xhr.status, xhr.responseText), at: Date.now() });
      });
      return;
    }
    if (xhr.status >= 200 && xhr.status < 300) {
      let processing: TransferProcessing | null = null;
      try {
        const reply = JSON.parse(xhr.responseText) as Partial<Midia>;
        if (reply && typeof reply.processingStatus === 'string') processing = processingOf(reply as Midia);
      } catch {
        // an empty answer: the processing is read by the poll
      }
      dispatchTransfer({ type: 'done', id, at: Date.now(), processing });
      void queryClient.invalidateQueries({ queryKey: ['midia'] });
      if (!processing || isProcessing({ processing })) watchProcessing(options.relationId, processing ? POLL_MS : 0);
      return;
    }
    dispatchTransfer({ type: 'fail', id, error: messageOf(xhr.status, xhr.responseText), at: Date.now() });
  };
  xhr.onerror = () => {
    requests.delete(id);
    dispatchTransfer({ type: 'fail', id, error: i18n.t('messages:errors.connection'), at: Date.now() });
  };
  xhr.onabort = () => {
    requests.delete(id);
    dispatchTransfer({ type: 'cancel', id, at: Date.now() });
  };
  const body = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) body.append(name, value);
  body.append(options.fieldName ?? 'arquivo', options.file, options.file.name);
  xhr.send(body);
}

/**
 * Sends a file in the background and lists it in the upload bar. Returns the transfer id. The person can keep working
 * (and close the form) while it runs; leaving the page asks first.
 */
export function startUpload(options: StartUploadOptions): string {
  const id = newId();
  dispatchTransfer({
    type: 'start',
    transfer: { id, name: options.file.name, fileType: options.file.type, total: options.file.size, relationId: options.relationId, relationName: options.relationName ?? null },
    at: Date.now(),
  });
  notifyInfo(i18n.t('content:uploads.started', { name: options.file.name }), { autoClose: START_TOAST_MS });
  const tokens = getSession().tokens;
  // a long upload should not start with a token about to expire
  const fresh = tokens && tokens.expiresAt - Date.now() < 60_000 ? refreshSession() : Promise.resolve(true);
  void fresh.then(() => {
    if (transfers.some((t) => t.id === id && t.status === 0)) send(id, options, false);
  });
  return id;
}

/** Cancels a transfer that is starting, sending or finalising. */
export function cancelUpload(id: string): void {
  const transfer = transfers.find((t) => t.id === id);
  if (!transfer || !isRunning(transfer.status)) return;
  const xhr = requests.get(id);
  if (xhr) xhr.abort();
  else dispatchTransfer({ type: 'cancel', id, at: Date.now() });
}

export const clearTransfer = (id: string) => dispatchTransfer({ type: 'clear', id });
export const clearFinishedTransfers = () => dispatchTransfer({ type: 'clearFinished' });
