import { useEffect } from 'react';
import { i18n } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';

/** A list that fails to load says so once per failure: 'Erro ao tentar listar certificados externos!' (3-admin §8). */
export function useListErrorToast(error: unknown): void {
  useEffect(() => {
    if (error) notifyError(null, i18n.t('messages:certificadoExterno.listError'), { id: 'external-certificates-list-error' });
  }, [error]);
}
