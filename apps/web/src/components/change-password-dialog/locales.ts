import { LANGUAGES } from '@plataforma/shared';
import { defineLocales } from '../../lib/define-locales.ts';
import { i18n } from '../../lib/i18n.ts';

/** Namespace of the change-password dialog (components are not auto-registered: registered here on import). */
export const CHANGE_PASSWORD_NS = 'changePassword';

export const changePasswordLocales = defineLocales({
  pt: {
    title: 'Definir uma nova senha',
    currentPassword: 'Senha atual',
    currentPasswordWrong: 'Senha atual incorreta.',
    newPassword: 'Nova senha',
    confirmPassword: 'Confirmar nova senha',
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
    nextAccess: 'Alterar a senha no próximo acesso',
    nextAccessHint: 'No próximo login será pedido que uma nova senha seja criada.',
    document: 'Documento',
    email: 'E-mail',
    batchCount_one: '{{count}} usuário selecionado',
    batchCount_other: '{{count}} usuários selecionados',
    batchNote: 'A nova senha será definida para todos os usuários selecionados.',
    rulesTitle: 'Requisitos da senha',
    loadingUser: 'Carregando as informações do usuário...',
    batchPartial_one: '{{failed}} de {{total}} usuário não teve a senha alterada:',
    batchPartial_other: '{{failed}} de {{total}} usuários não tiveram a senha alterada:',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
  en: {
    title: 'Set a new password',
    currentPassword: 'Current password',
    currentPasswordWrong: 'Incorrect current password.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    nextAccess: 'Change password on next access',
    nextAccessHint: 'A new password will be requested at the next sign-in.',
    document: 'Document',
    email: 'Email',
    batchCount_one: '{{count}} user selected',
    batchCount_other: '{{count}} users selected',
    batchNote: 'The new password will be set for all the selected users.',
    rulesTitle: 'Password requirements',
    loadingUser: 'Loading the user information...',
    batchPartial_one: '{{failed}} of {{total}} user did not have their password changed:',
    batchPartial_other: '{{failed}} of {{total}} users did not have their password changed:',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  es: {
    title: 'Definir una nueva contraseña',
    currentPassword: 'Contraseña actual',
    currentPasswordWrong: 'Contraseña actual incorrecta.',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar nueva contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    nextAccess: 'Cambiar la contraseña en el próximo acceso',
    nextAccessHint: 'En el próximo inicio de sesión se pedirá crear una nueva contraseña.',
    document: 'Documento',
    email: 'Correo electrónico',
    batchCount_one: '{{count}} usuario seleccionado',
    batchCount_other: '{{count}} usuarios seleccionados',
    batchNote: 'La nueva contraseña se definirá para todos los usuarios seleccionados.',
    rulesTitle: 'Requisitos de la contraseña',
    loadingUser: 'Cargando la información del usuario...',
    batchPartial_one: '{{failed}} de {{total}} usuario no tuvo la contraseña cambiada:',
    batchPartial_other: '{{failed}} de {{total}} usuarios no tuvieron la contraseña cambiada:',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
});

for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, CHANGE_PASSWORD_NS)) i18n.addResourceBundle(language, CHANGE_PASSWORD_NS, changePasswordLocales[language], true, true);
}
