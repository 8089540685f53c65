import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { issueMessage, type Language } from '@plataforma/shared';
import { getLanguage } from './language.ts';

/**
 * A @mantine/form `validate` function from a shared zod contract: each field gets the same message the server
 * would answer (the shared `issueMessage`: 'Campo obrigatório', 'Máximo de 100 caracteres'...), in the UI language.
 */
export function zodFormValidator<S extends z.ZodType>(schema: S, language: () => Language = getLanguage) {
  return (values: unknown): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!(path in errors)) errors[path] = issueMessage(issue as Parameters<typeof issueMessage>[0], language());
    }
    return errors;
  };
}
