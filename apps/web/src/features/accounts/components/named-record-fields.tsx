import { Paper, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAME_MAX, ACCOUNT_NOTES_MAX } from '@plataforma/shared/accounts';
import { CountedTextInput, CountedTextarea } from '../../../components/counted-input.tsx';

export type NamedRecordValues = { nome: string; ativo: boolean; observacao: string };

type NamedRecordFieldsProps<V extends NamedRecordValues> = {
  form: UseFormReturnType<V>;
  namePlaceholder: string;
  notesPlaceholder: string;
  testIdPrefix: string;
};

/** Name (counter, max 100), notes (counter, max 500) and the active switch of a department or job title. */
export function NamedRecordFields<V extends NamedRecordValues>({ form, namePlaceholder, notesPlaceholder, testIdPrefix }: NamedRecordFieldsProps<V>) {
  const { t } = useTranslation('accounts');
  const typed = form as unknown as UseFormReturnType<NamedRecordValues>;
  return (
    <>
      <CountedTextInput
        label={t('fields.nome')}
        placeholder={namePlaceholder}
        withAsterisk
        maxLength={ACCOUNT_NAME_MAX}
        data-autofocus
        {...typed.getInputProps('nome')}
        data-testid={`${testIdPrefix}-nome`}
      />
      <CountedTextarea
        label={t('fields.observacao')}
        placeholder={notesPlaceholder}
        maxLength={ACCOUNT_NOTES_MAX}
        autosize
        minRows={3}
        maxRows={6}
        {...typed.getInputProps('observacao')}
        data-testid={`${testIdPrefix}-observacao`}
      />
      <Paper withBorder radius="md" p="sm">
        <Switch
          label={
            <Text size="sm" fw={500}>
              {t('fields.ativoSwitch')}
            </Text>
          }
          description={t('fields.ativoHint')}
          {...typed.getInputProps('ativo', { type: 'checkbox' })}
          data-testid={`${testIdPrefix}-ativo`}
        />
      </Paper>
    </>
  );
}
