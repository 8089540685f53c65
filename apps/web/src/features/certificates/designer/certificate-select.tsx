import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CertificateType } from '@plataforma/shared/certificates';
import { useCertificateOptions } from '../api/certificates.ts';

/**
 * The 'Certificado' of a course (tipo Curso) or trail (tipo Formacao): the active templates of that type
 * (GET Certificado/basic), clearable. A form passes its value and onChange (`getInputProps('certificadoId')`).
 */
export function CertificateSelect({ tipo, ...props }: Omit<SelectProps, 'data'> & { tipo: CertificateType }) {
  const { t } = useTranslation('certificates');
  const options = useCertificateOptions(tipo);
  return (
    <Select
      label={t('fields.certificate')}
      description={t('hints.certificate')}
      data={options.data ?? []}
      clearable
      searchable={(options.data?.length ?? 0) > 6}
      maxDropdownHeight={240}
      nothingFoundMessage="—"
      {...props}
    />
  );
}
