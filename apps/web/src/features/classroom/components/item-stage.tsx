import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { SalaTipo } from '@plataforma/shared/classroom';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/notify.ts';
import { AssessmentRunner } from '../../assessments';
import { MediaPlayer } from '../../content';
import { useClassroomItem, useRefreshClassroom } from '../api/classroom.ts';
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
 * The stage of one classroom item: an assessment is taken in place (the assessments feature's runner, in the item's
 * course / trail context; the classroom is read again when an attempt ends, so progress and locks follow); an object
 * opens in its player.
 */
export function ItemStage(props: ItemStageProps) {
  const refresh = useRefreshClassroom(props.tipo, props.id);
  const { leaf } = props.step;
  if (leaf.tipo === 'avaliacao') {
    return (
      <div data-testid="classroom-assessment" data-avaliacao-id={leaf.id}>
        <AssessmentRunner avaliacaoId={leaf.id} cursoId={leaf.cursoId} trilhaId={leaf.formacaoId} onFinished={() => void refresh()} />
      </div>
    );
  }
  return <MediaStage {...props} />;
}

/**
 * The player of one classroom object: GET salaDeAula/{tipo}/{id}/item/{midiaId} (403 when locked), then the content
 * feature's player with the progress context (cursoId / formacaoId) of the item.
 */
function MediaStage({ tipo, id, step, readOnly, onProgress }: ItemStageProps) {
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
