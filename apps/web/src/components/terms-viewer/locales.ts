import { LANGUAGES } from '@plataforma/shared';
import { defineLocales } from '../../lib/define-locales.ts';
import { i18n } from '../../lib/i18n.ts';

/** Namespace of the terms viewer (components are not auto-registered: registered here on import). */
export const TERMS_VIEWER_NS = 'termsViewer';

export const termsViewerLocales = defineLocales({
  pt: {
    acceptTitle: 'Termos de uso',
    previewTitle: 'Termos e condições',
    acceptIntro: 'Para continuar usando a plataforma, leia e aceite os termos de uso.',
    scrollHint: 'Role até o final para habilitar o aceite.',
    readHint: 'Você leu todo o conteúdo.',
    accept: 'Aceitar',
    decline: 'Recusar',
    close: 'Fechar',
    retry: 'Tentar novamente',
    logout: 'Sair',
    declineTitle: 'Recusar os termos de uso',
    declineMessage: 'Sem aceitar os termos de uso não é possível usar a plataforma. Você será desconectado. Deseja recusar?',
    declineConfirm: 'Recusar e sair',
    accepted: 'Termos de uso aceitos. Bom aprendizado!',
    emptyContent: '(Conteúdo em branco)',
  },
  en: {
    acceptTitle: 'Terms of use',
    previewTitle: 'Terms and conditions',
    acceptIntro: 'To keep using the platform, read and accept the terms of use.',
    scrollHint: 'Scroll to the end to enable acceptance.',
    readHint: 'You have read all the content.',
    accept: 'Accept',
    decline: 'Decline',
    close: 'Close',
    retry: 'Try again',
    logout: 'Sign out',
    declineTitle: 'Decline the terms of use',
    declineMessage: 'You cannot use the platform without accepting the terms of use. You will be signed out. Do you want to decline?',
    declineConfirm: 'Decline and sign out',
    accepted: 'Terms of use accepted. Enjoy learning!',
    emptyContent: '(Blank content)',
  },
  es: {
    acceptTitle: 'Términos de uso',
    previewTitle: 'Términos y condiciones',
    acceptIntro: 'Para seguir usando la plataforma, lea y acepte los términos de uso.',
    scrollHint: 'Desplácese hasta el final para habilitar la aceptación.',
    readHint: 'Leyó todo el contenido.',
    accept: 'Aceptar',
    decline: 'Rechazar',
    close: 'Cerrar',
    retry: 'Intentar de nuevo',
    logout: 'Salir',
    declineTitle: 'Rechazar los términos de uso',
    declineMessage: 'Sin aceptar los términos de uso no es posible usar la plataforma. Se cerrará su sesión. ¿Desea rechazar?',
    declineConfirm: 'Rechazar y salir',
    accepted: 'Términos de uso aceptados. ¡Buen aprendizaje!',
    emptyContent: '(Contenido en blanco)',
  },
});

for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, TERMS_VIEWER_NS)) i18n.addResourceBundle(language, TERMS_VIEWER_NS, termsViewerLocales[language], true, true);
}
