import { notifications } from '@mantine/notifications';
import { isApiError } from './api-error.ts';
import { i18n } from './i18n.ts';

export type NotifyOptions = { title?: string; autoClose?: number | false; id?: string };

/** The message to show for a failure: the first server notification, else the fallback, else a generic message. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (isApiError(error) && error.firstMessage) return error.firstMessage;
  return fallback ?? i18n.t('messages:errors.unexpected');
}

/** Error toast (title 'Ops') with the first server notification message, or the fallback. */
export function notifyError(error: unknown, fallback?: string, options: NotifyOptions = {}): void {
  notifications.show({
    id: options.id,
    color: 'red',
    title: options.title ?? i18n.t('common:feedback.errorTitle'),
    message: errorMessage(error, fallback),
    autoClose: options.autoClose,
  });
}

export function notifySuccess(message: string, options: NotifyOptions = {}): void {
  notifications.show({ id: options.id, color: 'teal', title: options.title, message, autoClose: options.autoClose });
}

export function notifyWarning(message: string, options: NotifyOptions = {}): void {
  notifications.show({
    id: options.id,
    color: 'yellow',
    title: options.title ?? i18n.t('common:feedback.warningTitle'),
    message,
    autoClose: options.autoClose,
  });
}

export function notifyInfo(message: string, options: NotifyOptions = {}): void {
  notifications.show({ id: options.id, color: 'blue', title: options.title, message, autoClose: options.autoClose });
}
