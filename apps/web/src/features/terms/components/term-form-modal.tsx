import { Alert, Button, Center, Loader, Radio, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFileText, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TERM_NAME_MAX, TERM_TYPES, termInputSchema, type Term, type TermListItem, type UpdateTermResponse } from '@plataforma/shared/terms';
import { CountedTextInput } from '../../../components/counted-input.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useSaveTermMutation, useTerm } from '../api.ts';

type Values = { nome: string; conteudo: string; tipo: (typeof TERM_TYPES)[number] };
const EMPTY: Values = { nome: '', conteudo: '', tipo: 'Learning' };

type TermFormModalProps = { opened: boolean; onClose: () => void; term: TermListItem | null };

/**
 * Create or edit a term of use: name (max 100), type (Platform or Learning, with what each means) and the content
 * in a rich text editor. Editing loads the whole term first; the platform's term keeps its type, and a changed content
 * is said to ask again everyone who accepted it.
 */
export function TermFormModal({ opened, onClose, term }: TermFormModalProps) {
  const { t } = useTranslation('terms');
  const save = useSaveTermMutation();
  const loaded = useTerm(opened && term ? term.id : null);
  const { form, submit, ready } = useRecordForm<TermListItem, Values, Term | UpdateTermResponse>({
    opened,
    record: term,
    toValues: () => (loaded.data ? { nome: loaded.data.nome, conteudo: loaded.data.conteudo, tipo: loaded.data.tipo } : null),
    empty: EMPTY,
    schema: termInputSchema,
    save: (body, record) => save.mutateAsync({ id: record?.id, body }),
    onClose,
    conflictField: 'nome',
    savedDetail: (reply) => {
      const again = 'aceitesRedefinidos' in reply ? reply.aceitesRedefinidos : 0;
      return again > 0 ? t('reaccept', { count: again }) : null;
    },
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      icon={<IconFileText size={20} />}
      title={t(term ? 'editTitle' : 'createTitle')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t(term ? 'actions.save' : 'actions.create')}
      size="xl"
      testId="term-form"
    >
      {loaded.error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="term-load-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(loaded.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void loaded.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !ready ? (
        <Center mih={240}>
          <Loader />
        </Center>
      ) : (
        <Stack gap="md">
          <CountedTextInput
            label={t('fields.nome')}
            placeholder={t('namePlaceholder')}
            withAsterisk
            maxLength={TERM_NAME_MAX}
            data-autofocus
            {...form.getInputProps('nome')}
            data-testid="term-nome"
          />
          <Radio.Group label={t('fields.tipo')} withAsterisk {...form.getInputProps('tipo')} data-testid="term-tipo">
            <Stack gap="xs" mt={6}>
              {TERM_TYPES.map((tipo) => (
                <Radio
                  key={tipo}
                  value={tipo}
                  label={t(`tipos.${tipo}`)}
                  description={t(`tipoHints.${tipo}`)}
                  disabled={term?.termoDaPlataforma && tipo !== 'Platform'}
                  data-testid={`term-tipo-${tipo}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          {term?.termoDaPlataforma && (
            <Text size="sm" c="dimmed">
              {t('platformLocked')}
            </Text>
          )}
          <RichTextEditor
            label={t('fields.conteudo')}
            withAsterisk
            value={form.values.conteudo}
            onChange={(html) => form.setFieldValue('conteudo', html)}
            error={form.errors.conteudo as string | undefined}
            testId="term-conteudo"
          />
          {term && (
            <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} data-testid="term-reaccept-warning">
              {t('reacceptWarning')}
            </Alert>
          )}
        </Stack>
      )}
    </FormModal>
  );
}
