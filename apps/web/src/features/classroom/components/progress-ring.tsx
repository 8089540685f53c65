import { RingProgress, Text, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The content's progress as a ring with the percent inside (a check at 100). */
export function ProgressRing({ percent, size = 44 }: { percent: number; size?: number }) {
  const { t } = useTranslation('classroom');
  const done = percent >= 100;
  return (
    <Tooltip label={t('top.progress', { percent })} openDelay={400} withArrow>
      <RingProgress
        size={size}
        thickness={4}
        roundCaps={percent > 0}
        sections={[{ value: Math.min(100, Math.max(0, percent)), color: done ? 'teal' : 'blue' }]}
        label={
          done ? (
            <IconCheck size={size * 0.4} color="var(--mantine-color-teal-6)" style={{ display: 'block', margin: '0 auto' }} />
          ) : (
            <Text ta="center" fz={size < 40 ? 9 : 11} fw={700}>
              {percent}%
            </Text>
          )
        }
        aria-label={t('top.progress', { percent })}
        data-testid="classroom-progress"
        data-percent={percent}
      />
    </Tooltip>
  );
}
