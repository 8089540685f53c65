import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { SalaTipo } from '@plataforma/shared/classroom';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/notify.ts';
import { MediaPlayer } from '../../content';
import { useClassroomItem } from '../api/classroom.ts';
import { contextOf, type ClassroomStep } from '../utils/classroom-steps.ts';

type ItemStageProps = {
  tipo: SalaTipo;
  id: string;
  step: ClassroomStep;
  /** Expired enrolment: the object opens, nothing is reported. */
  readOnly: boolean;
  onProgress: (percent: number) => void;
};

/**
 * The player of one classroom object: GET salaDeAula/{tipo}/{id}/item/{midiaId} (403 when locked), then the content
 * feature's player with the progress context (cursoId / formacaoId) of the item.
 */
export function ItemStage({ tipo, id, step, readOnly, onProgress }: ItemStageProps) {
  const { t } = useTranslation('classroom');
  const { leaf } = step;
  const query = useClassroomItem(tipo, id, leaf.id, leaf.cursoId);

  if (query.isPending) {
    return (
      <Center h={320} data-testid="classroom-item-loading">
        <Loader />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('player.loadError')} data-testid="classroom-item-error">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('player.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <div data-testid="classroom-player" data-midia-id={leaf.id} data-midia-tipo={query.data.midia.tipo}>
      <MediaPlayer
        key={`${leaf.cursoId ?? ''}:${leaf.formacaoId ?? ''}:${leaf.id}`}
        info={query.data.midia}
        context={contextOf(leaf)}
        mode={readOnly ? 'public' : 'classroom'}
        onProgress={onProgress}
      />
    </div>
  );
}
