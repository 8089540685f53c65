import { defineLocales } from '../../lib/define-locales.ts';
import { playersLocales } from './players-locales.ts';
import { repositoryLocales } from './repository-locales.ts';
import { uploadsLocales } from './uploads-locales.ts';

/** Texts of the content repository, uploads and players (namespace `content`); each part keeps its own file. */
export const locales = defineLocales({
  pt: {
    players: playersLocales.pt,
    repository: repositoryLocales.pt,
    uploads: uploadsLocales.pt,
  },
  en: {
    players: playersLocales.en,
    repository: repositoryLocales.en,
    uploads: uploadsLocales.en,
  },
  es: {
    players: playersLocales.es,
    repository: repositoryLocales.es,
    uploads: uploadsLocales.es,
  },
});
