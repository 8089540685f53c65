import { Badge, Loader, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportStatus } from '@plataforma/shared/imports';
import { isRunningImport } from '../api/imports.ts';

export const IMPORT_STATUS_COLOR: Readonly<Record<ImportStatus, MantineColor>> = {
  Validado: 'blue',
  Invalido: 'red',
  NaFila: 'gray',
  Processando: 'cyan',
  Concluido: 'teal',
  ConcluidoComErros: 'orange',
  Falhou: 'red',
  Descartado: 'gray',
};

/** The status of an import as a coloured badge (a spinner while the job runs). */
export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const { t } = useTranslation('imports');
  return (
    <Badge
      variant="light"
      color={IMPORT_STATUS_COLOR[status]}
      radius="sm"
      tt="none"
      fw={600}
      leftSection={isRunningImport(status) ? <Loader size={10} color={IMPORT_STATUS_COLOR[status]} /> : <span aria-hidden>●</span>}
      data-testid="import-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
