import { Alert, Anchor, Button, Center, Checkbox, Group, Image, Loader, Modal, Pagination, ScrollArea, Stack, Text, Title, Typography } from '@mantine/core';
import { IconExternalLink, IconSpeakerphone } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalTitle } from '../../../components/modal-title.tsx';
import { sanitizeHtml } from '../../../components/terms-viewer/index.ts';
import { dialogAttributes } from '../../../lib/dialog-attributes.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useUserCommunication } from '../user-api.ts';

export type CommunicationsPopupProps = {
  opened: boolean;
  /** The communications to show, in order. */
  ids: string[];
  /** Closed: the ids the person chose not to see again. */
  onClose: (hidden: string[]) => void;
};

/**
 * The communications pop-up (1-shell §2 main layout, 2-learner §7): one communication at a time, its posts as pages
 * (title, image, content, link); 'don't show again' hides it for the person (ChangeUserCommunicationStatus/true).
 */
export default function CommunicationsPopup({ opened, ids, onClose }: CommunicationsPopupProps) {
  const { t } = useTranslation('communications');
  const [index, setIndex] = useState(0);
  const [page, setPage] = useState(1);
  const [hidden, setHidden] = useState<string[]>([]);
  const id = ids[index] ?? null;
  const detail = useUserCommunication(opened ? id : null);

  useEffect(() => {
    if (!opened) return;
    setIndex(0);
    setPage(1);
    setHidden([]);
  }, [opened, ids]);

  const posts = detail.data?.postagens ?? [];
  const post = posts[page - 1];
  const last = index >= ids.length - 1;
  const close = () => onClose(hidden);
  const toggleHidden = (checked: boolean) => setHidden((list) => (checked ? [...list, id!] : list.filter((x) => x !== id)));

  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      radius="lg"
      size={720}
      title={<ModalTitle icon={<IconSpeakerphone size={20} />} title={detail.data?.titulo ?? t('popup.title')} description={ids.length > 1 ? t('popup.counter', { index: index + 1, total: ids.length }) : undefined} />}
      attributes={dialogAttributes({ 'data-testid': 'communications-popup' })}
    >
      {detail.isPending ? (
        <Center mih={200}>
          <Loader />
        </Center>
      ) : detail.isError ? (
        <Alert color="red">{errorMessage(detail.error, t('messages:communications.loadError'))}</Alert>
      ) : (
        <Stack gap="md">
          {post && (
            <ScrollArea.Autosize mah="60dvh" type="auto" data-testid="communications-popup-post">
              <Stack gap="sm">
                {post.titulo && (
                  <Title order={3} size="h4">
                    {post.titulo}
                  </Title>
                )}
                {post.linkImagem && <Image src={post.linkImagem} alt={post.titulo ?? ''} radius="md" mah={420} fit="contain" />}
                {post.conteudo && (
                  <Typography fz="sm" lh={1.7} data-testid="communications-popup-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(post.conteudo) }} />
                )}
                {post.link && (
                  <Anchor href={post.link} target="_blank" rel="noopener noreferrer" size="sm">
                    <Group gap={4} component="span">
                      {t('popup.openLink')}
                      <IconExternalLink size={14} aria-hidden />
                    </Group>
                  </Anchor>
                )}
              </Stack>
            </ScrollArea.Autosize>
          )}
          {posts.length > 1 && (
            <Group justify="center">
              <Pagination
                total={posts.length}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': control === 'previous' ? t('popup.previous') : control === 'next' ? t('popup.next') : undefined })}
                data-testid="communications-popup-pages"
              />
            </Group>
          )}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Checkbox label={t('popup.hide')} checked={id !== null && hidden.includes(id)} onChange={(e) => toggleHidden(e.currentTarget.checked)} data-testid="communications-popup-hide" />
            {last ? (
              <Button onClick={close} data-testid="communications-popup-close">
                {t('popup.close')}
              </Button>
            ) : (
              <Button
                onClick={() => {
                  setIndex((i) => i + 1);
                  setPage(1);
                }}
                data-testid="communications-popup-next"
              >
                {t('popup.nextCommunication')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
      {posts.length === 0 && !detail.isPending && !detail.isError && (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
    </Modal>
  );
}
