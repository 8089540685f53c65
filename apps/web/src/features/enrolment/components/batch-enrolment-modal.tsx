import { Alert, Anchor, Button, Checkbox, Group, Modal, ScrollArea, Stack, Stepper, Table, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileUpload } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ENROLMENT_BATCH_FILE_EXTENSIONS, type ImportEnrolmentBatchResponse, type ValidateEnrolmentBatchResponse } from '@plataforma/shared/enrolment';
import { downloadBlob } from '../../../components/data-table/index.ts';
import { SpreadsheetDrop, SpreadsheetTemplateCard } from '../../../components/spreadsheet-upload/index.ts';
import { errorMessage, notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { downloadEnrolmentTemplate, useImportEnrolmentBatchMutation, useValidateEnrolmentBatchMutation } from '../api/enrolment.ts';
import { FailureList, Stat, StatGrid } from './enrolment-summary.tsx';

/** .xlsx and .csv (some systems send a .csv as text/plain or as the old Excel type). */
const ACCEPT = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
  'text/plain': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
};

const hasAcceptedExtension = (name: string) => (ENROLMENT_BATCH_FILE_EXTENSIONS as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? '');

type Step = 'file' | 'report' | 'result';
const STEP_INDEX: Record<Step, number> = { file: 0, report: 1, result: 3 };

function ErrorsTable({ report }: { report: ValidateEnrolmentBatchResponse }) {
  const { t } = useTranslation('enrolment');
  return (
    <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
      <Table striped highlightOnHover stickyHeader withTableBorder verticalSpacing={6} fz="sm" data-testid="enrolment-batch-errors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>{t('batch.report.line')}</Table.Th>
            <Table.Th w={150}>{t('batch.report.field')}</Table.Th>
            <Table.Th>{t('batch.report.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.erros.map((error, index) => (
            <Table.Tr key={`${error.linha ?? 'file'}-${error.campo ?? ''}-${index}`} data-testid="enrolment-batch-error" data-line={error.linha ?? ''}>
              <Table.Td fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {error.linha ?? '—'}
              </Table.Td>
              <Table.Td>{error.campo ?? '—'}</Table.Td>
              <Table.Td>{error.mensagem}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

type Props = { opened: boolean; onClose: () => void };

/**
 * 'Inscrição em lote' (3-admin §7 Batch enrolment): the template, the spreadsheet (.xlsx or .csv) checked by the
 * server row by row (line, field, message; nothing enrolled yet), then the valid rows imported on confirmation and
 * the result (enrolled, already enrolled, rows refused).
 */
export function BatchEnrolmentModal({ opened, onClose }: Props) {
  const { t } = useTranslation('enrolment');
  const validate = useValidateEnrolmentBatchMutation();
  const run = useImportEnrolmentBatchMutation();
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [report, setReport] = useState<ValidateEnrolmentBatchResponse | null>(null);
  const [notify, setNotify] = useState(false);
  const [result, setResult] = useState<ImportEnrolmentBatchResponse | null>(null);

  const restart = () => {
    setStep('file');
    setFile(null);
    setFileError(null);
    setReport(null);
    setResult(null);
    setNotify(false);
  };
  useEffect(() => {
    if (opened) restart();
  }, [opened]);

  const chooseFile = (next: File | null) => {
    if (next && !hasAcceptedExtension(next.name)) {
      setFile(null);
      setFileError(t('batch.drop.wrongType'));
      return;
    }
    setFile(next);
    setFileError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'file') {
      if (!file) {
        setFileError(t('batch.drop.required'));
        return;
      }
      try {
        setReport(await validate.mutateAsync(file));
        setStep('report');
      } catch (failure) {
        setFileError(errorMessage(failure));
      }
      return;
    }
    if (step === 'report' && report) {
      if (report.linhasValidas === 0) {
        restart();
        return;
      }
      try {
        const reply = await run.mutateAsync({ id: report.id, body: { notificarPorEmail: notify } });
        setResult(reply);
        setStep('result');
        if (reply.falhas.length > 0 && reply.inscritos + reply.jaInscritos === 0) notifyError(null, t('messages:inscricoes.enrolError'));
        else if (reply.falhas.length > 0) notifyWarning(t('summary.partial', { count: reply.falhas.length }));
        else notifySuccess(t('batch.doneTitle'));
      } catch (failure) {
        notifyError(failure, t('messages:inscricoes.enrolError'));
      }
    }
  };

  const busy = validate.isPending || run.isPending;
  const submitLabel = step === 'file' ? t('batch.validate') : report && report.linhasValidas > 0 ? t('batch.import', { count: report.linhasValidas }) : t('batch.sendAnother');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size={720}
      zIndex={300}
      closeOnClickOutside={!busy}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light">
            <IconFileUpload size={20} />
          </ThemeIcon>
          <div>
            <Text fw={700} fz="lg" lh={1.3}>
              {t('batch.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('batch.description')}
            </Text>
          </div>
        </Group>
      }
      attributes={{ content: { 'data-testid': 'enrolment-batch-modal' } }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Stepper active={STEP_INDEX[step]} size="xs" iconSize={26} allowNextStepsSelect={false} data-testid="enrolment-batch-steps" data-step={step}>
            <Stepper.Step label={t('batch.steps.file')} />
            <Stepper.Step label={t('batch.steps.report')} />
            <Stepper.Step label={t('batch.steps.result')} />
          </Stepper>

          {step === 'file' && (
            <>
              <SpreadsheetTemplateCard
                title={t('batch.template.title')}
                hint={t('batch.template.hint')}
                downloadLabel={t('batch.template.download')}
                download={async () => {
                  const file = await downloadEnrolmentTemplate();
                  downloadBlob(file.blob, file.fileName ?? `${t('batch.template.title')}.xlsx`);
                }}
                testId="enrolment-batch-template"
              />
              <SpreadsheetDrop
                accept={ACCEPT}
                file={file}
                onFile={chooseFile}
                onReject={() => setFileError(t('batch.drop.wrongType'))}
                texts={{ idle: t('batch.drop.idle'), accept: t('batch.drop.accept'), reject: t('batch.drop.reject'), hint: t('batch.drop.hint'), remove: t('batch.drop.remove') }}
                error={fileError}
                testId="enrolment-batch"
              />
            </>
          )}

          {step === 'report' && report && (
            <Stack gap="md" data-testid="enrolment-batch-report">
              <StatGrid cols={3} testId="enrolment-batch-summary">
                <Stat label={t('summary.totalLinhas')} value={report.totalLinhas} testId="enrolment-batch-total" />
                <Stat label={t('summary.linhasValidas')} value={report.linhasValidas} color="teal" testId="enrolment-batch-valid" />
                <Stat label={t('summary.linhasComErro')} value={report.linhasComErro} color="red" testId="enrolment-batch-invalid" />
              </StatGrid>
              {report.erros.length > 0 ? (
                <>
                  <Alert
                    color={report.linhasValidas > 0 ? 'orange' : 'red'}
                    variant="light"
                    icon={<IconAlertTriangle size={18} />}
                    title={t('batch.report.errorsTitle')}
                    data-testid="enrolment-batch-errors-alert"
                  >
                    {report.linhasValidas > 0 ? t('batch.report.errorsHint') : t('batch.report.noneValid')}
                  </Alert>
                  <ErrorsTable report={report} />
                </>
              ) : (
                <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} data-testid="enrolment-batch-all-valid">
                  {t('batch.report.allValid')}
                </Alert>
              )}
              {report.linhasValidas > 0 && (
                <Checkbox
                  checked={notify}
                  onChange={(event) => setNotify(event.currentTarget.checked)}
                  label={t('enrol.notify')}
                  description={t('enrol.notifyHint')}
                  data-testid="enrolment-batch-notify"
                />
              )}
              <Anchor component="button" type="button" size="sm" onClick={restart} w="fit-content" data-testid="enrolment-batch-choose-another">
                {t('batch.report.chooseAnother')}
              </Anchor>
            </Stack>
          )}

          {step === 'result' && result && (
            <Stack gap="md" data-testid="enrolment-batch-result">
              <Group gap="xs">
                <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" />
                <Text fw={600}>{t('batch.doneTitle')}</Text>
              </Group>
              <StatGrid cols={3} testId="enrolment-batch-result-summary">
                <Stat label={t('summary.inscritos')} value={result.inscritos} color="teal" testId="enrolment-batch-inscritos" />
                <Stat label={t('summary.jaInscritos')} value={result.jaInscritos} color="blue" testId="enrolment-batch-ja-inscritos" />
                <Stat label={t('summary.falhas')} value={result.falhas.length} color="red" testId="enrolment-batch-falhas" />
              </StatGrid>
              <FailureList
                failures={result.falhas.map((f) => ({ key: String(f.linha), who: `${t('batch.report.line')} ${f.linha}`, motivo: f.motivo }))}
                firstColumn={t('batch.report.line')}
                testId="enrolment-batch-failures"
              />
            </Stack>
          )}

          <Group justify="flex-end" gap="sm" mt="sm">
            {step === 'result' ? (
              <>
                <Button variant="default" onClick={restart} data-testid="enrolment-batch-again">
                  {t('batch.sendAnother')}
                </Button>
                <Button onClick={onClose} data-testid="enrolment-batch-close">
                  {t('actions.close')}
                </Button>
              </>
            ) : (
              <>
                <Button variant="default" onClick={onClose} disabled={busy}>
                  {t('common:actions.cancel')}
                </Button>
                <Button type="submit" loading={busy} data-testid="enrolment-batch-submit">
                  {submitLabel}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
