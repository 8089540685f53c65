import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportFileName, translate, type Language } from '@plataforma/shared';
import type { Import } from '@plataforma/shared/imports';
import { downloadBlob } from '../../../components/data-table/index.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { getImportErrorReport } from '../api/imports.ts';

/**
 * The error report's file name when the server gives none: 'erros-importacao-<spreadsheet>' with the date and time
 * ('erros-importacao-colaboradores_21-11-2026_14-05-09.xlsx'), in the interface language, as the server names it.
 */
export const errorReportFileName = (nomeArquivo: string, language: Language, now = new Date()): string =>
  exportFileName(`${translate('imports.reportTitle', language)}-${nomeArquivo.replace(/\.(xlsx?|XLSX?)$/, '')}`, now, 'xlsx');

/** Downloads GET importacao/{id}/erros and saves it; `busyId` is the import being downloaded. */
export function useErrorReportDownload() {
  const { t } = useTranslation('imports');
  const language = useLanguage();
  const [busyId, setBusyId] = useState<string | null>(null);
  const download = async (imp: Pick<Import, 'id' | 'nomeArquivo'>) => {
    setBusyId(imp.id);
    try {
      const file = await getImportErrorReport(imp.id);
      downloadBlob(file.blob, file.fileName ?? errorReportFileName(imp.nomeArquivo, language));
      notifySuccess(t('errorReport.done'));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusyId(null);
    }
  };
  return { download, busyId };
}
