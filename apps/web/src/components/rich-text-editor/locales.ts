import { LANGUAGES } from '@plataforma/shared';
import { defineLocales } from '../../lib/define-locales.ts';
import { i18n } from '../../lib/i18n.ts';

/** Namespace of the rich text editor (components are not auto-registered: registered here on import). */
export const RICH_TEXT_NS = 'richText';

export const richTextLocales = defineLocales({
  pt: {
    toolbar: 'Formatação do texto',
    bold: 'Negrito',
    italic: 'Itálico',
    underline: 'Sublinhado',
    strike: 'Tachado',
    clearFormatting: 'Limpar formatação',
    h2: 'Título',
    h3: 'Subtítulo',
    bulletList: 'Lista com marcadores',
    orderedList: 'Lista numerada',
    blockquote: 'Citação',
    hr: 'Linha horizontal',
    link: 'Inserir link',
    unlink: 'Remover link',
    undo: 'Desfazer',
    redo: 'Refazer',
    linkInput: 'Endereço do link',
    linkPlaceholder: 'https://exemplo.com.br',
    linkExternal: 'O link abre em uma nova aba',
    linkInternal: 'O link abre na mesma aba',
    linkSave: 'Salvar',
  },
  en: {
    toolbar: 'Text formatting',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strike: 'Strikethrough',
    clearFormatting: 'Clear formatting',
    h2: 'Heading',
    h3: 'Subheading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    blockquote: 'Quote',
    hr: 'Horizontal line',
    link: 'Insert link',
    unlink: 'Remove link',
    undo: 'Undo',
    redo: 'Redo',
    linkInput: 'Link address',
    linkPlaceholder: 'https://example.com',
    linkExternal: 'The link opens in a new tab',
    linkInternal: 'The link opens in the same tab',
    linkSave: 'Save',
  },
  es: {
    toolbar: 'Formato del texto',
    bold: 'Negrita',
    italic: 'Cursiva',
    underline: 'Subrayado',
    strike: 'Tachado',
    clearFormatting: 'Borrar formato',
    h2: 'Título',
    h3: 'Subtítulo',
    bulletList: 'Lista con viñetas',
    orderedList: 'Lista numerada',
    blockquote: 'Cita',
    hr: 'Línea horizontal',
    link: 'Insertar enlace',
    unlink: 'Quitar enlace',
    undo: 'Deshacer',
    redo: 'Rehacer',
    linkInput: 'Dirección del enlace',
    linkPlaceholder: 'https://ejemplo.com',
    linkExternal: 'El enlace se abre en una nueva pestaña',
    linkInternal: 'El enlace se abre en la misma pestaña',
    linkSave: 'Guardar',
  },
});

for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, RICH_TEXT_NS)) i18n.addResourceBundle(language, RICH_TEXT_NS, richTextLocales[language], true, true);
}
