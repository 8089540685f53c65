import { Alert, Badge, Center, Group, List, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/notify.ts';
import { dialogAttributes } from '../lib/dialog-attributes.ts';

/** One kind of place where a record is used (courses, trails, sections…), with the records there. */
export type BondGroup = { key: string; label: string; icon: ReactNode; items: { id: string; nome: string }[] };

/** The groups that hold something, each with its icon, count and names. `testId` prefixes the test ids. */
export function BondGroups({ groups, testId }: { groups: BondGroup[]; testId: string }) {
  return (
    <Stack gap="sm" data-testid={testId}>
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <Stack key={group.key} gap={4} data-testid={`${testId}-${group.key}`}>
            <Group gap={6}>
              <ThemeIcon size={24} radius="sm" variant="light">
                {group.icon}
              </ThemeIcon>
              <Text size="sm" fw={600}>
                {group.label}
              </Text>
              <Badge size="sm" variant="light" radius="sm">
                {group.items.length}
              </Badge>
            </Group>
            <List size="sm" spacing={2} pl="xl">
              {group.items.map((bond) => (
                <List.Item key={bond.id}>{bond.nome}</List.Item>
              ))}
            </List>
          </Stack>
        ))}
    </Stack>
  );
}

export type BondsModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The record's name, under the title. */
  subject: string | undefined;
  /** The groups once loaded (null while loading or after an error). */
  groups: BondGroup[] | null;
  error: unknown;
  /** Shown when no group holds anything. */
  emptyText: string;
  testId: string;
};

/** 'Vínculos' of a record (3-admin §2 'see bonds'): where it is used, loading and error states included. */
export function BondsModal({ opened, onClose, title, subject, groups, error, emptyText, testId }: BondsModalProps) {
  const total = groups?.reduce((sum, group) => sum + group.items.length, 0) ?? 0;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size={520}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light">
            <IconLink size={20} />
          </ThemeIcon>
          <div>
            <Text fw={700} fz="lg" lh={1.3}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {subject}
            </Text>
          </div>
        </Group>
      }
      attributes={dialogAttributes({ 'data-testid': `${testId}-modal` })}
    >
      {groups ? (
        total === 0 ? (
          <Text size="sm" c="dimmed" data-testid={`${testId}-none`}>
            {emptyText}
          </Text>
        ) : (
          <BondGroups groups={groups} testId={testId} />
        )
      ) : error ? (
        <Alert color="red" variant="light">
          {errorMessage(error)}
        </Alert>
      ) : (
        <Center mih={120}>
          <Loader />
        </Center>
      )}
    </Modal>
  );
}
