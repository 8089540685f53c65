import { pluralCategory } from './plural.ts';
import { unitsMessages } from '../accounts/units-messages.ts';
import { companiesContractsMessages } from '../accounts/companies-contracts-messages.ts';
import { permissionsMessages } from '../permissions/messages.ts';
import { termsMessages } from '../terms/messages.ts';
import { bannerMessages } from '../settings/banner-messages.ts';
import { loginMessages } from '../settings/login-messages.ts';
import { usersMessages } from '../users/messages.ts';
import { importsMessages } from '../imports/messages.ts';
import { mediaProcessingMessages } from '../content/media-processing-messages.ts';
import { scormMessages } from '../content/scorm-messages.ts';
import { mediaMessages } from '../content/media-messages.ts';
import { playerMessages } from '../content/player-messages.ts';
import { notesMessages } from '../notes/messages.ts';
import { segmentationsMessages } from '../segmentations/messages.ts';
import { coursesMessages } from '../courses/messages.ts';
import { enrolmentMessages } from '../enrolment/messages.ts';
import { sectionsMessages } from '../sections/messages.ts';
import { classroomMessages } from '../classroom/messages.ts';
import { learnerMessages } from '../learner/messages.ts';
import { assessmentsMessages } from '../assessments/messages.ts';
import { externalCertificatesMessages } from '../external-certificates/messages.ts';
import { certificatesMessages } from '../certificates/messages.ts';
import { filesMessages } from '../core/files-messages.ts';
import { settingsMessages } from '../settings/messages.ts';
import { automatedNotificationsMessages } from '../automated-notifications/messages.ts';
import { communicationsMessages } from '../communications/messages.ts';
import { biMessages } from '../bi/messages.ts';
import { pushMessages } from '../push/messages.ts';
import { gamificationMessages } from '../gamification/messages.ts';
import { dashboardsMessages } from '../dashboards/messages.ts';
import { formatBytes } from '../core/bytes.ts';
/**
 * Messages shared by the server (failure envelopes) and the browser (forms, toasts).
 * Portuguese is the reference wording (the spec's); en and es follow it.
 */
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

type Texts = Record<Language, string>;

export const messages = {
  ...unitsMessages,
  ...companiesContractsMessages,
  ...permissionsMessages,
  ...termsMessages,
  ...bannerMessages,
  ...loginMessages,
  ...usersMessages,
  ...importsMessages,
  ...mediaProcessingMessages,
  ...scormMessages,
  ...mediaMessages,
  ...playerMessages,
  ...notesMessages,
  ...segmentationsMessages,
  ...coursesMessages,
  ...enrolmentMessages,
  ...sectionsMessages,
  ...classroomMessages,
  ...learnerMessages,
  ...assessmentsMessages,
  ...externalCertificatesMessages,
  ...certificatesMessages,
  ...filesMessages,
  ...settingsMessages,
  ...automatedNotificationsMessages,
  ...communicationsMessages,
  ...biMessages,
  ...pushMessages,
  ...gamificationMessages,
  ...dashboardsMessages,
  // generic validation (1-shell §5)
  'validation.required': { pt: 'Campo obrigatório', en: 'Required field', es: 'Campo obligatorio' },
  'validation.unknownIds': {
    pt: 'Um ou mais registros informados em {{field}} não existem nesta empresa.',
    en: 'One or more records given in {{field}} do not exist in this company.',
    es: 'Uno o más registros informados en {{field}} no existen en esta empresa.',
  },
  'validation.controlCharacter': {
    pt: 'O campo contém caracteres de controle não permitidos',
    en: 'The field contains control characters that are not allowed',
    es: 'El campo contiene caracteres de control no permitidos',
  },
  'validation.bidiCharacter': {
    pt: 'O campo contém caracteres de direção de texto não permitidos',
    en: 'The field contains text direction characters that are not allowed',
    es: 'El campo contiene caracteres de dirección de texto no permitidos',
  },
  'validation.invalidCharacter': {
    pt: 'O campo contém caracteres inválidos',
    en: 'The field contains invalid characters',
    es: 'El campo contiene caracteres no válidos',
  },
  'validation.lineBreak': {
    pt: 'O campo não pode conter quebras de linha ou tabulações',
    en: 'The field cannot contain line breaks or tabs',
    es: 'El campo no puede contener saltos de línea ni tabulaciones',
  },
  'validation.invalidValue': {
    pt: 'Valor inválido para o campo',
    en: 'Invalid value for the field',
    es: 'Valor no válido para el campo',
  },
  'validation.invalidEmail': { pt: 'E-mail inválido', en: 'Invalid email', es: 'Correo electrónico no válido' },
  'validation.sameEmail': {
    pt: 'O novo e-mail não pode ser igual ao anterior',
    en: 'The new email cannot be the same as the old one',
    es: 'El nuevo correo no puede ser igual al anterior',
  },
  'validation.emailsMustMatch': { pt: 'Os e-mails devem coincidir', en: 'The emails must match', es: 'Los correos deben coincidir' },
  'validation.maxChars': { pt: 'Máximo de {{max}} caracteres', en: 'Maximum of {{max}} characters', es: 'Máximo de {{max}} caracteres' },
  'validation.minChars': { pt: 'Mínimo de {{min}} caracteres', en: 'Minimum of {{min}} characters', es: 'Mínimo de {{min}} caracteres' },
  'validation.between': {
    pt: 'O valor deve estar entre {{min}} e {{max}}',
    en: 'The value must be between {{min}} and {{max}}',
    es: 'El valor debe estar entre {{min}} y {{max}}',
  },
  'validation.maxValue': { pt: 'Valor máximo: {{max}}', en: 'Maximum value: {{max}}', es: 'Valor máximo: {{max}}' },
  'validation.maxItems': {
    pt: 'Limite de {{max}} item(ns) atingido',
    en: 'Limit of {{max}} item(s) reached',
    es: 'Límite de {{max}} elemento(s) alcanzado',
  },
  'validation.selectOne': { pt: 'Selecione pelo menos uma opção', en: 'Select at least one option', es: 'Seleccione al menos una opción' },
  'validation.birthDateFuture': {
    pt: 'A data de nascimento não pode estar no futuro',
    en: 'The birth date cannot be in the future',
    es: 'La fecha de nacimiento no puede estar en el futuro',
  },
  'validation.duration': {
    pt: 'Informe a duração no formato HH:MM:SS (até 23:59:59)',
    en: 'Enter the duration as HH:MM:SS (up to 23:59:59)',
    es: 'Indique la duración en formato HH:MM:SS (hasta 23:59:59)',
  },
  'validation.basicChars': {
    pt: 'Use apenas letras, números, sublinhado e hífen',
    en: 'Use only letters, numbers, underscore and hyphen',
    es: 'Use solo letras, números, guion bajo y guion',
  },
  'validation.invalidCpf': { pt: 'CPF inválido', en: 'Invalid CPF', es: 'CPF no válido' },
  'validation.invalidDate': { pt: 'Data inválida', en: 'Invalid date', es: 'Fecha no válida' },
  'validation.fileSizeExceeds': {
    pt: 'O arquivo excede o tamanho máximo de {{size}} {{unit}}',
    en: 'The file exceeds the maximum size of {{size}} {{unit}}',
    es: 'El archivo supera el tamaño máximo de {{size}} {{unit}}',
  },
  'validation.fileType': {
    pt: 'Arquivo inválido. Arquivos aceitos: {{accepted}}',
    en: 'Invalid file. Accepted files: {{accepted}}',
    es: 'Archivo no válido. Archivos aceptados: {{accepted}}',
  },
  'form.checkErrors': {
    pt: 'Verifique o(s) erro(s) no formulário',
    en: 'Check the error(s) in the form',
    es: 'Verifique el/los error(es) del formulario',
  },
  'form.summary': {
    pt: 'Confira o(s) erro(s) no formulário',
    en: 'Review the error(s) in the form',
    es: 'Revise el/los error(es) del formulario',
  },

  // password rules (1-shell §5)
  'password.length': {
    pt: 'A senha deve ter entre 8 e 20 caracteres.',
    en: 'The password must have between 8 and 20 characters.',
    es: 'La contraseña debe tener entre 8 y 20 caracteres.',
  },
  'password.letter': {
    pt: 'A senha deve conter pelo menos 1 letra.',
    en: 'The password must contain at least 1 letter.',
    es: 'La contraseña debe contener al menos 1 letra.',
  },
  'password.uppercase': {
    pt: 'A senha deve conter pelo menos 1 letra maiúscula.',
    en: 'The password must contain at least 1 uppercase letter.',
    es: 'La contraseña debe contener al menos 1 letra mayúscula.',
  },
  'password.digit': {
    pt: 'A senha deve conter pelo menos 1 número.',
    en: 'The password must contain at least 1 number.',
    es: 'La contraseña debe contener al menos 1 número.',
  },
  'password.special': {
    pt: 'A senha deve conter pelo menos 1 caractere especial: ! @ # $ % ^ & * ( ) , . ? " : { } | < >',
    en: 'The password must contain at least 1 special character: ! @ # $ % ^ & * ( ) , . ? " : { } | < >',
    es: 'La contraseña debe contener al menos 1 carácter especial: ! @ # $ % ^ & * ( ) , . ? " : { } | < >',
  },
  'password.mismatch': { pt: 'As senhas devem coincidir', en: 'The passwords must match', es: 'Las contraseñas deben coincidir' },

  // authentication and session
  'auth.invalidCredentials': {
    pt: 'Usuário ou senha inválidos.',
    en: 'Invalid user or password.',
    es: 'Usuario o contraseña no válidos.',
  },
  'auth.currentPasswordRequired': {
    pt: 'Informe sua senha atual.',
    en: 'Enter your current password.',
    es: 'Ingrese su contraseña actual.',
  },
  'auth.wrongCurrentPassword': {
    pt: 'A senha atual está incorreta.',
    en: 'The current password is incorrect.',
    es: 'La contraseña actual es incorrecta.',
  },
  'auth.tooManyAttempts': {
    pt: 'Muitas tentativas. Aguarde alguns instantes e tente novamente.',
    en: 'Too many attempts. Wait a moment and try again.',
    es: 'Demasiados intentos. Espere unos instantes e inténtelo de nuevo.',
  },
  'auth.tooManyAttemptsWait': {
    pt: 'Muitas tentativas de acesso. Aguarde {{wait}} e tente novamente.',
    en: 'Too many sign-in attempts. Wait {{wait}} and try again.',
    es: 'Demasiados intentos de acceso. Espere {{wait}} e inténtelo de nuevo.',
  },
  'auth.invalidToken': {
    pt: 'Token inválido ou expirado.',
    en: 'Invalid or expired token.',
    es: 'Token no válido o caducado.',
  },
  'auth.crossOrigin': {
    pt: 'Esta chamada só é aceita a partir da própria plataforma.',
    en: 'This call is only accepted from the platform itself.',
    es: 'Esta llamada solo se acepta desde la propia plataforma.',
  },
  'auth.unauthenticated': {
    pt: 'Sessão expirada. Entre novamente.',
    en: 'Your session has expired. Sign in again.',
    es: 'Sesión caducada. Inicie sesión de nuevo.',
  },
  'auth.forbidden': {
    pt: 'Você não tem permissão para gerenciar este recurso.',
    en: 'You do not have permission to manage this resource.',
    es: 'No tiene permiso para gestionar este recurso.',
  },
  'auth.tenantForbidden': {
    pt: 'Você não tem acesso a esta empresa.',
    en: 'You do not have access to this company.',
    es: 'No tiene acceso a esta empresa.',
  },
  'auth.inactiveUser': {
    pt: 'Usuário inativo. Procure o administrador da plataforma.',
    en: 'Inactive user. Contact the platform administrator.',
    es: 'Usuario inactivo. Contacte al administrador de la plataforma.',
  },
  'auth.recoverySent': {
    pt: 'Se o e-mail estiver cadastrado, você receberá as instruções para criar uma nova senha.',
    en: 'If the email is registered, you will receive instructions to create a new password.',
    es: 'Si el correo está registrado, recibirá las instrucciones para crear una nueva contraseña.',
  },
  'auth.passwordResetError': {
    pt: 'Erro ao redefinir a senha.',
    en: 'Error resetting the password.',
    es: 'Error al restablecer la contraseña.',
  },
  'auth.resetTokenError': {
    pt: 'Erro ao tentar recuperar token de alteração de senha!',
    en: 'Error retrieving the password change token!',
    es: '¡Error al intentar recuperar el token de cambio de contraseña!',
  },

  // users and accounts (1-shell §8)
  'users.notLoaded': {
    pt: 'Não foi possível carregar as informações do usuário! Recarregue a página e tente novamente.',
    en: 'Could not load the user information! Reload the page and try again.',
    es: '¡No fue posible cargar la información del usuario! Recargue la página e inténtelo de nuevo.',
  },
  'users.noneSelected': { pt: 'Nenhum usuário selecionado', en: 'No user selected', es: 'Ningún usuario seleccionado' },
  'users.notFound': { pt: 'Usuário não encontrado.', en: 'User not found.', es: 'Usuario no encontrado.' },
  'users.passwordChanged': {
    pt: 'Senha alterada com sucesso!',
    en: 'Password changed successfully!',
    es: '¡Contraseña cambiada con éxito!',
  },
  // a count with a noun: the key holds the plural, <key>_one the singular (translate below; i18next on the web)
  'users.passwordChangedBatch_one': {
    pt: 'Senha alterada com sucesso para {{count}} usuário!',
    en: 'Password changed successfully for {{count}} user!',
    es: '¡Contraseña cambiada con éxito para {{count}} usuario!',
  },
  'users.passwordChangedBatch': {
    pt: 'Senha alterada com sucesso para {{count}} usuários!',
    en: 'Password changed successfully for {{count}} users!',
    es: '¡Contraseña cambiada con éxito para {{count}} usuarios!',
  },
  'users.sharedAccountPassword': {
    pt: 'Este usuário tem contas em outras empresas; somente a administração da plataforma pode alterar a senha dele.',
    en: 'This user has accounts in other companies; only platform administration can change their password.',
    es: 'Este usuario tiene cuentas en otras empresas; solo la administración de la plataforma puede cambiar su contraseña.',
  },
  'users.higherLevelPassword': {
    pt: 'Você não pode alterar a senha de um usuário com nível de acesso superior ao seu.',
    en: 'You cannot change the password of a user with a higher access level than yours.',
    es: 'No puede cambiar la contraseña de un usuario con un nivel de acceso superior al suyo.',
  },
  'users.maxActiveUsers': {
    pt: 'Seu contrato atingiu o número máximo de usuários ativos!',
    en: 'Your contract has reached the maximum number of active users!',
    es: '¡Su contrato alcanzó el número máximo de usuarios activos!',
  },
  'accounts.loadError': {
    pt: 'Erro ao recuperar dados de contas do usuário!',
    en: 'Error retrieving the user accounts!',
    es: '¡Error al recuperar los datos de cuentas del usuario!',
  },
  'accounts.defaultError': {
    pt: 'Erro ao tentar definir conta como padrão!',
    en: 'Error setting the account as default!',
    es: '¡Error al intentar definir la cuenta como predeterminada!',
  },
  'accounts.defaultSet': {
    pt: 'Conta definida como padrão!',
    en: 'Account set as default!',
    es: '¡Cuenta definida como predeterminada!',
  },

  // permissions
  'permissions.userIdMissing': { pt: 'Id do usuário não informado!', en: 'User id not provided!', es: '¡Id del usuario no informado!' },
  'permissions.linkOk': {
    pt: 'Permissão vinculada ao(s) usuário(s) com sucesso!',
    en: 'Permission linked to the user(s) successfully!',
    es: '¡Permiso vinculado al/los usuario(s) con éxito!',
  },
  'permissions.linkFail': {
    pt: 'Erro ao tentar vincular permissão ao(s) usuário(s)!',
    en: 'Error linking the permission to the user(s)!',
    es: '¡Error al intentar vincular el permiso al/los usuario(s)!',
  },
  'permissions.unlinkFail': {
    pt: 'Erro ao tentar desvincular permissão!',
    en: 'Error unlinking the permission!',
    es: '¡Error al intentar desvincular el permiso!',
  },

  // terms of use
  'terms.loadError': {
    pt: 'Não foi possível carregar os Termos de Uso. Tente novamente em alguns instantes.',
    en: 'Could not load the terms of use. Try again in a few moments.',
    es: 'No fue posible cargar los Términos de Uso. Inténtelo de nuevo en unos instantes.',
  },
  'terms.acceptError': {
    pt: 'Erro ao tentar aceitar o termo de uso',
    en: 'Error accepting the terms of use',
    es: 'Error al intentar aceptar los términos de uso',
  },

  // admin lists and records (3-admin §7, §8; 1-shell §5)
  'records.created': { pt: 'Registro cadastrado com sucesso', en: 'Record created successfully', es: 'Registro creado con éxito' },
  'records.updated': { pt: 'Registro atualizado com sucesso', en: 'Record updated successfully', es: 'Registro actualizado con éxito' },
  'records.removed': { pt: 'Registro removido com sucesso', en: 'Record removed successfully', es: 'Registro eliminado con éxito' },
  'records.removedMany_one': { pt: '{{count}} registro removido com sucesso', en: '{{count}} record removed successfully', es: '{{count}} registro eliminado con éxito' },
  'records.removedMany': {
    pt: '{{count}} registros removidos com sucesso',
    en: '{{count}} records removed successfully',
    es: '{{count}} registros eliminados con éxito',
  },
  'records.confirmDelete': {
    pt: 'Deseja realmente excluir o registro selecionado?',
    en: 'Do you really want to delete the selected record?',
    es: '¿Realmente desea eliminar el registro seleccionado?',
  },
  'records.confirmDeleteMany': {
    pt: 'Deseja realmente excluir os {{count}} registros selecionados?',
    en: 'Do you really want to delete the {{count}} selected records?',
    es: '¿Realmente desea eliminar los {{count}} registros seleccionados?',
  },
  'export.noColumns': {
    pt: 'Selecione pelo menos uma coluna para exportar.',
    en: 'Select at least one column to export.',
    es: 'Seleccione al menos una columna para exportar.',
  },
  'fields.nome': { pt: 'Nome', en: 'Name', es: 'Nombre' },
  'fields.ativo': { pt: 'Ativo', en: 'Active', es: 'Activo' },
  'fields.observacao': { pt: 'Observação', en: 'Notes', es: 'Observación' },
  'fields.competencias': { pt: 'Competências', en: 'Skills', es: 'Competencias' },
  'fields.totalUsuarios': { pt: 'Usuários', en: 'Users', es: 'Usuarios' },
  'fields.createdAt': { pt: 'Criado em', en: 'Created at', es: 'Creado el' },
  'fields.yes': { pt: 'Sim', en: 'Yes', es: 'Sí' },
  'fields.no': { pt: 'Não', en: 'No', es: 'No' },

  // departments and job titles (3-admin §3)
  'departments.notFound': { pt: 'Departamento não encontrado.', en: 'Department not found.', es: 'Departamento no encontrado.' },
  'departments.duplicateName': {
    pt: 'Já existe um departamento com este nome.',
    en: 'A department with this name already exists.',
    es: 'Ya existe un departamento con este nombre.',
  },
  'departments.inUse': {
    pt: 'Não é possível excluir este departamento: {{count}} usuários vinculados a ele.',
    en: 'This department cannot be deleted: {{count}} users are linked to it.',
    es: 'No es posible eliminar este departamento: {{count}} usuarios vinculados a él.',
  },
  'departments.inUse_one': {
    pt: 'Não é possível excluir este departamento: {{count}} usuário vinculado a ele.',
    en: 'This department cannot be deleted: {{count}} user is linked to it.',
    es: 'No es posible eliminar este departamento: {{count}} usuario vinculado a él.',
  },
  'departments.loadError': {
    pt: 'Erro ao buscar lista de departamentos!',
    en: 'Error loading the list of departments!',
    es: '¡Error al buscar la lista de departamentos!',
  },
  'jobTitles.notFound': { pt: 'Cargo não encontrado.', en: 'Job title not found.', es: 'Cargo no encontrado.' },
  'jobTitles.duplicateName': {
    pt: 'Já existe um cargo com este nome.',
    en: 'A job title with this name already exists.',
    es: 'Ya existe un cargo con este nombre.',
  },
  'jobTitles.inUse': {
    pt: 'Não é possível excluir este cargo: {{count}} usuários vinculados a ele.',
    en: 'This job title cannot be deleted: {{count}} users are linked to it.',
    es: 'No es posible eliminar este cargo: {{count}} usuarios vinculados a él.',
  },
  'jobTitles.inUse_one': {
    pt: 'Não é possível excluir este cargo: {{count}} usuário vinculado a ele.',
    en: 'This job title cannot be deleted: {{count}} user is linked to it.',
    es: 'No es posible eliminar este cargo: {{count}} usuario vinculado a él.',
  },
  'jobTitles.skillNotFound': {
    pt: 'Uma ou mais competências informadas não existem.',
    en: 'One or more of the skills given do not exist.',
    es: 'Una o más de las competencias informadas no existen.',
  },
  'jobTitles.exportTitle': { pt: 'Cargos', en: 'Job titles', es: 'Cargos' },
  'jobTitles.loadError': {
    pt: 'Erro ao buscar lista de cargos!',
    en: 'Error loading the list of job titles!',
    es: '¡Error al buscar la lista de cargos!',
  },

  // skills and categories (3-admin §3, §8)
  'skills.notFound': { pt: 'Competência não encontrada.', en: 'Skill not found.', es: 'Competencia no encontrada.' },
  'skills.duplicateName': {
    pt: 'Já existe uma competência com este nome.',
    en: 'A skill with this name already exists.',
    es: 'Ya existe una competencia con este nombre.',
  },
  'skills.loadError': {
    pt: 'Erro ao buscar lista de competências!',
    en: 'Error loading the list of skills!',
    es: '¡Error al buscar la lista de competencias!',
  },
  'skills.sectionLoadError': {
    pt: 'Erro ao buscar competências da seção!',
    en: 'Error loading the skills of the section!',
    es: '¡Error al buscar las competencias de la sección!',
  },
  'categories.notFound': { pt: 'Categoria não encontrada.', en: 'Category not found.', es: 'Categoría no encontrada.' },
  'categories.duplicateName': {
    pt: 'Já existe uma categoria com este nome.',
    en: 'A category with this name already exists.',
    es: 'Ya existe una categoría con este nombre.',
  },
  'categories.loadError': {
    pt: 'Erro ao buscar lista de categorias!',
    en: 'Error loading the list of categories!',
    es: '¡Error al buscar la lista de categorías!',
  },

  // settings and general failures
  'settings.timeout': {
    pt: 'O tempo de requisição foi excedido, o servidor não respondeu a tempo.',
    en: 'The request timed out, the server did not respond in time.',
    es: 'Se superó el tiempo de la solicitud, el servidor no respondió a tiempo.',
  },
  'errors.connection': {
    pt: 'Falha de conexão. Verifique sua internet e tente novamente.',
    en: 'Connection failure. Check your connection and try again.',
    es: 'Fallo de conexión. Verifique su conexión e inténtelo de nuevo.',
  },
  'errors.unavailable': {
    pt: 'Recurso indisponível no momento.',
    en: 'Resource unavailable at the moment.',
    es: 'Recurso no disponible en este momento.',
  },
  'errors.notFound': { pt: 'Registro não encontrado.', en: 'Record not found.', es: 'Registro no encontrado.' },
  'errors.routeNotFound': { pt: 'Página não encontrada', en: 'Page not found', es: 'Página no encontrada' },
  'errors.conflict': {
    pt: 'O registro conflita com outro já existente.',
    en: 'The record conflicts with an existing one.',
    es: 'El registro entra en conflicto con otro existente.',
  },
  'errors.invalidRequest': {
    pt: 'Requisição inválida.',
    en: 'Invalid request.',
    es: 'Solicitud no válida.',
  },
  'errors.malformedJson': {
    pt: 'O corpo da requisição não é um JSON válido.',
    en: 'The request body is not valid JSON.',
    es: 'El cuerpo de la solicitud no es un JSON válido.',
  },
  'errors.payloadTooLarge': {
    pt: 'O conteúdo enviado excede o tamanho permitido.',
    en: 'The content sent exceeds the allowed size.',
    es: 'El contenido enviado supera el tamaño permitido.',
  },
  'errors.unexpected': {
    pt: 'Ocorreu um erro inesperado. Tente novamente.',
    en: 'An unexpected error occurred. Try again.',
    es: 'Ocurrió un error inesperado. Inténtelo de nuevo.',
  },
  'errors.notSupportStreaming': {
    pt: 'Seu navegador não suporta a reprodução deste vídeo.',
    en: 'Your browser does not support playing this video.',
    es: 'Su navegador no admite la reproducción de este video.',
  },
} satisfies Record<string, Texts>;

export type MessageKey = keyof typeof messages;

/** A parameter is text, a number, or a size in bytes written in human units in the reader's language ('1,5 GB'). */
export type MessageParams = Record<string, string | number | { bytes: number }>;

/**
 * The text of a key in a language with its parameters. A count with a noun has its singular under `<key>_one` (the
 * key itself holds the plural, as i18next reads it on the web): used when `count` is exactly one (`pluralCategory`).
 */
export const translate = (key: MessageKey, language: Language = DEFAULT_LANGUAGE, params: MessageParams = {}): string => {
  const singular = `${key}_one`;
  const entry: Texts =
    typeof params.count === 'number' && pluralCategory(params.count, language) === 'one' && singular in messages ? messages[singular as MessageKey] : messages[key];
  const text: string = entry[language] ?? entry[DEFAULT_LANGUAGE];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return '';
    return typeof value === 'object' ? formatBytes(value.bytes, language) : String(value);
  });
};
