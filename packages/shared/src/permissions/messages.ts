/**
 * Messages of the permission groups (3-admin §4, §5, §8): the server's refusals and the screen's toasts.
 * The spec's own wordings (linking outcomes, 'Id do usuário não informado!') live in i18n/messages.ts.
 */
export const permissionsMessages = {
  'permissions.notFound': {
    pt: 'Grupo de permissão não encontrado.',
    en: 'Permission group not found.',
    es: 'Grupo de permisos no encontrado.',
  },
  'permissions.duplicateName': {
    pt: 'Já existe um grupo de permissão com este nome.',
    en: 'A permission group with this name already exists.',
    es: 'Ya existe un grupo de permisos con este nombre.',
  },
  'permissions.atLeastOne': {
    pt: 'Selecione pelo menos uma permissão.',
    en: 'Select at least one permission.',
    es: 'Seleccione al menos un permiso.',
  },
  'permissions.unknownFunctionality': {
    pt: 'Uma ou mais permissões informadas não existem.',
    en: 'One or more of the permissions given do not exist.',
    es: 'Uno o más de los permisos informados no existen.',
  },
  'permissions.inUse': {
    pt: 'Não é possível excluir este grupo: {{count}} usuários vinculados a ele. Desvincule-os antes.',
    en: 'This group cannot be deleted: {{count}} users are linked to it. Unlink them first.',
    es: 'No es posible eliminar este grupo: {{count}} usuarios vinculados a él. Desvincúlelos antes.',
  },
  'permissions.inUse_one': {
    pt: 'Não é possível excluir este grupo: {{count}} usuário vinculado a ele. Desvincule-o antes.',
    en: 'This group cannot be deleted: {{count}} user is linked to it. Unlink the user first.',
    es: 'No es posible eliminar este grupo: {{count}} usuario vinculado a él. Desvincúlelo antes.',
  },
  'permissions.inactiveGroup': {
    pt: 'Não é possível vincular usuários a um grupo de permissão inativo.',
    en: 'Users cannot be linked to an inactive permission group.',
    es: 'No es posible vincular usuarios a un grupo de permisos inactivo.',
  },
  'permissions.userNotLinked': {
    pt: 'O usuário não está vinculado a este grupo de permissão.',
    en: 'The user is not linked to this permission group.',
    es: 'El usuario no está vinculado a este grupo de permisos.',
  },
  'permissions.selfLockout': {
    pt: 'Você não pode retirar o seu próprio acesso a Permissões: o seu grupo precisa continuar ativo e com Configurações e Permissões. Peça a outro administrador.',
    en: 'You cannot remove your own access to Permissions: your group must stay active and keep Settings and Permissions. Ask another administrator.',
    es: 'No puede quitar su propio acceso a Permisos: su grupo debe seguir activo y con Configuración y Permisos. Pida a otro administrador.',
  },
  'permissions.selfUnlink': {
    pt: 'Você não pode desvincular a si mesmo do seu grupo de permissão. Peça a outro administrador.',
    en: 'You cannot unlink yourself from your permission group. Ask another administrator.',
    es: 'No puede desvincularse a sí mismo de su grupo de permisos. Pida a otro administrador.',
  },
  'permissions.noGroupSelected': {
    pt: 'Nenhum grupo de permissão selecionado',
    en: 'No permission group selected',
    es: 'Ningún grupo de permisos seleccionado',
  },
  'permissions.linkPartial': {
    pt: 'Alguns usuários não puderam ser vinculados: {{names}}',
    en: 'Some users could not be linked: {{names}}',
    es: 'Algunos usuarios no pudieron ser vinculados: {{names}}',
  },
  'permissions.unlinkOk': {
    pt: 'Permissão desvinculada do(s) usuário(s) com sucesso!',
    en: 'Permission unlinked from the user(s) successfully!',
    es: '¡Permiso desvinculado del/los usuario(s) con éxito!',
  },
  'permissions.unlinkPartial': {
    pt: 'Alguns usuários não puderam ser desvinculados: {{names}}',
    en: 'Some users could not be unlinked: {{names}}',
    es: 'Algunos usuarios no pudieron ser desvinculados: {{names}}',
  },
  'permissions.selfGroup': {
    pt: 'Você não pode alterar o seu próprio grupo de permissão. Peça a outro administrador.',
    en: 'You cannot change your own permission group. Ask another administrator.',
    es: 'No puede cambiar su propio grupo de permisos. Pida a otro administrador.',
  },
  'permissions.selfClassification': {
    pt: 'Você não pode alterar a sua própria classificação. Peça a outro administrador.',
    en: 'You cannot change your own classification. Ask another administrator.',
    es: 'No puede cambiar su propia clasificación. Pida a otro administrador.',
  },
  'permissions.groupAboveCaller': {
    pt: 'Você não pode conceder o grupo de permissão {{group}}: ele tem permissões que você não tem ({{names}}).',
    en: 'You cannot grant the permission group {{group}}: it holds permissions you do not hold ({{names}}).',
    es: 'No puede conceder el grupo de permisos {{group}}: tiene permisos que usted no tiene ({{names}}).',
  },
  'permissions.classificationAboveCaller': {
    pt: 'Você não pode atribuir uma classificação acima da sua.',
    en: 'You cannot assign a classification above your own.',
    es: 'No puede asignar una clasificación superior a la suya.',
  },
  'permissions.functionalityNotHeld': {
    pt: 'Você não pode adicionar a um grupo permissões que você não tem: {{names}}.',
    en: 'You cannot add to a group permissions you do not hold: {{names}}.',
    es: 'No puede agregar a un grupo permisos que usted no tiene: {{names}}.',
  },
  'permissions.menuAccessRequired': {
    pt: '{{names}}: o grupo precisa também do acesso ao menu {{module}} (sem ele, a tela não abre).',
    en: '{{names}}: the group also needs access to the {{module}} menu (without it, the screen does not open).',
    es: '{{names}}: el grupo también necesita el acceso al menú {{module}} (sin él, la pantalla no se abre).',
  },
  'permissions.notHeldHint': {
    pt: 'Você não tem esta permissão e não pode concedê-la.',
    en: 'You do not hold this permission and cannot grant it.',
    es: 'Usted no tiene este permiso y no puede concederlo.',
  },
  'permissions.attention': { pt: 'Atenção!', en: 'Attention!', es: '¡Atención!' },
  'permissions.deletedMany': {
    pt: '{{count}} grupos de permissão excluídos com sucesso',
    en: '{{count}} permission groups deleted successfully',
    es: '{{count}} grupos de permisos eliminados con éxito',
  },
  'permissions.deletedMany_one': {
    pt: '{{count}} grupo de permissão excluído com sucesso',
    en: '{{count}} permission group deleted successfully',
    es: '{{count}} grupo de permisos eliminado con éxito',
  },
  'permissions.deletePartial': {
    pt: '{{deleted}} de {{total}} grupo(s) excluído(s). Não excluídos: {{names}}',
    en: '{{deleted}} of {{total}} group(s) deleted. Not deleted: {{names}}',
    es: '{{deleted}} de {{total}} grupo(s) eliminado(s). No eliminados: {{names}}',
  },
  'permissions.loadError': {
    pt: 'Erro ao buscar lista de grupos de permissão!',
    en: 'Error loading the list of permission groups!',
    es: '¡Error al buscar la lista de grupos de permisos!',
  },
} as const;
