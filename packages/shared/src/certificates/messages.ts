/**
 * Messages of certificates (2-learner §8 'Certificate validation 404', 'Certificate generation failure: message to
 * try later'; 3-admin §8 'Certificate linked cannot be deactivated: message exists; wording not shown'), spread into
 * the shared catalogue (i18n/messages.ts). Portuguese is the reference.
 */
export const certificatesMessages = {
  'certificados.notFound': { pt: 'Certificado não encontrado.', en: 'Certificate not found.', es: 'Certificado no encontrado.' },
  'certificados.linkedCannotDeactivate': {
    pt: 'Este certificado está vinculado a um curso ou trilha e não pode ser desativado.',
    en: 'This certificate is linked to a course or learning path and cannot be deactivated.',
    es: 'Este certificado está vinculado a un curso o ruta de aprendizaje y no puede desactivarse.',
  },
  'certificados.linkedTypeChange': {
    pt: 'Este certificado está vinculado a um curso ou trilha e não pode mudar de tipo.',
    en: 'This certificate is linked to a course or learning path and cannot change its type.',
    es: 'Este certificado está vinculado a un curso o ruta de aprendizaje y no puede cambiar de tipo.',
  },
  'certificados.invalidStructure': {
    pt: 'O modelo do certificado é inválido.',
    en: 'The certificate layout is invalid.',
    es: 'El diseño del certificado no es válido.',
  },
  'certificados.duplicateLayer': { pt: 'Há duas camadas com o mesmo identificador.', en: 'Two layers share the same id.', es: 'Hay dos capas con el mismo identificador.' },
  'certificados.multipartRequired': {
    pt: 'Envie o formulário como multipart/form-data.',
    en: 'Send the form as multipart/form-data.',
    es: 'Envíe el formulario como multipart/form-data.',
  },
  'certificados.fileType': {
    pt: 'Envie uma imagem PNG, JPG ou WEBP.',
    en: 'Send a PNG, JPG or WEBP image.',
    es: 'Envíe una imagen PNG, JPG o WEBP.',
  },
  'certificados.fileTooLarge': {
    pt: 'A imagem deve ter no máximo {{max}} MB.',
    en: 'The image must be at most {{max}} MB.',
    es: 'La imagen debe tener como máximo {{max}} MB.',
  },
  'certificados.fileMissing': { pt: 'Envie a imagem no campo file.', en: 'Send the image in the file field.', es: 'Envíe la imagen en el campo file.' },
  'certificados.wrongType': {
    pt: 'Escolha um certificado ativo do tipo {{tipo}}.',
    en: 'Choose an active certificate of type {{tipo}}.',
    es: 'Elija un certificado activo del tipo {{tipo}}.',
  },
  'certificados.notAvailable': {
    pt: 'O certificado fica disponível quando você conclui o conteúdo e é aprovado.',
    en: 'The certificate is available once you complete and pass the content.',
    es: 'El certificado está disponible cuando completa el contenido y es aprobado.',
  },
  'certificados.credentialNotFound': {
    pt: 'O método de validação não foi encontrado. Entre em contato com o suporte.',
    en: 'The validation method was not found. Contact support.',
    es: 'No se encontró el método de validación. Contacte al soporte.',
  },
  'certificados.generationError': {
    pt: 'Não foi possível gerar o certificado. Tente novamente mais tarde.',
    en: 'The certificate could not be generated. Please try again later.',
    es: 'No se pudo generar el certificado. Inténtelo de nuevo más tarde.',
  },
  'certificados.saveError': {
    pt: 'Erro ao tentar salvar o certificado!',
    en: 'Error while trying to save the certificate!',
    es: '¡Error al intentar guardar el certificado!',
  },
  'certificados.listError': {
    pt: 'Erro ao tentar listar certificados!',
    en: 'Error while trying to list certificates!',
    es: '¡Error al intentar listar los certificados!',
  },
  'certificados.saved': { pt: 'Certificado salvo com sucesso!', en: 'Certificate saved successfully!', es: '¡Certificado guardado con éxito!' },
} as const;
