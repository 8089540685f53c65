import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyWarning } from '../../../lib/notify.ts';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import { useItemDetail } from '../hooks/use-item-detail.ts';
import { useItemDialog } from '../hooks/use-item-dialog.ts';
import { ContentDetailView, DETAIL_DIALOG_WIDTH } from './content-detail.tsx';
import { MEDIA_DIALOG_WIDTH, MediaDetailView } from './media-detail.tsx';

/**
 * The item dialog of a learner page (2-learner §2 overlays, §4 Item view), opened by `?view=<encodedTypeAndId>`:
 * while the detail loads for the first time a loading dialog that cannot be closed; then the course / trail detail
 * (1280 wide) or the media dialog (1820 wide); a failure shows its message with a close button. A `view` that names
 * no item shows 'Attention: resource unavailable'.
 */
export function ItemDialogHost() {
  const { t } = useTranslation('learner');
  const { ref, invalid, close } = useItemDialog();
  const { status, data, error } = useItemDetail(ref);
  // the dialog mounts already open (from the address), so the focus goes back to the card by hand
  useReturnFocus(Boolean(ref));

  useEffect(() => {
    if (!invalid) return;
    notifyWarning(t('detail.unavailable'), { id: 'learner-item-unavailable' });
    close();
  }, [invalid, close, t]);

  if (!ref) return null;
  if (status === 'loading') {
    return (
      <Modal opened onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} centered size="sm" radius="lg" data-testid="item-loading">
        <Group gap="md" py="md" justify="center">
          <Loader size="md" />
          <Text fw={500}>{t('detail.loading')}</Text>
        </Group>
      </Modal>
    );
  }
  if (status === 'error' || !data) {
    return (
      <Modal opened onClose={close} centered size="md" radius="lg" title={t('detail.unavailable')} data-testid="item-error">
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
            {errorMessage(error, t('detail.loadError'))}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('detail.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  const isMedia = data.kind === 'midia';
  // the compound form names the dialog itself (role="dialog") with the item's title; the simple Modal's aria-label
  // would land on its wrapper and leave the dialog without a name
  return (
    <Modal.Root
      opened
      onClose={close}
      size={`min(${isMedia ? MEDIA_DIALOG_WIDTH : DETAIL_DIALOG_WIDTH}px, 95vw)`}
      padding={0}
      radius="lg"
      centered
      data-testid="item-dialog"
      data-status={status}
    >
      <Modal.Overlay />
      <Modal.Content aria-label={data.detail.titulo}>
        <Modal.Body>
          {data.kind === 'midia' ? (
            <MediaDetailView key={data.detail.id} detail={data.detail} onClose={close} />
          ) : (
            <ContentDetailView key={data.detail.id} detail={data.detail} refreshing={status === 'cached'} onClose={close} />
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
