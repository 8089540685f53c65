import { defineLocales } from '../../lib/define-locales.ts';

/** Texts the customisation screens share (namespace `settings`). */
export const locales = defineLocales({
  pt: { saveState: { saving: 'Salvando…', saved: 'Salvo', error: 'Não foi possível salvar', unsaved: 'Alterações não salvas' } },
  en: { saveState: { saving: 'Saving…', saved: 'Saved', error: 'Could not save', unsaved: 'Unsaved changes' } },
  es: { saveState: { saving: 'Guardando…', saved: 'Guardado', error: 'No se pudo guardar', unsaved: 'Cambios sin guardar' } },
});
