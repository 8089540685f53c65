import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { CorrectionAnswer } from '@plataforma/shared/assessments';
import { IconCheck, IconCircleDashed, IconLink, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { answerShape, isAnswered, optionMark, scoreText, type OptionMark } from '../correction-rules.ts';
import { AnswerFileList } from './answer-files.tsx';

const MARK_STYLE: Record<OptionMark, { color: string; icon: typeof IconCheck | null }> = {
  hit: { color: 'green', icon: IconCheck },
  wrong: { color: 'red', icon: IconX },
  missed: { color: 'green', icon: IconCircleDashed },
  none: { color: 'gray', icon: null },
};

const MARK_LABEL: Record<OptionMark, string | null> = { hit: 'correction.view.rightOption', wrong: 'correction.view.wrongChosen', missed: 'correction.view.missedOption', none: null };

/** The person's answer to one question: options with right/wrong marks and the automatic score, scale, text, link, files. */
export function AnswerView({ answer }: { answer: CorrectionAnswer }) {
  const { t } = useTranslation('assessments');
  const shape = answerShape(answer);
  const { question } = answer;

  if (!isAnswered(answer)) {
    return (
      <Text size="sm" c="dimmed" fs="italic" data-testid="answer-none">
        {t('correction.view.notAnswered')}
      </Text>
    );
  }

  if (shape === 'choice') {
    return (
      <Stack gap={6} data-testid="answer-choice">
        {question.options.map((option) => {
          const mark = optionMark(option, answer.userAnswers);
          const { color, icon: Icon } = MARK_STYLE[mark];
          const label = MARK_LABEL[mark];
          return (
            <Paper
              key={option.id}
              withBorder
              radius="md"
              px="sm"
              py={6}
              style={mark === 'none' ? undefined : { borderColor: `var(--mantine-color-${color}-5)`, background: `var(--mantine-color-${color}-light)` }}
              data-testid="answer-option"
              data-mark={mark}
            >
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={22} radius="xl" variant={mark === 'none' ? 'default' : 'filled'} color={color}>
                    {Icon ? <Icon size={14} /> : null}
                  </ThemeIcon>
                  <Text size="sm">{option.text}</Text>
                </Group>
                {label && (
                  <Text size="xs" fw={600} c={`${color}.7`}>
                    {t(label)}
                  </Text>
                )}
              </Group>
            </Paper>
          );
        })}
        <Text size="sm" fw={600} data-testid="answer-automatic-score">
          {t('correction.view.automaticScore', { score: scoreText(answer.score ?? 0), max: scoreText(question.maxScore) })}
        </Text>
      </Stack>
    );
  }

  if (shape === 'scale') {
    return (
      <Text size="sm" data-testid="answer-scale">
        {t('correction.view.scaleAnswer', { value: answer.scale, max: question.scale })}
      </Text>
    );
  }

  return (
    <Stack gap="sm" data-testid={`answer-${shape}`}>
      {answer.answerDiscourse && (
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="answer-text">
            {answer.answerDiscourse}
          </Text>
        </Paper>
      )}
      {answer.link && (
        <Group gap={6}>
          <IconLink size={16} />
          <Text size="sm" fw={500}>
            {t('correction.view.link')}:
          </Text>
          <Anchor href={answer.link} target="_blank" rel="noreferrer noopener" size="sm" data-testid="answer-link" style={{ overflowWrap: 'anywhere' }}>
            {answer.link}
          </Anchor>
        </Group>
      )}
      {answer.files.length > 0 && (
        <Stack gap={6}>
          <Badge variant="light" color="gray" size="sm" w="fit-content">
            {t('correction.view.files')}
          </Badge>
          <AnswerFileList files={answer.files} />
        </Stack>
      )}
    </Stack>
  );
}
