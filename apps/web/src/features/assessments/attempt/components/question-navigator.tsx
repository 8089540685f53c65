import { Button, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type NavigatorProps = {
  /** The attempt's questions in order, with whether each is answered. */
  questions: readonly { id: string; answered: boolean }[];
  /** 1-based position shown now (null while loading). */
  current: number | null;
  /** Position of the next question to answer (null when all are answered). */
  next: number | null;
  onOpen: (index: number) => void;
};

/**
 * The numbered questions of the attempt: answered ones open read-only, the next one to answer brings the learner back
 * to it; the others wait their turn (questions are answered one after another).
 */
export function QuestionNavigator({ questions, current, next, onOpen }: NavigatorProps) {
  const { t } = useTranslation('assessments');
  return (
    <div data-testid="question-navigator">
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={6}>
        {t('attempt.taking.navigator')}
      </Text>
      <Group gap={6}>
        {questions.map((question, i) => {
          const index = i + 1;
          const isCurrent = current === index;
          const label = question.answered ? 'navAnswered' : index === next ? 'navCurrent' : 'navPending';
          const enabled = question.answered || index === next;
          return (
            <Tooltip key={question.id} label={t(`attempt.taking.${label}`, { index })} openDelay={300}>
              <Button
                size="compact-sm"
                w={36}
                px={0}
                radius="md"
                variant={isCurrent ? 'filled' : question.answered ? 'light' : 'default'}
                color={question.answered && !isCurrent ? 'teal' : undefined}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={t(`attempt.taking.${label}`, { index })}
                disabled={!enabled}
                onClick={() => onOpen(index)}
                data-testid="navigator-item"
                data-answered={question.answered}
                data-current={isCurrent}
              >
                {index}
              </Button>
            </Tooltip>
          );
        })}
      </Group>
    </div>
  );
}
