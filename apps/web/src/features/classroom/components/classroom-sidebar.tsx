import { Box, Group, Progress, RingProgress, ScrollArea, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { formatDuration } from '@plataforma/shared';
import type { ClassroomInfo } from '@plataforma/shared/classroom';
import { formatWorkload } from '@plataforma/shared/courses';
import { IconBook2, IconCircleCheckFilled, IconLock } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language.ts';
import { KindIcon } from '../../content';
import classes from '../classroom.module.css';
import { canOpen, lockOf, type ClassroomStep } from '../utils/classroom-steps.ts';
import { lockText } from './lock-text.ts';

type ClassroomSidebarProps = {
  info: ClassroomInfo;
  steps: readonly ClassroomStep[];
  current: number;
  /** Progress reported in this visit, shown until the server's answer catches up (by step index). */
  reported: Readonly<Record<number, number>>;
  onSelect: (index: number) => void;
};

/**
 * The classroom's list (2-learner §2, max width 300): a course's objects, or a trail's steps with their items (a
 * course inside a trail with its objects nested). Each row: kind icon, name, duration, progress or check, and a lock
 * with the reason in a tooltip; locked rows cannot be opened.
 */
export function ClassroomSidebar({ info, steps, current, reported, onSelect }: ClassroomSidebarProps) {
  const { t } = useTranslation('classroom');
  const language = useLanguage();
  return (
    <Stack gap={0} h="100%" data-testid="classroom-sidebar">
      <Box className={classes.sidebarHeader}>
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
          {t(`kind.${info.tipo}`)} · {t('sidebar.items', { count: steps.length })}
        </Text>
        <Text fw={700} lineClamp={2} mt={2}>
          {info.titulo}
        </Text>
        <Group gap="xs" mt="xs" wrap="nowrap">
          <Progress value={info.porcentagemDeConclusao} size="sm" radius="xl" style={{ flex: 1 }} aria-label={t('sidebar.progress')} color={info.porcentagemDeConclusao >= 100 ? 'teal' : 'blue'} />
          <Text size="xs" fw={600} c="dimmed">
            {info.porcentagemDeConclusao}%
          </Text>
        </Group>
      </Box>
      <ScrollArea style={{ flex: 1 }} type="auto">
        {steps.length === 0 && (
          <Text size="sm" c="dimmed" p="md">
            {t('sidebar.empty')}
          </Text>
        )}
        {steps.map((step, i) => {
          const previous = i > 0 ? steps[i - 1] : null;
          const newEtapa = step.etapa && step.etapa.id !== previous?.etapa?.id;
          const newCourse = step.course && (step.course.id !== previous?.course?.id || newEtapa);
          const etapaIndex = step.etapa ? info.etapas.findIndex((e) => e.id === step.etapa?.id) : -1;
          return (
            <Fragment key={`${step.leaf.cursoId ?? ''}:${step.leaf.id}:${i}`}>
              {newEtapa && step.etapa && (
                <Box className={classes.etapa} data-testid="classroom-etapa">
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                    {t('sidebar.step', { index: etapaIndex + 1 })}
                    {step.etapa.cargaHoraria ? ` · ${formatWorkload(step.etapa.cargaHoraria)}` : ''}
                  </Text>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {step.etapa.nome}
                  </Text>
                </Box>
              )}
              {newCourse && step.course && (
                <Group className={classes.courseGroup} gap="xs" wrap="nowrap" data-testid="classroom-course-group">
                  <ThemeIcon size={22} variant="light" radius="sm">
                    <IconBook2 size={14} />
                  </ThemeIcon>
                  <Text size="sm" fw={600} lineClamp={1} style={{ flex: 1 }}>
                    {step.course.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {step.course.progress}%
                  </Text>
                </Group>
              )}
              <SidebarRow
                step={step}
                active={i === current}
                nested={Boolean(step.course)}
                percent={Math.max(step.leaf.progress, reported[i] ?? 0)}
                lockLabel={lockOf(step.leaf) ? lockText(t, lockOf(step.leaf)!, info, language) : null}
                onSelect={() => onSelect(i)}
              />
            </Fragment>
          );
        })}
      </ScrollArea>
    </Stack>
  );
}

function SidebarRow({
  step,
  active,
  nested,
  percent,
  lockLabel,
  onSelect,
}: {
  step: ClassroomStep;
  active: boolean;
  nested: boolean;
  percent: number;
  lockLabel: string | null;
  onSelect: () => void;
}) {
  const { t } = useTranslation('classroom');
  const { leaf } = step;
  const opens = canOpen(leaf);
  const done = percent >= 100;
  const details = [leaf.midiaTipo ? t(`common:mediaKind.${leaf.midiaTipo}`) : null, leaf.duration ? formatDuration(leaf.duration) : null, leaf.obrigatorio ? null : t('sidebar.optional')]
    .filter(Boolean)
    .join(' · ');
  const row = (
    <button
      type="button"
      className={classes.item}
      data-active={active}
      data-nested={nested}
      disabled={!opens}
      onClick={onSelect}
      aria-current={active ? 'step' : undefined}
      data-testid="classroom-item"
      data-index={step.index}
      data-locked={leaf.locked}
      data-lock-reason={leaf.lockReason ?? ''}
      data-progress={percent}
    >
      {leaf.midiaTipo ? <KindIcon tipo={leaf.midiaTipo} size={20} /> : <IconBook2 size={20} />}
      <Box className={classes.itemText}>
        <Text size="sm" fw={active ? 700 : 500} lineClamp={2}>
          {leaf.name}
        </Text>
        {details && (
          <Text size="xs" c="dimmed">
            {details}
          </Text>
        )}
      </Box>
      {leaf.locked && lockLabel ? (
        <IconLock size={18} color="var(--mantine-color-gray-6)" aria-label={t('sidebar.locked')} data-testid="classroom-item-lock" style={{ flexShrink: 0 }} />
      ) : done ? (
        <IconCircleCheckFilled size={20} color="var(--mantine-color-teal-6)" aria-label={t('sidebar.completed')} data-testid="classroom-item-done" style={{ flexShrink: 0 }} />
      ) : percent > 0 ? (
        <RingProgress size={24} thickness={3} sections={[{ value: percent, color: 'blue' }]} role="img" aria-label={t('sidebar.inProgress', { percent })} style={{ flexShrink: 0 }} />
      ) : null}
    </button>
  );
  if (!lockLabel) return row;
  return (
    <Tooltip label={lockLabel} openDelay={400} withArrow multiline maw={260} position="right" zIndex={400}>
      {/* a disabled button gets no pointer events: the wrapper carries the tooltip */}
      <Box data-testid="classroom-item-lock-tooltip">{row}</Box>
    </Tooltip>
  );
}
