import { Center, Loader, Modal, Text, type MantineColor, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { ModalTitle } from '../modal-title.tsx';
import { Wizard, type WizardProps } from './wizard.tsx';
import { dialogAttributes } from '../../lib/dialog-attributes.ts';

/**
 * The create/edit modal of the admin records built in steps (contracts, repository objects, courses and trails,
 * assessments): a title with the record's icon, title and description, a loader (or the load error) while the record
 * being edited arrives, then the <Wizard>.
 *
 *   <WizardModal
 *     opened={opened}
 *     onClose={onClose}
 *     size={1000}
 *     icon={<IconFileCertificate size={20} />}
 *     title={t(record ? 'editTitle' : 'createTitle')}
 *     description={record ? record.nome : t('createDescription')}
 *     testId="contract-form"
 *     editingId={record?.id}
 *     loading={Boolean(recordId && !record)}
 *     loadError={query.error ? t('loadError') : null}
 *     form={form}
 *     steps={steps}
 *     onFinish={finish}
 *     finishLabel={t(record ? 'actions.save' : 'actions.create')}
 *     wizardTestId="contract-wizard"
 *   />
 *
 * Editing (`editingId` set) lets the step indicator open any step and shows the finish button on every step; creating
 * keeps the 'visited' navigation. The wizard starts afresh when the edited record changes (or a new one is created).
 * Cancel closes the modal. `testId` goes on the modal's content; `wizardTestId` is the wizard's `testId`.
 */
export type WizardModalProps = Omit<WizardProps, 'onCancel' | 'stepNavigation' | 'finishFromAnyStep' | 'testId'> & {
  opened: boolean;
  onClose: () => void;
  size: MantineSize | number;
  icon: ReactNode;
  iconColor?: MantineColor;
  title: ReactNode;
  /** Shown beside the title (badges). */
  titleExtra?: ReactNode;
  description: ReactNode;
  testId: string;
  wizardTestId: string;
  /** The id of the record being edited; empty when creating. */
  editingId?: string | null;
  /** The record to edit is still on its way: a loader (or `loadError`) stands in for the wizard. */
  loading?: boolean;
  loadError?: string | null;
};

export function WizardModal({
  opened,
  onClose,
  size,
  icon,
  iconColor,
  title,
  titleExtra,
  description,
  testId,
  wizardTestId,
  editingId,
  loading = false,
  loadError,
  ...wizard
}: WizardModalProps) {
  const editing = Boolean(editingId);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size={size}
      closeOnClickOutside={false}
      title={<ModalTitle title={title} description={description} icon={icon} iconColor={iconColor} extra={titleExtra} />}
      attributes={dialogAttributes({ 'data-testid': testId })}
    >
      {opened && loading ? (
        <Center mih={240}>{loadError ? <Text c="red">{loadError}</Text> : <Loader />}</Center>
      ) : (
        opened && (
          <Wizard
            key={editing ? `edit-${editingId}` : 'new'}
            {...wizard}
            onCancel={onClose}
            stepNavigation={editing ? 'all' : 'visited'}
            finishFromAnyStep={editing}
            testId={wizardTestId}
          />
        )
      )}
    </Modal>
  );
}
