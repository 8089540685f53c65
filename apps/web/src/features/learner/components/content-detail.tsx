import { Accordion, Badge, Box, Button, CloseButton, Grid, Group, Paper, Progress, RingProgress, ScrollArea, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconBook,
  IconCalendar,
  IconCertificate,
  IconCheck,
  IconClipboardCheck,
  IconClock,
  IconListNumbers,
  IconLock,
  IconShare,
  IconCalendarTime,
  IconUserMinus,
  IconUserPlus,
} from '@tabler/icons-react';
import { formatWorkload, workloadOfSteps } from '@plataforma/shared/courses';
import { canUnenrol, itemActionOf } from '@plataforma/shared/enrolment';
import type { ContentDetail, CourseDetailItem, TrailStep } from '@plataforma/shared/learner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { KindIcon } from '../../content';
import { useItemActions } from '../hooks/use-item-actions.ts';
import { expiryOf } from '../utils/expiry.ts';
import { classroomPath, type ItemRef } from '../utils/type-and-id.ts';
import { FavoriteDetailButton } from './favorite-button.tsx';
import { KindBadge } from './kind-badge.tsx';
import classes from './learner.module.css';
import { ReactionButton } from './reaction-button.tsx';

/** 'Drawer widths: ... item detail 1280' (2-learner §9); never wider than 95% of the screen. */
export const DETAIL_DIALOG_WIDTH = 1280;

const STATUS_COLOR: Record<string, string> = {
  'not-started': 'dark',
  'on-going': 'blue',
  completed: 'teal',
  approved: 'teal',
  failed: 'red',
  expired: 'red',
};

/**
 * The body of the course / trail detail dialog (2-learner §3 'Course or trail detail', §4 Enrolment and Expiry):
 * synopsis, description, workload (hh:mm), the course's items or the trail's steps, skills, progress, expiry,
 * prerequisites with the caller's progress, and the buttons enrol, unenrol (0% only, confirmed), favourite, react,
 * share and the classroom action ('go to classroom' / 'continue' / 'see again').
 */
export function ContentDetailView({ detail, refreshing, onClose }: { detail: ContentDetail; refreshing: boolean; onClose: () => void }) {
  const { t } = useTranslation('learner');
  const language = useLanguage();
  const navigate = useNavigate();
  const ref: ItemRef = { kind: detail.tipo === 'Curso' ? 'curso' : 'formacao', id: detail.id };
  const actions = useItemActions(ref);
  const enrolled = detail.inscrito || Boolean(detail.dataInscricao);
  const progress = enrolled ? (detail.porcentagemDeConclusao ?? 0) : null;
  const expiry = expiryOf(detail);
  const prerequisites = detail.parametrizacaoConteudo.dependenciasExternas.cursoDetalhes;
  const pending = prerequisites.filter((p) => p.percentualDeProgresso < 100);
  const busy = actions.busy !== null;
  const action = itemActionOf(progress);
  const image = detail.imagemDoCardHorizontal ?? detail.imagemDoCardVertical;
  // a trail without its own workload shows the sum of its steps'
  const workload = detail.cargaHoraria || (ref.kind === 'formacao' ? workloadOfSteps(detail.etapasDaTrilha) : 0);

  return (
    <Stack gap={0} data-testid="item-detail" data-kind={ref.kind} data-id={detail.id}>
      <Box className={classes.hero} p={{ base: 'md', sm: 'xl' }}>
        {image && <img src={image} alt="" className={classes.heroImage} />}
        <Stack gap="sm" className={classes.heroContent}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Group gap={6}>
              <KindBadge kind={ref.kind} tipoMidia={null} />
              {detail.mandatory && (
                <Badge color="orange" variant="filled" radius="sm" size="sm">
                  {t('detail.mandatory')}
                </Badge>
              )}
              {expiry.state === 'expired' && (
                <Badge color="red" variant="filled" radius="sm" size="sm" data-testid="detail-expired">
                  {t('detail.expired')}
                </Badge>
              )}
              {detail.status && enrolled && (
                <Badge color={STATUS_COLOR[detail.status]} variant="filled" radius="sm" size="sm" data-testid="detail-status">
                  {t(`common:enrolmentStatus.${detail.status}`)}
                </Badge>
              )}
            </Group>
            <CloseButton size="lg" variant="transparent" c="white" aria-label={t('detail.close')} onClick={onClose} data-testid="detail-close" />
          </Group>
          <Title order={2} fz={{ base: 24, sm: 32 }} lh={1.2} maw={900} data-testid="detail-title">
            {detail.titulo}
          </Title>
          {detail.sinopse && (
            <Text size="md" maw={860} opacity={0.92} data-testid="detail-synopsis">
              {detail.sinopse}
            </Text>
          )}
          <Group gap="lg" mt={4}>
            {workload > 0 && <Meta icon={<IconClock size={16} />} label={t('detail.workload')} value={formatWorkload(workload)} testId="detail-workload" />}
            {ref.kind === 'curso' ? (
              <Meta icon={<IconListNumbers size={16} />} label={t('detail.courseItems')} value={String(detail.itensDoCurso.length)} testId="detail-item-count" />
            ) : (
              <Meta icon={<IconListNumbers size={16} />} label={t('detail.trailSteps')} value={String(detail.etapasDaTrilha.length)} />
            )}
            {detail.certificadoId && <Meta icon={<IconCertificate size={16} />} value={t('detail.certificate')} />}
            {detail.totalReacoes > 0 && <Meta value={t('detail.reactions', { count: detail.totalReacoes })} />}
          </Group>
          <Group gap="sm" mt="sm">
            {enrolled ? (
              <Button
                size="md"
                variant="white"
                color="dark"
                rightSection={<IconArrowRight size={18} />}
                onClick={() => void navigate(classroomPath(ref))}
                disabled={busy}
                data-testid="detail-action"
                data-action={action}
              >
                {t(`actions.${action}`)}
              </Button>
            ) : (
              <Tooltip label={t('detail.prerequisitesHint')} disabled={pending.length === 0} withArrow>
                <Button
                  size="md"
                  variant="white"
                  color="dark"
                  leftSection={<IconUserPlus size={18} />}
                  onClick={() => void actions.enrol()}
                  loading={actions.busy === 'enrol'}
                  disabled={(busy && actions.busy !== 'enrol') || pending.length > 0}
                  data-testid="detail-enrol"
                >
                  {t('actions.enrol')}
                </Button>
              </Tooltip>
            )}
            <FavoriteDetailButton value={detail.favorito} save={actions.favorite} disabled={busy} onHero />
            <ReactionButton
              onHero
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
            {enrolled && canUnenrol(progress) && detail.podeCancelarInscricao && (
              <Button
                variant="subtle"
                color="gray"
                c="white"
                leftSection={<IconUserMinus size={18} />}
                onClick={() => void actions.unenrol(detail.titulo)}
                loading={actions.busy === 'unenrol'}
                disabled={busy && actions.busy !== 'unenrol'}
                data-testid="detail-unenrol"
              >
                {t('actions.unenrol')}
              </Button>
            )}
          </Group>
        </Stack>
      </Box>

      <Grid gap="xl" p={{ base: 'md', sm: 'xl' }} style={{ opacity: refreshing ? 0.85 : 1 }}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {detail.descricao && (
              <Stack gap={6}>
                <Title order={3} fz="lg">
                  {t('detail.description')}
                </Title>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="detail-description">
                  {detail.descricao}
                </Text>
              </Stack>
            )}
            {ref.kind === 'curso' ? <CourseItems items={detail.itensDoCurso} /> : <TrailSteps steps={detail.etapasDaTrilha} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {enrolled && (
              <Paper withBorder radius="lg" p="md" data-testid="detail-progress">
                <Group wrap="nowrap" gap="md">
                  <RingProgress
                    size={84}
                    thickness={8}
                    roundCaps
                    sections={[{ value: progress ?? 0, color: progress === 100 ? 'teal' : 'brand' }]}
                    label={
                      <Text ta="center" fw={700} size="sm">
                        {progress}%
                      </Text>
                    }
                  />
                  <Stack gap={4}>
                    <Text fw={600}>{t('detail.progress')}</Text>
                    {detail.dataInscricao && (
                      <Group gap={4} c="dimmed">
                        <IconCalendar size={14} />
                        <Text size="xs">{t('detail.enrolledAt', { date: formatDate(detail.dataInscricao, language) })}</Text>
                      </Group>
                    )}
                    {expiry.state === 'expired' && (
                      <Group gap={4} c="red.7" data-testid="detail-expiry">
                        <IconAlertTriangle size={14} />
                        <Text size="xs" fw={600}>
                          {expiry.date ? t('detail.expiredAt', { date: formatDate(expiry.date, language) }) : t('detail.expired')}
                        </Text>
                      </Group>
                    )}
                    {expiry.state === 'expiring' && (
                      <Text size="xs" c={expiry.days <= 7 ? 'orange.7' : 'dimmed'} fw={500} data-testid="detail-expiry">
                        {t('detail.expiresIn', { count: expiry.days })}
                        {expiry.date ? ` · ${formatDate(expiry.date, language)}` : ''}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Paper>
            )}
            {!enrolled && detail.limiteDeDiasParaConclusao ? (
              <Text size="sm" c="dimmed">
                {t('detail.daysLimit', { count: detail.limiteDeDiasParaConclusao })}
              </Text>
            ) : null}
            {prerequisites.length > 0 && (
              <Paper withBorder radius="lg" p="md" data-testid="detail-prerequisites">
                <Stack gap="sm">
                  <Group gap="xs">
                    <IconLock size={16} />
                    <Text fw={600}>{t('detail.prerequisites')}</Text>
                  </Group>
                  {pending.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('detail.prerequisitesHint')}
                    </Text>
                  )}
                  {prerequisites.map((p) => (
                    <Stack key={`${p.tipo}:${p.id}`} gap={4}>
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Text size="sm" lineClamp={1}>
                          {p.titulo}
                        </Text>
                        <Text size="xs" c={p.percentualDeProgresso === 100 ? 'teal.7' : 'dimmed'} fw={600}>
                          {p.percentualDeProgresso}%
                        </Text>
                      </Group>
                      <Progress value={p.percentualDeProgresso} size="xs" radius="xl" color={p.percentualDeProgresso === 100 ? 'teal' : 'brand'} />
                    </Stack>
                  ))}
                </Stack>
              </Paper>
            )}
            {detail.competenciasNomes.length > 0 && (
              <Stack gap={6} data-testid="detail-skills">
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
            {detail.sequenciaObrigatoria && (
              <Group gap={6} c="dimmed">
                <IconListNumbers size={16} />
                <Text size="sm">{t('detail.sequential')}</Text>
              </Group>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Meta({ icon, label, value, testId }: { icon?: ReactNode; label?: string; value: string; testId?: string }) {
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={label ? `${label}: ${value}` : undefined} data-testid={testId}>
      {icon}
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}

/** What a line says of an item's release and completion (docs/learner.md): the release date while it is ahead, the completion date once done. */
type ItemDates = { dataHoraLiberacao: string | null; liberado: boolean; concluidoEm: string | null };

function ItemLine({
  icon,
  titulo,
  descricao,
  minutes,
  progress,
  dates,
  kind,
}: {
  icon: ReactNode;
  titulo: string;
  descricao?: string | null;
  minutes: number | null;
  progress: number;
  dates: ItemDates;
  kind: string;
}) {
  const { t } = useTranslation('learner');
  const language = useLanguage();
  const releaseAhead = !dates.liberado && dates.dataHoraLiberacao !== null;
  return (
    <Group className={classes.stepItem} wrap="nowrap" gap="sm" justify="space-between" data-testid="detail-item" data-kind={kind}>
      <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
        <ThemeIcon variant="light" radius="md" size={34}>
          {icon}
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} lineClamp={1}>
            {titulo}
          </Text>
          {descricao && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {descricao}
            </Text>
          )}
          {releaseAhead && (
            <Group gap={4} c="orange.8" wrap="nowrap" data-testid="detail-item-release">
              <IconCalendarTime size={14} />
              <Text size="xs" fw={500}>
                {t('detail.releasedOn', { date: formatDate(dates.dataHoraLiberacao, language) })}
              </Text>
            </Group>
          )}
          {dates.concluidoEm && (
            <Text size="xs" c="teal.8" data-testid="detail-item-completed">
              {t('detail.completedOn', { date: formatDate(dates.concluidoEm, language) })}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {minutes ? (
          <Text size="xs" c="dimmed">
            {formatWorkload(minutes)}
          </Text>
        ) : null}
        {progress === 100 ? (
          <ThemeIcon color="teal" radius="xl" size={20}>
            <IconCheck size={12} />
          </ThemeIcon>
        ) : progress > 0 ? (
          <Text size="xs" fw={600} c="brand">
            {progress}%
          </Text>
        ) : null}
      </Group>
    </Group>
  );
}

function CourseItems({ items }: { items: CourseDetailItem[] }) {
  const { t } = useTranslation('learner');
  return (
    <Stack gap={8} data-testid="detail-items">
      <Title order={3} fz="lg">
        {t('detail.courseItems')}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noItems')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={800} type="auto">
          <Stack gap={6}>
            {items.map((item) => (
              <ItemLine
                key={`${item.tipo}:${item.id}`}
                kind={item.tipo === 'avaliacao' ? 'avaliacao' : 'midia'}
                icon={item.tipo === 'avaliacao' ? <IconClipboardCheck size={18} /> : <KindIcon tipo={item.tipo} size={18} />}
                titulo={item.titulo}
                descricao={item.descricao}
                minutes={item.cargaHoraria}
                progress={item.porcentagemDeConclusao}
                dates={item}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

function TrailSteps({ steps }: { steps: TrailStep[] }) {
  const { t } = useTranslation('learner');
  return (
    <Stack gap={8} data-testid="detail-steps">
      <Title order={3} fz="lg">
        {t('detail.trailSteps')}
      </Title>
      {steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noItems')}
        </Text>
      ) : (
        <Accordion variant="separated" radius="md" multiple defaultValue={steps.map((s) => s.id)}>
          {steps.map((step, index) => (
            <Accordion.Item key={step.id} value={step.id}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="sm">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon radius="xl" size={26} variant="filled">
                      <Text size="xs" fw={700}>
                        {index + 1}
                      </Text>
                    </ThemeIcon>
                    <Text fw={600} size="sm">
                      {step.nome}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t('detail.stepItems', { count: step.itensDaEtapaDaTrilha.length })}
                    {step.cargaHoraria ? ` · ${formatWorkload(step.cargaHoraria)}` : ''}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap={6}>
                  {step.itensDaEtapaDaTrilha.map((item) => (
                    <ItemLine
                      key={`${item.tipo}:${item.id}`}
                      kind={item.tipo}
                      dates={item}
                      icon={
                        item.tipo === 'avaliacao' ? <IconClipboardCheck size={18} /> : item.tipo === 'curso' || !item.tipoMidia ? <IconBook size={18} /> : <KindIcon tipo={item.tipoMidia} size={18} />
                      }
                      titulo={item.titulo}
                      descricao={item.descricao}
                      minutes={item.cargaHoraria}
                      progress={item.porcentagemDeConclusao}
                    />
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
