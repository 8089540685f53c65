/**
 * Messages of the user administration calls and screen (3-admin §3, §5, §8), pt/en/es. Portuguese wording from the
 * spec where it gives one ('Erro ao buscar lista de usuários!', 'Erro ao tentar atualizar e-mail do usuário!').
 */
export const usersMessages = {
  'users.loadError': {
    pt: 'Erro ao buscar lista de usuários!',
    en: 'Error loading the list of users!',
    es: '¡Error al buscar la lista de usuarios!',
  },
  'users.emailUpdateError': {
    pt: 'Erro ao tentar atualizar e-mail do usuário!',
    en: 'Error updating the user email!',
    es: '¡Error al intentar actualizar el correo del usuario!',
  },
  'users.emailUpdated': {
    pt: 'E-mail atualizado com sucesso!',
    en: 'Email updated successfully!',
    es: '¡Correo actualizado con éxito!',
  },
  'users.emailUpdatedReset': {
    pt: 'E-mail atualizado com sucesso! Um link para criar a senha foi enviado ao novo endereço.',
    en: 'Email updated successfully! A link to create the password was sent to the new address.',
    es: '¡Correo actualizado con éxito! Se envió un enlace para crear la contraseña a la nueva dirección.',
  },
  'users.duplicateEmail': {
    pt: 'Já existe um usuário com este e-mail nesta empresa.',
    en: 'A user with this email already exists in this company.',
    es: 'Ya existe un usuario con este correo en esta empresa.',
  },
  'users.emailInUse': {
    pt: 'Este e-mail já pertence a outra pessoa.',
    en: 'This email already belongs to another person.',
    es: 'Este correo ya pertenece a otra persona.',
  },
  'users.duplicateCpf': {
    pt: 'Este CPF já está cadastrado para outra pessoa.',
    en: 'This CPF is already registered to another person.',
    es: 'Este CPF ya está registrado para otra persona.',
  },
  'users.cpfMismatch': {
    pt: 'Este e-mail já pertence a uma pessoa cadastrada com outro CPF.',
    en: 'This email already belongs to a person registered with another CPF.',
    es: 'Este correo ya pertenece a una persona registrada con otro CPF.',
  },
  'users.identityFieldsReadOnly': {
    pt: 'Somente a administração da plataforma pode alterar o e-mail e o CPF do usuário.',
    en: "Only platform administration can change the user's email and CPF.",
    es: 'Solo la administración de la plataforma puede cambiar el correo y el CPF del usuario.',
  },
  'users.cannotDeleteSelf': {
    pt: 'Você não pode excluir o seu próprio usuário.',
    en: 'You cannot delete your own user.',
    es: 'No puede eliminar su propio usuario.',
  },
  'users.cannotDeactivateSelf': {
    pt: 'Você não pode desativar o seu próprio usuário.',
    en: 'You cannot deactivate your own user.',
    es: 'No puede desactivar su propio usuario.',
  },
  'users.higherLevelEdit': {
    pt: 'Você não pode alterar um usuário com nível de acesso superior ao seu.',
    en: 'You cannot change a user with a higher access level than yours.',
    es: 'No puede cambiar un usuario con un nivel de acceso superior al suyo.',
  },
  'users.invalidDocument': { pt: 'Documento inválido', en: 'Invalid document', es: 'Documento no válido' },
  'users.invalidPhone': { pt: 'Telefone inválido', en: 'Invalid phone number', es: 'Teléfono no válido' },
  'users.unitNotFound': { pt: 'Unidade não encontrada.', en: 'Unit not found.', es: 'Unidad no encontrada.' },
  'users.permissionGroupNotFound': {
    pt: 'Grupo de permissão não encontrado.',
    en: 'Permission group not found.',
    es: 'Grupo de permisos no encontrado.',
  },
  'users.supervisorNotFound': {
    pt: 'Superior direto não encontrado.',
    en: 'Direct supervisor not found.',
    es: 'Superior directo no encontrado.',
  },
  'users.supervisorSelf': {
    pt: 'O usuário não pode ser o próprio superior direto.',
    en: 'The user cannot be their own direct supervisor.',
    es: 'El usuario no puede ser su propio superior directo.',
  },
  'users.exportTitle': { pt: 'Usuários', en: 'Users', es: 'Usuarios' },
  'users.fieldEmail': { pt: 'E-mail', en: 'Email', es: 'Correo' },
  'users.fieldCpf': { pt: 'CPF', en: 'CPF', es: 'CPF' },
  'users.fieldTelefone': { pt: 'Telefone', en: 'Phone', es: 'Teléfono' },
  'users.fieldCargo': { pt: 'Cargo', en: 'Job title', es: 'Cargo' },
  'users.fieldDepartamento': { pt: 'Departamento', en: 'Department', es: 'Departamento' },
  'users.fieldUnidade': { pt: 'Unidade', en: 'Unit', es: 'Unidad' },
  'users.fieldClassificacao': { pt: 'Classificação', en: 'Classification', es: 'Clasificación' },
  'users.fieldAvaliador': { pt: 'Avaliador', en: 'Evaluator', es: 'Evaluador' },
  'users.fieldGrupo': { pt: 'Grupo de permissão', en: 'Permission group', es: 'Grupo de permisos' },
  'users.classStudent': { pt: 'Aluno', en: 'Learner', es: 'Alumno' },
  'users.classManager': { pt: 'Gestor', en: 'Manager', es: 'Gestor' },
  'users.classAdmin': { pt: 'Administrador', en: 'Administrator', es: 'Administrador' },
} as const;
