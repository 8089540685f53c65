import { Alert, Badge, Button, Center, Group, Loader, Modal, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hideToggleGroups, type UserCommunication } from '@plataforma/shared/communications';
import { ModalTitle } from '../../../components/modal-title.tsx';
import { dialogAttributes } from '../../../lib/dialog-attributes.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { changeUserCommunicationStatus, PENDING_KEY, USER_COMMUNICATIONS_KEY, useMyCommunications } from '../user-api.ts';

export type CommunicationsListModalProps = { opened: boolean; onClose: () => void; onOpen: (id: string) => void };

/**
 * The user menu's communications (1-shell §2; 3-admin §4 hide toggle): every communication of the person, the hidden
 * ones too, each with a 'hidden' switch; saving sends the changed rows in two groups (true for newly hidden, false for
 * unhidden), then clears the pop-up flag. A row opens in the pop-up.
 */
export default function CommunicationsListModal({ opened, onClose, onOpen }: CommunicationsListModalProps) {
  const { t } = useTranslation('communications');
  const language = useLanguage();
  const client = useQueryClient();
  const list = useMyCommunications(true, opened);
  const [flags, setFlags] = useState<Map<string, boolean>>(new Map());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (list.data) setFlags(new Map(list.data.map((c) => [c.id, c.oculta])));
  }, [list.data]);

  const before = new Map((list.data ?? []).map((c) => [c.id, c.oculta]));
  const changes = hideToggleGroups(before, flags);
  const dirty = changes.ocultar.length + changes.exibir.length > 0;

  const save = async () => {
    setSaving(true);
    try {
      if (changes.ocultar.length) await changeUserCommunicationStatus(true, changes.ocultar);
      if (changes.exibir.length) await changeUserCommunicationStatus(false, changes.exibir);
      // the pending-communications pop-up flag is cleared afterwards (3-admin §4)
      client.setQueryData(PENDING_KEY, { possuiComunicacoes: false, comunicacoes: [] });
      await client.invalidateQueries({ queryKey: [...USER_COMMUNICATIONS_KEY, 'all'] });
      notifySuccess(t('list.saved'));
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  const period = (c: UserCommunication) =>
    c.inicio && c.termino ? t('list.period', { start: formatDate(c.inicio, language), end: formatDate(c.termino, language) }) : c.inicio ? t('list.from', { start: formatDate(c.inicio, language) }) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size={620}
      title={<ModalTitle icon={<IconSpeakerphone size={20} />} title={t('list.title')} description={t('list.description')} />}
      attributes={dialogAttributes({ 'data-testid': 'communications-list' })}
    >
      {list.isPending ? (
        <Center mih={160}>
          <Loader />
        </Center>
      ) : list.isError ? (
        <Alert color="red">{errorMessage(list.error, t('messages:communications.loadListError'))}</Alert>
      ) : list.data.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="communications-list-empty">
          {t('list.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {list.data.map((c) => (
            <Paper key={c.id} withBorder radius="md" p="sm" data-testid="communications-list-row">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={600} truncate>
                      {c.titulo}
                    </Text>
                    {flags.get(c.id) && (
                      <Badge size="xs" color="gray" variant="light">
                        {t('list.hidden')}
                      </Badge>
                    )}
                  </Group>
                  {period(c) && (
                    <Text size="xs" c="dimmed">
                      {period(c)}
                    </Text>
                  )}
                </Stack>
                <Group gap="sm" wrap="nowrap">
                  <Switch
                    label={t('list.hidden')}
                    checked={flags.get(c.id) ?? false}
                    onChange={(e) => {
                      const checked = e.currentTarget.checked;
                      setFlags((m) => new Map(m).set(c.id, checked));
                    }}
                    data-testid="communications-list-hidden"
                  />
                  <Button size="xs" variant="light" onClick={() => onOpen(c.id)} data-testid="communications-list-open">
                    {t('list.open')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
          <Group justify="flex-end" mt="xs">
            <Button onClick={() => void save()} disabled={!dirty} loading={saving} data-testid="communications-list-save">
              {t('list.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
