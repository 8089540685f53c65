import { useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { i18n } from './i18n.ts';
import { applyApiErrors } from './form-errors.ts';
import { notifyError, notifySuccess } from './notify.ts';
import { zodFormValidator } from './zod-form.ts';

export type RecordFormOptions<R, V extends Record<string, unknown>, Reply> = {
  /** Whether the dialog is open: each opening fills the form again. */
  opened: boolean;
  /** The record edited, or null to create one. */
  record: R | null;
  /** The values of the record being edited; null while they load (the form waits). */
  toValues: (record: R) => V | null;
  empty: V;
  schema: z.ZodType;
  save: (values: V, record: R | null) => Promise<Reply>;
  onClose: () => void;
  /** The field a 409 without a field is shown on (e.g. a duplicate name). */
  conflictField?: string;
  /** More to say after 'cadastrado'/'atualizado com sucesso' (e.g. what the change caused). */
  savedDetail?: (reply: Reply) => string | null;
};

/**
 * The form of an admin record's create or edit dialog: filled with the record's values (or the empty ones) each time
 * the dialog opens, with its dirty state and errors cleared; `submit` saves, says the record was created or updated,
 * and closes — or puts the server's field errors on their fields (a 409 on `conflictField`) and shows the failure.
 */
export function useRecordForm<R, V extends Record<string, unknown>, Reply = unknown>(options: RecordFormOptions<R, V, Reply>) {
  const { opened, record, empty } = options;
  const latest = useRef(options);
  latest.current = options;
  const form: UseFormReturnType<V> = useForm<V>({ initialValues: empty, validate: zodFormValidator(options.schema) });
  const { setValues, resetDirty, clearErrors } = form;
  const values = record ? options.toValues(record) : empty;
  const ready = values !== null;

  useEffect(() => {
    if (!opened || !ready) return;
    const current = latest.current;
    const next = current.record ? current.toValues(current.record) : current.empty;
    if (!next) return;
    setValues(next);
    resetDirty(next);
    clearErrors();
    // filled again only when the dialog opens, another record is edited or its values arrive
  }, [opened, ready, record, setValues, resetDirty, clearErrors]);

  const submit = form.onSubmit(async (submitted) => {
    const current = latest.current;
    try {
      const reply = await current.save(submitted as V, current.record);
      const saved = i18n.t(current.record ? 'messages:records.updated' : 'messages:records.created');
      const detail = current.savedDetail?.(reply);
      notifySuccess(detail ? `${saved} ${detail}` : saved);
      current.onClose();
    } catch (error) {
      applyApiErrors(form, error, current.conflictField);
      notifyError(error);
    }
  });

  return { form, submit, ready };
}
