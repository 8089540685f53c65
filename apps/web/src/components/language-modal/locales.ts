import { LANGUAGES } from '@plataforma/shared';
import { defineLocales } from '../../lib/define-locales.ts';
import { i18n } from '../../lib/i18n.ts';

/** Namespace of the language modal (components are not auto-registered: registered here on import). */
export const LANGUAGE_MODAL_NS = 'languageModal';

export const languageModalLocales = defineLocales({
  pt: {
    title: 'Selecione o idioma',
    description: 'A interface muda na hora, e as mensagens do servidor passam a vir no idioma escolhido.',
    names: { pt: 'Português', en: 'Inglês', es: 'Espanhol' },
    current: 'Idioma atual',
  },
  en: {
    title: 'Select the language',
    description: 'The interface changes at once, and server messages come in the chosen language.',
    names: { pt: 'Portuguese', en: 'English', es: 'Spanish' },
    current: 'Current language',
  },
  es: {
    title: 'Seleccione el idioma',
    description: 'La interfaz cambia al instante y los mensajes del servidor llegan en el idioma elegido.',
    names: { pt: 'Portugués', en: 'Inglés', es: 'Español' },
    current: 'Idioma actual',
  },
});

for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, LANGUAGE_MODAL_NS)) i18n.addResourceBundle(language, LANGUAGE_MODAL_NS, languageModalLocales[language], true, true);
}
