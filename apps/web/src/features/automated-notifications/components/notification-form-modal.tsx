import { Alert, Badge, Button, Divider, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconMailBolt, IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DAYS_MAX,
  DAYS_MIN,
  NOTIFICATION_EVENTS,
  NOTIFICATION_NAME_MAX,
  NOTIFICATION_SUBJECT_MAX,
  PLACEHOLDERS_OF,
  SENDING_INTERVALS,
  notificationInputSchema,
  templateProblem,
  type AutomatedNotification,
  type NotificationEvent,
  type SendingInterval,
} from '@plataforma/shared/automated-notifications';
import { CountedTextInput } from '../../../components/counted-input.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useHasPermission } from '../../../lib/session.ts';
import { useRecordForm } from '../../../lib/use-record-form.ts';
import { useSaveNotificationMutation, useSegmentationOptions, useSendTestEmailMutation } from '../api.ts';

type Values = {
  name: string;
  condition: string;
  eventType: NotificationEvent;
  sendingInterval: SendingInterval;
  daysSubmit: number | null;
  daysNoAccess: number | null;
  copyManager: boolean;
  additionalRecipient: string;
  subject: string;
  template: string;
  segmentacaoIds: string[];
  active: boolean;
};

const EMPTY: Values = {
  name: '',
  condition: '',
  eventType: 'NaoAcessouPlataforma',
  sendingInterval: 'Semanalmente',
  daysSubmit: null,
  daysNoAccess: 30,
  copyManager: false,
  additionalRecipient: '',
  subject: '',
  template: '',
  segmentacaoIds: [],
  active: true,
};

const toValues = (n: AutomatedNotification): Values => ({
  name: n.name,
  condition: n.condition ?? '',
  eventType: n.eventType,
  sendingInterval: n.sendingInterval,
  daysSubmit: n.daysSubmit,
  daysNoAccess: n.daysNoAccess,
  copyManager: n.copyManager,
  additionalRecipient: n.additionalRecipient ?? '',
  subject: n.subject,
  template: n.template,
  segmentacaoIds: n.segmentacaoIds,
  active: n.active,
});

type Props = { opened: boolean; onClose: () => void; notification: AutomatedNotification | null };

/**
 * Create or edit an automated notification (3-admin §3): event with its days, interval, audience (segmentations,
 * the direct manager in copy, an additional recipient), and the subject and message with the placeholders the event
 * fills — clicking one inserts it where the cursor is; an unknown one is named at once. 'Send test e-mail' sends
 * what is being edited, with sample values.
 */
export function NotificationFormModal({ opened, onClose, notification }: Props) {
  const { t } = useTranslation('automated-notifications');
  const save = useSaveNotificationMutation();
  const sendTest = useSendTestEmailMutation();
  const canSegment = useHasPermission('Segmentações');
  const segmentations = useSegmentationOptions(opened && canSegment);
  const templateRef = useRef<HTMLTextAreaElement>(null);
  const [testEmail, setTestEmail] = useState('');
  const { form, submit } = useRecordForm<AutomatedNotification, Values, AutomatedNotification>({
    opened,
    record: notification,
    toValues,
    empty: EMPTY,
    schema: notificationInputSchema,
    save: (values, record) => save.mutateAsync({ id: record?.id, body: values }),
    onClose,
  });
  const v = form.values;
  const problemOf = (text: string) => {
    const problem = templateProblem(text, v.eventType);
    if (!problem) return null;
    const key = problem.reason === 'unknown' ? 'unknownPlaceholder' : 'placeholderNotForEvent';
    return t(`messages:automatedNotifications.${key}`, { placeholder: `{{${problem.placeholder}}}`, interpolation: { escapeValue: false } });
  };
  const subjectProblem = problemOf(v.subject);
  const templateProblemText = problemOf(v.template);

  const insert = (name: string) => {
    const token = `{{${name}}}`;
    const el = templateRef.current;
    const start = el?.selectionStart ?? v.template.length;
    const end = el?.selectionEnd ?? v.template.length;
    form.setFieldValue('template', v.template.slice(0, start) + token + v.template.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const onSendTest = async () => {
    try {
      const reply = await sendTest.mutateAsync({ email: testEmail.trim() || null, assunto: v.subject, body: v.template, evento: v.eventType });
      notifySuccess(t('testEmailSent', { email: reply.email }));
    } catch (error) {
      applyApiErrors({ setFieldError: (field, message) => form.setFieldError(field === 'assunto' ? 'subject' : field === 'body' ? 'template' : field, message) }, error);
      notifyError(error, t('messages:automatedNotifications.testEmailError'));
    }
  };

  const segmentationData = (segmentations.data ?? []).map((s) => ({ value: s.id, label: s.nome }));
  // Ids of the rule the list does not show (inactive ones) keep a label.
  for (const id of v.segmentacaoIds) if (!segmentationData.some((o) => o.value === id)) segmentationData.push({ value: id, label: id.slice(0, 8) });
  const daysField = v.eventType === 'NaoAcessouPlataforma' ? 'daysNoAccess' : 'daysSubmit';

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      icon={<IconMailBolt size={20} />}
      title={t(notification ? 'editTitle' : 'createTitle')}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={t(notification ? 'actions.save' : 'actions.create')}
      size="xl"
      testId="notification-form"
    >
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <CountedTextInput
            label={t('fields.name')}
            placeholder={t('namePlaceholder')}
            withAsterisk
            maxLength={NOTIFICATION_NAME_MAX}
            data-autofocus
            style={{ flex: '1 1 260px' }}
            {...form.getInputProps('name')}
            data-testid="notification-name"
          />
          <Switch label={t('fields.active')} mb={8} {...form.getInputProps('active', { type: 'checkbox' })} data-testid="notification-active" />
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('fields.eventType')}
            withAsterisk
            allowDeselect={false}
            data={NOTIFICATION_EVENTS.map((e) => ({ value: e, label: t(`events.${e}`) }))}
            description={t(`eventHints.${v.eventType}`)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('eventType')}
            data-testid="notification-event"
          />
          <NumberInput
            label={t(v.eventType === 'NaoAcessouPlataforma' ? 'fields.daysNoAccess' : v.eventType === 'NaoIniciouCursoTrilha' ? 'fields.daysSubmitStart' : 'fields.daysSubmitExpiry')}
            withAsterisk
            min={DAYS_MIN}
            max={DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={v[daysField] ?? ''}
            onChange={(value) => form.setFieldValue(daysField, typeof value === 'number' ? value : null)}
            error={form.errors[daysField]}
            data-testid="notification-days"
          />
          <Select
            label={t('fields.sendingInterval')}
            withAsterisk
            allowDeselect={false}
            data={SENDING_INTERVALS.map((i) => ({ value: i, label: t(`intervals.${i}`) }))}
            description={t('intervalHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('sendingInterval')}
            data-testid="notification-interval"
          />
          {canSegment ? (
            <MultiSelect
              label={t('fields.segmentacaoIds')}
              data={segmentationData}
              searchable
              clearable
              description={v.segmentacaoIds.length === 0 ? t('audienceAll') : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.getInputProps('segmentacaoIds')}
              data-testid="notification-segmentations"
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('segmentationsLocked')}
            </Text>
          )}
          <TextInput
            label={t('fields.additionalRecipient')}
            type="email"
            placeholder="rh@empresa.com"
            {...form.getInputProps('additionalRecipient')}
            data-testid="notification-additional"
          />
          <Switch label={t('fields.copyManager')} mt={{ base: 0, sm: 30 }} {...form.getInputProps('copyManager', { type: 'checkbox' })} data-testid="notification-copy-manager" />
        </SimpleGrid>

        <TextInput label={t('fields.condition')} {...form.getInputProps('condition')} data-testid="notification-condition" />

        <Divider />
        <TextInput
          label={t('fields.subject')}
          withAsterisk
          maxLength={NOTIFICATION_SUBJECT_MAX}
          {...form.getInputProps('subject')}
          error={form.errors.subject ?? subjectProblem}
          data-testid="notification-subject"
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('placeholders.title')}
          </Text>
          <Group gap={6} data-testid="notification-placeholders">
            {PLACEHOLDERS_OF[v.eventType].map((name) => (
              <Tooltip key={name} label={t(`placeholders.${name}`)} withArrow>
                <Badge
                  component="button"
                  type="button"
                  variant="light"
                  radius="sm"
                  tt="none"
                  style={{ cursor: 'pointer' }}
                  onClick={() => insert(name)}
                  aria-label={`${t(`placeholders.${name}`)}: {{${name}}}`}
                  data-testid={`placeholder-${name}`}
                >
                  {`{{${name}}}`}
                </Badge>
              </Tooltip>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {t('placeholders.hint')}
          </Text>
        </Stack>
        <Textarea
          ref={templateRef}
          label={t('fields.template')}
          withAsterisk
          autosize
          minRows={6}
          maxRows={14}
          {...form.getInputProps('template')}
          error={form.errors.template ?? templateProblemText}
          data-testid="notification-template"
        />

        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} p="sm">
          <Stack gap="xs">
            <Text size="sm">{t('testHint')}</Text>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t('fields.testEmail')}
                placeholder={t('testEmailPlaceholder')}
                type="email"
                value={testEmail}
                onChange={(e) => setTestEmail(e.currentTarget.value)}
                style={{ flex: '1 1 220px' }}
                data-testid="notification-test-email"
              />
              <Button
                variant="light"
                leftSection={<IconSend size={16} />}
                loading={sendTest.isPending}
                disabled={!v.subject.trim() || !v.template.trim() || Boolean(subjectProblem || templateProblemText)}
                onClick={() => void onSendTest()}
                data-testid="notification-send-test"
              >
                {t('actions.sendTest')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Stack>
    </FormModal>
  );
}
