import { LANGUAGES } from '@plataforma/shared';
import { defineLocales } from '../../lib/define-locales.ts';
import { i18n } from '../../lib/i18n.ts';

/** Namespace of the shared wizard (components are not auto-registered: registered here on import). */
export const WIZARD_NS = 'wizard';

export const wizardLocales = defineLocales({
  pt: {
    back: 'Voltar',
    next: 'Próximo',
    finish: 'Concluir',
    cancel: 'Cancelar',
    progress: 'Etapa {{current}} de {{total}}',
    stepError: 'Há erros nesta etapa',
    completed: 'Concluída',
  },
  en: {
    back: 'Back',
    next: 'Next',
    finish: 'Finish',
    cancel: 'Cancel',
    progress: 'Step {{current}} of {{total}}',
    stepError: 'This step has errors',
    completed: 'Completed',
  },
  es: {
    back: 'Volver',
    next: 'Siguiente',
    finish: 'Finalizar',
    cancel: 'Cancelar',
    progress: 'Paso {{current}} de {{total}}',
    stepError: 'Hay errores en este paso',
    completed: 'Completado',
  },
});

for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, WIZARD_NS)) i18n.addResourceBundle(language, WIZARD_NS, wizardLocales[language], true, true);
}
