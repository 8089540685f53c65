/**
 * Messages of companies (Empresa), contracts (Contrato), Meu Contrato and the replication of client settings
 * (3-admin §3, §5, §8). Portuguese from the spec where it gives the wording ('Erro ao buscar informações do
 * contrato!', 'Erro ao criar contrato!'); the rest in the same style.
 */
export const companiesContractsMessages = {
  'companies.notFound': { pt: 'Empresa não encontrada.', en: 'Company not found.', es: 'Empresa no encontrada.' },
  'companies.notFoundByDocument': {
    pt: 'Nenhuma empresa encontrada com este documento.',
    en: 'No company found with this document.',
    es: 'No se encontró ninguna empresa con este documento.',
  },
  'companies.duplicateDocument': {
    pt: 'Já existe uma empresa com este documento.',
    en: 'A company with this document already exists.',
    es: 'Ya existe una empresa con este documento.',
  },
  'companies.hasContracts': {
    pt: 'Não é possível excluir esta empresa: {{count}} contratos vinculados a ela.',
    en: 'This company cannot be deleted: {{count}} contracts are linked to it.',
    es: 'No es posible eliminar esta empresa: {{count}} contratos vinculados a ella.',
  },
  'companies.hasContracts_one': {
    pt: 'Não é possível excluir esta empresa: {{count}} contrato vinculado a ela.',
    en: 'This company cannot be deleted: {{count}} contract is linked to it.',
    es: 'No es posible eliminar esta empresa: {{count}} contrato vinculado a ella.',
  },
  'companies.invalidCnpj': { pt: 'CNPJ inválido', en: 'Invalid CNPJ', es: 'CNPJ no válido' },
  'companies.foreignDocumentTooLong': {
    pt: 'O documento estrangeiro deve ter no máximo 30 caracteres',
    en: 'The foreign document must have at most 30 characters',
    es: 'El documento extranjero debe tener como máximo 30 caracteres',
  },
  'companies.invalidPhone': {
    pt: 'Telefone inválido',
    en: 'Invalid phone number',
    es: 'Teléfono no válido',
  },
  'companies.invalidCep': { pt: 'CEP inválido', en: 'Invalid postal code (CEP)', es: 'Código postal (CEP) no válido' },
  'companies.invalidState': { pt: 'Selecione uma UF válida', en: 'Select a valid state', es: 'Seleccione un estado válido' },
  'companies.loadError': {
    pt: 'Erro ao buscar lista de empresas!',
    en: 'Error loading the list of companies!',
    es: '¡Error al buscar la lista de empresas!',
  },

  'contracts.notFound': { pt: 'Contrato não encontrado.', en: 'Contract not found.', es: 'Contrato no encontrado.' },
  'contracts.infoError': {
    pt: 'Erro ao buscar informações do contrato!',
    en: 'Error loading the contract information!',
    es: '¡Error al buscar la información del contrato!',
  },
  'contracts.createError': { pt: 'Erro ao criar contrato!', en: 'Error creating the contract!', es: '¡Error al crear el contrato!' },
  'contracts.companyImmutable': {
    pt: 'A empresa de um contrato não pode ser alterada.',
    en: "A contract's company cannot be changed.",
    es: 'La empresa de un contrato no puede modificarse.',
  },
  'contracts.companyNotFound': {
    pt: 'A empresa informada não existe.',
    en: 'The company given does not exist.',
    es: 'La empresa informada no existe.',
  },
  'contracts.validityBeforeStart': {
    pt: 'A data de validade não pode ser anterior à data do contrato',
    en: 'The expiry date cannot be before the contract date',
    es: 'La fecha de validez no puede ser anterior a la fecha del contrato',
  },
  'contracts.invalidClassification': {
    pt: 'Classificação inválida: escolha uma das opções ou um produto do contrato',
    en: 'Invalid classification: choose one of the options or a product of the contract',
    es: 'Clasificación no válida: elija una de las opciones o un producto del contrato',
  },
  'contracts.productTooLong': {
    pt: 'Cada produto deve ter no máximo 40 caracteres',
    en: 'Each product must have at most 40 characters',
    es: 'Cada producto debe tener como máximo 40 caracteres',
  },
  'contracts.invalidAccessUrl': {
    pt: 'Informe um subdomínio (letras, números e hífen) ou um endereço válido',
    en: 'Enter a sub-domain (letters, digits and hyphen) or a valid address',
    es: 'Indique un subdominio (letras, números y guion) o una dirección válida',
  },
  'contracts.invalidUrl': {
    pt: 'Informe um endereço válido (http:// ou https://)',
    en: 'Enter a valid address (http:// or https://)',
    es: 'Indique una dirección válida (http:// o https://)',
  },
  'contracts.platformContract': {
    pt: 'O contrato da plataforma não pode ser excluído.',
    en: "The platform's contract cannot be deleted.",
    es: 'El contrato de la plataforma no puede eliminarse.',
  },
  'contracts.platformContractInactive': {
    pt: 'O contrato da plataforma não pode ser desativado.',
    en: "The platform's contract cannot be deactivated.",
    es: 'El contrato de la plataforma no puede desactivarse.',
  },
  'contracts.managerEmailTaken': {
    pt: 'O CPF do gestor pertence a outra pessoa, cadastrada com outro e-mail.',
    en: "The manager's CPF belongs to another person, registered with another email.",
    es: 'El CPF del gestor pertenece a otra persona, registrada con otro correo.',
  },
  'contracts.deactivated': {
    pt: 'O contrato possui usuários e foi desativado em vez de excluído.',
    en: 'The contract has users and was deactivated instead of deleted.',
    es: 'El contrato tiene usuarios y fue desactivado en lugar de eliminado.',
  },
  'contracts.loadError': {
    pt: 'Erro ao buscar lista de contratos!',
    en: 'Error loading the list of contracts!',
    es: '¡Error al buscar la lista de contratos!',
  },
  'contracts.noContract': {
    pt: 'Esta empresa não possui um contrato vinculado.',
    en: 'This company has no contract linked to it.',
    es: 'Esta empresa no tiene un contrato vinculado.',
  },
  'contracts.replicationSourceMissing': {
    pt: 'Não há parâmetros para replicar.',
    en: 'There are no settings to replicate.',
    es: 'No hay parámetros para replicar.',
  },
  'contracts.invalidParameters': {
    pt: 'Os parâmetros informados são inválidos.',
    en: 'The settings given are invalid.',
    es: 'Los parámetros informados no son válidos.',
  },
  'contracts.replicated': {
    pt: 'Parâmetros replicados para {{count}} contratos com sucesso!',
    en: 'Settings replicated to {{count}} contracts successfully!',
    es: '¡Parámetros replicados a {{count}} contratos con éxito!',
  },
  'contracts.replicated_one': {
    pt: 'Parâmetros replicados para {{count}} contrato com sucesso!',
    en: 'Settings replicated to {{count}} contract successfully!',
    es: '¡Parámetros replicados a {{count}} contrato con éxito!',
  },
} as const;
