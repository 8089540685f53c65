import i18next from 'i18next';
import { LANGUAGES, messages } from '@plataforma/shared';
import { nestMessages } from '../lib/i18n-resources.ts';

/** For unit tests: the 'messages' namespace as lib/i18n.ts loads it before the first render, in every language. */
export const loadMessagesNamespace = () =>
  i18next.init({ ns: ['messages'], resources: Object.fromEntries(LANGUAGES.map((language) => [language, { messages: nestMessages(messages, language) }])) });
