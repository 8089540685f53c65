import { Alert, Button, Center, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Midia } from '@plataforma/shared/content';

/** The public view of an object (2-learner §2 /view/{id}), opened by its QR code without signing in. */
export const publicViewUrl = (midiaId: string, origin = window.location.origin) => `${origin}/view/${midiaId}`;

/** QR code and public link of an object whose QR code is on (3-admin §3 'QR code'). */
export function ShareModal({ midia, onClose }: { midia: Midia | null; onClose(): void }) {
  const { t } = useTranslation('content');
  const canvas = useRef<HTMLCanvasElement>(null);
  const url = midia ? publicViewUrl(midia.id) : '';

  const download = () => {
    if (!canvas.current || !midia) return;
    const link = document.createElement('a');
    link.href = canvas.current.toDataURL('image/png');
    link.download = `qrcode-${midia.objectCode ?? midia.id}.png`;
    link.click();
  };

  return (
    <Modal opened={midia !== null} onClose={onClose} title={t('repository.share.title')} size={480} centered>
      {midia && (
        <Stack gap="md" data-testid="midia-share">
          <Text size="sm" c="dimmed">
            {t('repository.share.description')}
          </Text>
          {!midia.active && (
            <Alert color="yellow" variant="light">
              {t('repository.share.inactive')}
            </Alert>
          )}
          <Center>
            <QRCodeCanvas ref={canvas} value={url} size={224} marginSize={2} title={midia.nome} data-testid="midia-share-qr" />
          </Center>
          <TextInput label={t('repository.share.link')} value={url} readOnly data-testid="midia-share-link" onFocus={(e) => e.currentTarget.select()} />
          <Group justify="space-between">
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="light" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
                  {copied ? t('repository.share.copied') : t('repository.share.copy')}
                </Button>
              )}
            </CopyButton>
            <Button leftSection={<IconDownload size={16} />} onClick={download}>
              {t('repository.share.download')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
