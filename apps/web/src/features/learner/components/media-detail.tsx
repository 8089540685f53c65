import { Alert, Badge, Box, Button, Center, CloseButton, Grid, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconClock, IconShare } from '@tabler/icons-react';
import { formatWorkload } from '@plataforma/shared/courses';
import { itemActionOf } from '@plataforma/shared/enrolment';
import type { MediaDetail } from '@plataforma/shared/learner';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { MediaPlayer, midiaInfoQuery } from '../../content';
import { useItemActions } from '../hooks/use-item-actions.ts';
import { classroomPath, type ItemRef } from '../utils/type-and-id.ts';
import { FavoriteDetailButton } from './favorite-button.tsx';
import { KindBadge } from './kind-badge.tsx';
import { ReactionButton } from './reaction-button.tsx';

/** 'Drawer widths: ... media 1820' (2-learner §9). */
export const MEDIA_DIALOG_WIDTH = 1820;

/**
 * The media dialog (2-learner §2, §3 'Media item'): the object played on its own (progress saved without a course or
 * trail), its description, skills and progress, and the buttons classroom, favourite, react and share.
 */
export function MediaDetailView({ detail, onClose }: { detail: MediaDetail; onClose: () => void }) {
  const { t } = useTranslation('learner');
  const language = useLanguage();
  const navigate = useNavigate();
  const ref: ItemRef = { kind: 'midia', id: detail.id };
  const actions = useItemActions(ref);
  const info = useQuery(midiaInfoQuery(detail.id));
  const busy = actions.busy !== null;
  const progress = detail.porcentagemDeConclusao;
  const action = itemActionOf(progress);
  const minutes = detail.cargaHoraria ?? (detail.duracao ? Math.ceil(detail.duracao / 60) : null);

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'lg' }} data-testid="item-detail" data-kind="midia" data-id={detail.id}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <KindBadge kind="midia" tipoMidia={detail.tipo} variant="light" color="brand" />
            {detail.obrigatorio && (
              <Badge color="orange" variant="filled" radius="sm" size="sm">
                {t('detail.mandatory')}
              </Badge>
            )}
          </Group>
          <Title order={2} fz={24} lineClamp={2} data-testid="detail-title">
            {detail.titulo}
          </Title>
        </Stack>
        <CloseButton size="lg" aria-label={t('detail.close')} onClick={onClose} data-testid="detail-close" />
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Box data-testid="media-detail-player">
            {info.isPending ? (
              <Center h={360}>
                <Loader />
              </Center>
            ) : info.isError ? (
              <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
                {errorMessage(info.error, t('detail.loadError'))}
              </Alert>
            ) : (
              <MediaPlayer info={info.data} mode="preview" />
            )}
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <Group gap="sm">
              <Button rightSection={<IconArrowRight size={18} />} onClick={() => void navigate(classroomPath(ref))} disabled={busy} data-testid="detail-action" data-action={action}>
                {t(`actions.${action}`)}
              </Button>
              <FavoriteDetailButton value={detail.favorito} save={actions.favorite} disabled={busy} />
              <ReactionButton
                reacao={detail.reacao}
                total={detail.totalReacoes}
                progress={progress}
                onReact={actions.react}
                disabled={busy && actions.busy !== 'react'}
                loading={actions.busy === 'react'}
              />
              <Button variant="default" leftSection={<IconShare size={18} />} onClick={() => void actions.share()} disabled={busy} data-testid="detail-share">
                {t('actions.share')}
              </Button>
            </Group>
            <Paper withBorder radius="lg" p="md">
              <Stack gap={6}>
                <Group justify="space-between">
                  <Text fw={600} size="sm">
                    {t('detail.progress')}
                  </Text>
                  <Text size="sm" fw={600} c={progress === 100 ? 'teal.7' : undefined}>
                    {progress}%
                  </Text>
                </Group>
                <Progress value={progress} radius="xl" color={progress === 100 ? 'teal' : 'brand'} data-testid="detail-progress" />
                {minutes ? (
                  <Group gap={6} c="dimmed">
                    <IconClock size={14} />
                    <Text size="xs">{formatWorkload(minutes)}</Text>
                  </Group>
                ) : null}
                {detail.dataDeExpiracao && (
                  <Text size="xs" c="dimmed">
                    {t('detail.expiresOn', { date: formatDate(detail.dataDeExpiracao, language) })}
                  </Text>
                )}
              </Stack>
            </Paper>
            {detail.descricao && (
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  {t('detail.description')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="detail-description">
                  {detail.descricao}
                </Text>
              </Stack>
            )}
            {detail.competenciasNomes.length > 0 && (
              <Stack gap={6}>
                <Text fw={600} size="sm">
                  {t('detail.skills')}
                </Text>
                <Group gap={6}>
                  {detail.competenciasNomes.map((name) => (
                    <Badge key={name} variant="light" radius="sm" tt="none">
                      {name}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
