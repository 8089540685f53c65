/** Messages of BI panels (3-admin §8: 'O painel não existe', 'Erro ao autenticar usuário no BI', 'Erro ao definir parâmetros no BI'). */
export const biMessages = {
  'bi.notFound': { pt: 'O painel não existe', en: 'The panel does not exist', es: 'El panel no existe' },
  'bi.authError': { pt: 'Erro ao autenticar usuário no BI', en: 'Error authenticating the user in BI', es: 'Error al autenticar al usuario en BI' },
  'bi.parametersError': { pt: 'Erro ao definir parâmetros no BI', en: 'Error setting the parameters in BI', es: 'Error al definir los parámetros en BI' },
  'bi.codeTaken': { pt: 'Já existe um painel com este código.', en: 'A panel with this code already exists.', es: 'Ya existe un panel con este código.' },
  'bi.invalidAddress': {
    pt: 'Informe um endereço http(s) ou um caminho desta plataforma.',
    en: 'Enter an http(s) address or a path of this platform.',
    es: 'Indique una dirección http(s) o un camino de esta plataforma.',
  },
  'bi.fixedValueRequired': { pt: 'Informe o valor do parâmetro fixo.', en: 'Enter the value of the fixed parameter.', es: 'Indique el valor del parámetro fijo.' },
  'bi.invalidParameterId': {
    pt: 'Use letras, números e _ no id do parâmetro (sem começar por número).',
    en: 'Use letters, digits and _ in the parameter id (not starting with a digit).',
    es: 'Use letras, números y _ en el id del parámetro (sin empezar por un número).',
  },
  'bi.duplicateParameter': { pt: 'Parâmetro repetido: {{id}}.', en: 'Repeated parameter: {{id}}.', es: 'Parámetro repetido: {{id}}.' },
  'bi.contractNotFound': { pt: 'Contrato não encontrado.', en: 'Contract not found.', es: 'Contrato no encontrado.' },
  'bi.userNotFound': { pt: 'Usuário não encontrado para este painel.', en: 'User not found for this panel.', es: 'Usuario no encontrado para este panel.' },
} as const;
