import './locales.ts';

export { LanguageModal, NATIVE_LANGUAGE_NAMES } from './language-modal.tsx';
