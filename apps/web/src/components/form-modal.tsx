import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalTitle } from './modal-title.tsx';
import { dialogAttributes } from '../lib/dialog-attributes.ts';

type FormModalProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** The form's submit handler (e.g. `form.onSubmit(save)`). */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitting?: boolean;
  submitLabel: string;
  children: ReactNode;
  size?: number | string;
  testId?: string;
};

/** The create / edit dialog of an admin record: a header with icon, the fields, and Cancel / Save at the bottom. */
export function FormModal({ opened, onClose, title, description, icon, onSubmit, submitting, submitLabel, children, size = 560, testId = 'form-modal' }: FormModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size={size}
      closeOnClickOutside={!submitting}
      title={<ModalTitle title={title} description={description} icon={icon} />}
      attributes={dialogAttributes({ 'data-testid': testId })}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={submitting} data-testid={`${testId}-submit`}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
