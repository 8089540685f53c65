import { Alert, Anchor, Badge, Button, Checkbox, Group, Loader, Modal, Progress, ScrollArea, SimpleGrid, Stack, Stepper, Table, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconFileDownload,
  IconFileSpreadsheet,
  IconFileUpload,
  IconHistory,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translate } from '@plataforma/shared';
import { IMPORT_MAX_FILE_MB, IMPORT_MAX_ROWS, IMPORT_REPLY_MAX_ERRORS, type Import, type ValidateBatchResponse } from '@plataforma/shared/imports';
import { downloadBlob } from '../../../components/data-table/index.ts';
import { SpreadsheetDrop, SpreadsheetTemplateCard, Stat } from '../../../components/spreadsheet-upload/index.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { ResultState } from '../../../components/result-state.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { errorMessage, notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { IMPORT_HISTORY_PATH, isRunningImport, useCanOpenImportHistory, useErrorReportDownload } from '../../imports';
import {
  downloadUsersImportTemplate,
  useRefreshAfterImport,
  useStartUsersImportMutation,
  useUsersImport,
  useValidateUsersBatchMutation,
} from '../api/user-import.ts';

const MAX_BYTES = IMPORT_MAX_FILE_MB * 1024 * 1024;
const SPREADSHEET_TYPES = {
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

type Step = 'file' | 'report' | 'import';
const STEP_INDEX: Record<Step, number> = { file: 0, report: 1, import: 2 };

function ImportSteps({ step, done = false }: { step: Step; done?: boolean }) {
  const { t } = useTranslation('users');
  return (
    <Stepper active={done ? 3 : STEP_INDEX[step]} size="xs" iconSize={26} allowNextStepsSelect={false} data-testid="user-import-steps">
      <Stepper.Step label={t('importUsers.steps.file')} />
      <Stepper.Step label={t('importUsers.steps.report')} />
      <Stepper.Step label={t('importUsers.steps.import')} />
    </Stepper>
  );
}

/** Step 1: the template and the spreadsheet. */
function FileStep({ file, error, onFile, onError }: { file: File | null; error: string | null; onFile: (file: File | null) => void; onError: (message: string) => void }) {
  const { t } = useTranslation('users');
  const language = useLanguage();
  const reject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    onError(code === 'file-too-large' ? t('importUsers.drop.tooLarge', { size: IMPORT_MAX_FILE_MB }) : t('importUsers.drop.wrongType'));
  };
  return (
    <>
      <SpreadsheetTemplateCard
        title={t('importUsers.template.title')}
        hint={t('importUsers.template.hint')}
        downloadLabel={t('importUsers.template.download')}
        download={async () => {
          const template = await downloadUsersImportTemplate();
          downloadBlob(template.blob, template.fileName ?? `${translate('imports.templateTitle', language)}.xlsx`);
        }}
        testId="user-import-template"
      />
      <SpreadsheetDrop
        accept={SPREADSHEET_TYPES}
        maxSize={MAX_BYTES}
        file={file}
        onFile={onFile}
        onReject={reject}
        texts={{
          idle: t('importUsers.drop.idle'),
          accept: t('importUsers.drop.accept'),
          reject: t('importUsers.drop.reject', { size: IMPORT_MAX_FILE_MB }),
          hint: t('importUsers.drop.hint', { size: IMPORT_MAX_FILE_MB, rows: formatNumber(IMPORT_MAX_ROWS, language) }),
          remove: t('importUsers.drop.remove'),
        }}
        showSize
        error={error}
        errorTitle={t('importUsers.validateFailed')}
        testId="user-import"
      />
    </>
  );
}

/** Step 2: the validation report. */
function ReportStep({ report, sendEmail, onSendEmail, onChooseAnother }: { report: ValidateBatchResponse; sendEmail: boolean; onSendEmail: (value: boolean) => void; onChooseAnother: () => void }) {
  const { t } = useTranslation('users');
  const canOpenHistory = useCanOpenImportHistory();
  const errorReport = useErrorReportDownload();
  const hasErrors = !report.podeImportar;

  return (
    <>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconFileSpreadsheet size={18} color="var(--mantine-color-teal-6)" style={{ flexShrink: 0 }} />
        <Text size="sm" fw={600} truncate data-testid="user-import-report-file">
          {report.nomeArquivo}
        </Text>
      </Group>
      <SimpleGrid cols={3} spacing="sm" data-testid="user-import-summary">
        <Stat label={t('importUsers.report.total')} value={report.totalLinhas} testId="user-import-total" />
        <Stat label={t('importUsers.report.valid')} value={report.linhasValidas} color="teal" testId="user-import-valid" />
        <Stat label={t('importUsers.report.withErrors')} value={report.linhasComErro} color="red" testId="user-import-invalid" />
      </SimpleGrid>

      {hasErrors ? (
        <>
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('importUsers.report.invalidTitle')} data-testid="user-import-invalid-alert">
            {t('importUsers.report.invalid')}
          </Alert>
          {report.erros.length > 0 && (
            <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
              <Table striped highlightOnHover stickyHeader withTableBorder verticalSpacing={6} fz="sm" data-testid="user-import-errors">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={72}>{t('importUsers.report.row')}</Table.Th>
                    <Table.Th w={170}>{t('importUsers.report.column')}</Table.Th>
                    <Table.Th>{t('importUsers.report.message')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.erros.map((error, index) => (
                    <Table.Tr key={`${error.linha ?? 'file'}-${error.coluna ?? ''}-${index}`} data-testid="user-import-error">
                      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }} fw={600}>
                        {error.linha ?? t('importUsers.report.wholeFile')}
                      </Table.Td>
                      <Table.Td>{error.coluna ?? '—'}</Table.Td>
                      <Table.Td>{error.mensagem}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          )}
          {(report.erros.length >= IMPORT_REPLY_MAX_ERRORS || canOpenHistory) && (
            <Group justify="space-between" gap="sm">
              <Text size="xs" c="dimmed">
                {report.erros.length >= IMPORT_REPLY_MAX_ERRORS ? t('importUsers.report.truncated', { count: report.erros.length }) : null}
              </Text>
              {canOpenHistory && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  color="red"
                  leftSection={<IconFileDownload size={16} />}
                  loading={errorReport.busyId === report.id}
                  onClick={() => void errorReport.download(report)}
                  data-testid="user-import-error-report"
                >
                  {t('importUsers.report.downloadReport')}
                </Button>
              )}
            </Group>
          )}
        </>
      ) : (
        <>
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title={t('importUsers.report.validTitle')} data-testid="user-import-valid-alert">
            {t('importUsers.report.valid', { count: report.linhasValidas })}
          </Alert>
          <Checkbox
            checked={sendEmail}
            onChange={(event) => onSendEmail(event.currentTarget.checked)}
            label={t('importUsers.sendEmail')}
            description={t('importUsers.sendEmailHint')}
            data-testid="user-import-send-email"
          />
          <Anchor component="button" type="button" size="sm" onClick={onChooseAnother} w="fit-content" data-testid="user-import-choose-another">
            {t('importUsers.report.chooseAnother')}
          </Anchor>
        </>
      )}
    </>
  );
}

type FinishedStatus = 'Concluido' | 'ConcluidoComErros' | 'Falhou';
const RESULT: Record<FinishedStatus, { color: string; icon: ReactNode; title: string }> = {
  Concluido: { color: 'teal', icon: <IconCircleCheck size={38} stroke={1.5} />, title: 'importUsers.progress.doneTitle' },
  ConcluidoComErros: { color: 'orange', icon: <IconAlertTriangle size={38} stroke={1.5} />, title: 'importUsers.progress.partialTitle' },
  Falhou: { color: 'red', icon: <IconCircleX size={38} stroke={1.5} />, title: 'importUsers.progress.failedTitle' },
};
const isFinished = (status: Import['status']): status is FinishedStatus => status in RESULT;

/** Step 3: the running import, read again every second, and its outcome. */
function ProgressStep({ imp, onClose }: { imp: Import; onClose: () => void }) {
  const { t } = useTranslation('users');
  const language = useLanguage();
  const canOpenHistory = useCanOpenImportHistory();
  const running = isRunningImport(imp.status);
  const percent = imp.totalLinhas > 0 ? Math.min(100, Math.round((imp.processadas / imp.totalLinhas) * 100)) : 0;
  const outcome = isFinished(imp.status) ? RESULT[imp.status] : null;
  const counts = { imported: formatNumber(imp.importadas, language), total: formatNumber(imp.totalLinhas, language), errors: formatNumber(imp.linhasComErro, language) };

  const title = outcome ? t(outcome.title) : imp.status === 'NaFila' ? t('importUsers.progress.queued') : t('importUsers.progress.running');
  let description = t('importUsers.progress.background');
  if (imp.status === 'Concluido') description = t('importUsers.progress.done', { count: imp.importadas });
  else if (imp.status === 'ConcluidoComErros') description = t('importUsers.progress.partial', { ...counts, count: imp.linhasComErro });
  else if (imp.status === 'Falhou') description = t('importUsers.progress.failed', counts);

  return (
    <Stack gap="lg" data-testid="user-import-result" data-status={imp.status}>
      <ImportSteps step="import" done={!running} />
      <ResultState
        icon={outcome ? outcome.icon : <Loader size={34} />}
        color={outcome ? outcome.color : 'brand'}
        title={<span data-testid="user-import-result-title">{title}</span>}
        description={description}
      >
        <Stack gap={6} w="100%" maw={420}>
          <Progress
            value={running ? percent : 100}
            color={outcome?.color ?? 'brand'}
            size="lg"
            radius="xl"
            animated={running}
            striped={running}
            aria-label={t('importUsers.steps.import')}
            data-testid="user-import-progress"
            data-value={percent}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="user-import-progress-text">
              {t('importUsers.progress.rows', { done: formatNumber(imp.processadas, language), total: formatNumber(imp.totalLinhas, language) })}
            </Text>
            <Badge variant="light" color={outcome?.color ?? 'brand'} radius="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {percent}%
            </Badge>
          </Group>
        </Stack>
      </ResultState>
      <Group justify="flex-end" gap="sm">
        {canOpenHistory && (
          <Button component={Link} to={IMPORT_HISTORY_PATH} variant="default" leftSection={<IconHistory size={18} />} onClick={onClose} data-testid="user-import-history">
            {t('importUsers.progress.history')}
          </Button>
        )}
        <Button onClick={onClose} data-testid="user-import-close">
          {t('importUsers.progress.close')}
        </Button>
      </Group>
    </Stack>
  );
}

type UserImportModalProps = { opened: boolean; onClose: () => void };

/**
 * "Importar usuários" (3-admin §7 Usuario validate/batch, import/batch/{id}): the template, the spreadsheet checked
 * by the server row by row (nothing is written while a row is wrong), then the import as a background job followed
 * every second until it finishes; the users list is read again at the end.
 */
export function UserImportModal({ opened, onClose }: UserImportModalProps) {
  const { t } = useTranslation('users');
  const validate = useValidateUsersBatchMutation();
  const start = useStartUsersImportMutation();
  const refreshAfterImport = useRefreshAfterImport();
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [report, setReport] = useState<ValidateBatchResponse | null>(null);
  const [sendEmail, setSendEmail] = useState(true);
  const [importId, setImportId] = useState<string | null>(null);
  const progress = useUsersImport(importId);
  const imp = progress.data ?? null;

  // once the job has finished: the users list and the history are read again (and a toast if the dialog was closed)
  const finished = useRef<string | null>(null);
  useEffect(() => {
    if (!imp || isRunningImport(imp.status) || finished.current === imp.id) return;
    finished.current = imp.id;
    refreshAfterImport();
    if (opened) return;
    if (imp.status === 'Concluido') notifySuccess(t('importUsers.progress.done', { count: imp.importadas }), { title: t('importUsers.progress.doneTitle') });
    else notifyWarning(t(imp.status === 'Falhou' ? 'importUsers.progress.failedTitle' : 'importUsers.progress.partialTitle'));
  }, [imp, opened, refreshAfterImport, t]);

  const chooseFile = (next: File | null) => {
    setFile(next);
    setFileError(null);
  };

  const backToFile = () => {
    setStep('file');
    setFile(null);
    setFileError(null);
    setReport(null);
  };

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (step === 'file') {
      if (!file) {
        setFileError(t('importUsers.drop.required'));
        return;
      }
      try {
        const reply = await validate.mutateAsync(file);
        setReport(reply);
        setSendEmail(true);
        setStep('report');
      } catch (failure) {
        setFileError(errorMessage(failure));
      }
      return;
    }
    if (!report) return;
    if (!report.podeImportar) {
      backToFile();
      return;
    }
    try {
      const started = await start.mutateAsync({ id: report.id, enviarEmail: sendEmail });
      setImportId(started.id);
      setStep('import');
    } catch (failure) {
      notifyError(failure);
    }
  };

  const submitLabel =
    step === 'file'
      ? t('importUsers.validate')
      : report?.podeImportar
        ? t('importUsers.import', { count: report.linhasValidas })
        : t('importUsers.report.sendAnother');

  return (
    <>
      <FormModal
        opened={opened && step !== 'import'}
        onClose={onClose}
        icon={<IconFileUpload size={20} />}
        title={t('importUsers.title')}
        description={t('importUsers.description')}
        onSubmit={(event) => void submit(event)}
        submitting={validate.isPending || start.isPending}
        submitLabel={submitLabel}
        size={720}
        testId="user-import-modal"
      >
        <ImportSteps step={step} />
        {step === 'file' && <FileStep file={file} error={fileError} onFile={chooseFile} onError={setFileError} />}
        {step === 'report' && report && <ReportStep report={report} sendEmail={sendEmail} onSendEmail={setSendEmail} onChooseAnother={backToFile} />}
      </FormModal>
      <Modal
        opened={opened && step === 'import'}
        onClose={onClose}
        centered
        radius="lg"
        size={560}
        padding="xl"
        withCloseButton={false}
        // the name goes on the dialog itself (an aria-label on the Modal lands on its role-less wrapper)
        attributes={{ content: { 'data-testid': 'user-import-progress-modal', 'aria-label': t('importUsers.title') } }}
      >
        {imp && <ProgressStep imp={imp} onClose={onClose} />}
      </Modal>
    </>
  );
}
