import { Alert, Anchor, Button, Divider, Drawer, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconCertificate, IconInfoCircle, IconX } from '@tabler/icons-react';
import { JUSTIFICATION_TEXT_MAX, TIPOS_JUSTIFICATIVA, TIPO_JUSTIFICATIVA, type ExternalCertificate } from '@plataforma/shared/external-certificates';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { ModalTitle } from '../../../components/modal-title.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useReviewCertificate } from '../api/external-certificates.ts';
import { denyError, fileUrlOf, justificationText, reviewBody, typeText, type ReviewValues } from '../utils/certificate-form.ts';
import { formatDay } from './certificate-columns.tsx';
import { CertificateFilePreview } from './certificate-file.tsx';
import { CertificateStatusBadge } from './status-badge.tsx';

type ReviewDrawerProps = {
  certificate: ExternalCertificate | null;
  onClose: () => void;
  /** The request as the server answered the review. */
  onReviewed: (certificate: ExternalCertificate) => void;
};

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Stack>
  );
}

const EMPTY: ReviewValues = { tipoJustificativa: null, descricaoJustificativa: '' };

/**
 * An external certificate request as the administrator answers it (3-admin §3 'External certificate (admin view)',
 * §5): the requester, the certificate's details, the file (image or PDF), and for a pending request Approve (after a
 * confirmation) or Deny with the justification type (required) and its text (required for 'Outro').
 */
export function ReviewDrawer({ certificate, onClose, onReviewed }: ReviewDrawerProps) {
  const { t } = useTranslation('external-certificates');
  const language = useLanguage();
  const review = useReviewCertificate();
  const [values, setValues] = useState<ReviewValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ReviewValues, string>>>({});

  useEffect(() => {
    setValues(EMPTY);
    setErrors({});
  }, [certificate?.id]);

  if (!certificate) return <Drawer opened={false} onClose={onClose} />;
  const pending = certificate.status === 'pending';
  const none = t('review.none');

  const answer = async (approve: boolean) => {
    if (!approve) {
      const problem = denyError(values, language);
      if (problem) {
        setErrors({ [problem.field]: problem.message });
        return;
      }
    }
    setErrors({});
    const confirmed = await confirmAction({
      title: t(approve ? 'review.confirmApproveTitle' : 'review.confirmDenyTitle'),
      message: t(approve ? 'review.confirmApprove' : 'review.confirmDeny', { name: certificate.name, person: certificate.userName }),
      confirmLabel: t(approve ? 'actions.approve' : 'actions.deny'),
      tone: approve ? 'default' : 'danger',
      testId: approve ? 'certificate-approve-confirm' : 'certificate-deny-confirm',
    });
    if (!confirmed) return;
    try {
      const saved = await review.mutateAsync({ id: certificate.id, body: reviewBody(certificate.id, approve, values) });
      notifySuccess(t(approve ? 'review.approved' : 'review.denied'));
      onReviewed(saved);
    } catch (error) {
      // a rule the server applies (already answered, justification) is told as it says it; anything else with the spec's words
      const told = isApiError(error) && (error.status === 400 || error.status === 409) && error.firstMessage;
      notifyError(told ? error : null, t('messages:certificadoExterno.answerError'));
    }
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={<ModalTitle title={t('review.title')} icon={<IconCertificate size={22} stroke={1.6} />} extra={<CertificateStatusBadge status={certificate.status} />} />}
      attributes={{ content: { 'data-testid': 'certificate-review' } }}
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Title order={3} fz="lg" data-testid="certificate-review-name">
                  {certificate.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('review.sentAt', { date: formatDateTime(certificate.createdAt, language) })}
                </Text>
              </Stack>
            </Group>
            <Divider />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Field label={t('review.requester')} testId="certificate-review-person">
                {certificate.userName}
                <Text size="xs" c="dimmed">
                  {certificate.userEmail}
                </Text>
              </Field>
              <Field label={t('columns.type')}>{typeText(certificate, t)}</Field>
              <Field label={t('columns.institution')}>{certificate.institution}</Field>
              <Field label={t('columns.workload')}>{t('hours', { count: certificate.workload })}</Field>
              <Field label={t('columns.period')}>
                {t('period', { start: formatDay(certificate.initDate, language), end: formatDay(certificate.endDate, language) })}
              </Field>
              <Field label={t('review.credentialCode')}>{certificate.credentialCode || none}</Field>
              <Field label={t('review.credentialUrl')}>
                {certificate.credentialUrl ? (
                  <Anchor href={certificate.credentialUrl} target="_blank" rel="noreferrer noopener" size="sm">
                    {certificate.credentialUrl}
                  </Anchor>
                ) : (
                  none
                )}
              </Field>
            </SimpleGrid>
            {certificate.status === 'denied' && (
              <Alert color="red" variant="light" icon={<IconInfoCircle size={18} />} title={t('deniedReason')} data-testid="certificate-review-justification">
                {justificationText(certificate, t)}
              </Alert>
            )}
            {certificate.reviewedAt && (
              <Text size="xs" c="dimmed" data-testid="certificate-review-reviewed">
                {t('review.reviewedBy', { name: certificate.reviewedBy ?? none, date: formatDateTime(certificate.reviewedAt, language) })}
              </Text>
            )}
          </Stack>
        </Paper>

        <CertificateFilePreview url={fileUrlOf(certificate)} fileName={certificate.certificateFileName} mime={certificate.certificateMime} height={360} />

        {pending && (
          <Paper withBorder radius="md" p="md" data-testid="certificate-review-decision">
            <Stack gap="sm">
              <Text fw={600}>{t('review.decision')}</Text>
              <Select
                label={t('review.justificationType')}
                placeholder={t('review.justificationPlaceholder')}
                data={TIPOS_JUSTIFICATIVA.map((value) => ({ value: String(value), label: t(`justification.${value}`) }))}
                value={values.tipoJustificativa}
                onChange={(value) => {
                  setValues((current) => ({ ...current, tipoJustificativa: value }));
                  setErrors({});
                }}
                clearable
                error={errors.tipoJustificativa}
                comboboxProps={{ withinPortal: true, zIndex: 1000 }}
                data-testid="certificate-justification-type"
              />
              <Textarea
                label={t('review.descricaoJustificativa')}
                placeholder={t('review.descricaoPlaceholder')}
                withAsterisk={values.tipoJustificativa === String(TIPO_JUSTIFICATIVA.Outro)}
                autosize
                minRows={3}
                maxLength={JUSTIFICATION_TEXT_MAX}
                value={values.descricaoJustificativa}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setValues((current) => ({ ...current, descricaoJustificativa: text }));
                  setErrors((current) => ({ ...current, descricaoJustificativa: undefined }));
                }}
                error={errors.descricaoJustificativa}
                data-testid="certificate-justification-text"
              />
              <Group justify="flex-end" gap="sm">
                <Button color="red" variant="light" leftSection={<IconX size={18} />} onClick={() => void answer(false)} loading={review.isPending} data-testid="certificate-deny">
                  {t('actions.deny')}
                </Button>
                <Button color="green" leftSection={<IconCheck size={18} />} onClick={() => void answer(true)} loading={review.isPending} data-testid="certificate-approve">
                  {t('actions.approve')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Drawer>
  );
}
