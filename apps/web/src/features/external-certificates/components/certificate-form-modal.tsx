import { Alert, Grid, NumberInput, Select, TextInput } from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCertificate } from '@tabler/icons-react';
import {
  CREDENTIAL_CODE_MAX,
  CREDENTIAL_URL_MAX,
  EXTERNAL_CERTIFICATE_INSTITUTION_MAX,
  EXTERNAL_CERTIFICATE_NAME_MAX,
  EXTERNAL_CERTIFICATE_TYPES,
  OTHER_TYPE_DESCRIPTION_MAX,
  WORKLOAD_MAX,
  WORKLOAD_MIN,
  type ExternalCertificate,
} from '@plataforma/shared/external-certificates';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { getLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSaveCertificate } from '../api/external-certificates.ts';
import {
  certificateFormData,
  certificateFormErrors,
  certificateFormOf,
  emptyCertificateForm,
  todayIso,
  type CertificateFormValues,
} from '../utils/certificate-form.ts';
import { CertificateFileDrop } from './certificate-file-drop.tsx';

type CertificateFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The request to edit (pending) or correct and resend (denied); none: a new request. */
  certificate?: ExternalCertificate | null;
};


/**
 * The learner's certificate request (2-learner §3 'External certificate', §8): name, type (with its description for
 * 'other'), institution, workload in hours, start and end dates, the file (png, jpg or pdf up to 2 MB, checked here
 * and again by the server), the credential URL and code. A pending request is edited; a denied one is corrected and
 * resent (back to pending). The server's field messages land on the fields.
 */
export function CertificateFormModal({ opened, onClose, certificate }: CertificateFormModalProps) {
  const { t } = useTranslation('external-certificates');
  const save = useSaveCertificate();
  const [file, setFile] = useState<File | null>(null);
  // the validation reads the current file and request (the form keeps the rules of its first render)
  const hasFile = useRef(false);
  hasFile.current = Boolean(file || certificate);
  const mode = !certificate ? 'new' : certificate.status === 'denied' ? 'resend' : 'edit';
  const form = useForm<CertificateFormValues>({
    initialValues: emptyCertificateForm(),
    validate: (values) => certificateFormErrors(values, { hasFile: hasFile.current, language: getLanguage() }),
  });

  // every opening starts from the request (or empty) and no new file
  useEffect(() => {
    if (!opened) return;
    form.setValues(certificate ? certificateFormOf(certificate) : emptyCertificateForm());
    form.resetDirty();
    form.clearErrors();
    setFile(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, certificate?.id]);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    form.clearFieldError('file');
  };

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ body: certificateFormData(values, file), id: certificate?.id });
      notifySuccess(t(mode === 'new' ? 'form.created' : mode === 'resend' ? 'form.resent' : 'form.updated'));
      onClose();
    } catch (error) {
      applyApiErrors(form, error);
      notifyError(error);
    }
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(mode === 'new' ? 'form.newTitle' : mode === 'resend' ? 'form.resendTitle' : 'form.editTitle')}
      description={t('form.subtitle')}
      icon={<IconCertificate size={22} stroke={1.6} />}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t(mode === 'new' ? 'form.save' : mode === 'resend' ? 'form.saveResend' : 'form.saveEdit')}
      size={640}
      testId="certificate-form"
    >
      {mode === 'resend' && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="certificate-form-denied">
          {t('form.deniedNotice')}
        </Alert>
      )}
      <Grid gap="sm">
        <Grid.Col span={12}>
          <TextInput
            label={t('form.name')}
            placeholder={t('form.namePlaceholder')}
            withAsterisk
            maxLength={EXTERNAL_CERTIFICATE_NAME_MAX}
            {...form.getInputProps('name')}
            data-testid="certificate-name"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('form.type')}
            placeholder={t('form.typePlaceholder')}
            withAsterisk
            data={EXTERNAL_CERTIFICATE_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('type')}
            data-testid="certificate-type"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          {form.values.type === 'other' && (
            <TextInput
              label={t('form.otherTypeDescription')}
              placeholder={t('form.otherTypeDescriptionPlaceholder')}
              withAsterisk
              maxLength={OTHER_TYPE_DESCRIPTION_MAX}
              {...form.getInputProps('otherTypeDescription')}
              data-testid="certificate-other-type"
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={t('form.institution')}
            placeholder={t('form.institutionPlaceholder')}
            withAsterisk
            maxLength={EXTERNAL_CERTIFICATE_INSTITUTION_MAX}
            {...form.getInputProps('institution')}
            data-testid="certificate-institution"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberInput
            label={t('form.workload')}
            withAsterisk
            min={WORKLOAD_MIN}
            max={WORKLOAD_MAX}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('workload')}
            data-testid="certificate-workload"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateField
            label={t('form.initDate')}
            withAsterisk
            clearable
            maxDate={todayIso()}
            {...form.getInputProps('initDate')}
            data-testid="certificate-init-date"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateField
            label={t('form.endDate')}
            withAsterisk
            clearable
            maxDate={todayIso()}
            {...form.getInputProps('endDate')}
            data-testid="certificate-end-date"
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <CertificateFileDrop file={file} onFile={chooseFile} storedName={certificate?.certificateFileName ?? null} error={form.errors.file} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <TextInput
            label={t('form.credentialUrl')}
            placeholder={t('form.credentialUrlPlaceholder')}
            type="url"
            maxLength={CREDENTIAL_URL_MAX}
            {...form.getInputProps('credentialUrl')}
            data-testid="certificate-credential-url"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            label={t('form.credentialCode')}
            maxLength={CREDENTIAL_CODE_MAX}
            {...form.getInputProps('credentialCode')}
            data-testid="certificate-credential-code"
          />
        </Grid.Col>
      </Grid>
    </FormModal>
  );
}
