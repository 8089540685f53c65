import i18next from 'i18next';
import type { Language, MessageKey, MessageParams } from '@plataforma/shared';

/**
 * A text of the shared catalogue (@plataforma/shared `messages`) in a language, read from the `messages` namespace that
 * lib/i18n.ts loads with `common` before the first render — so the entry does not carry the catalogue in every
 * language (docs/web-performance.md).
 */
export const messageText = (key: MessageKey, language: Language, params: MessageParams = {}): string => i18next.t(`messages:${key}`, { ...params, lng: language });
