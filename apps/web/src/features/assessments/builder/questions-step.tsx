import { ActionIcon, Alert, Badge, Box, Button, Grid, Group, Menu, NumberInput, Paper, ScrollArea, SimpleGrid, Stack, Switch, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconChevronDown, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTAO_TIPOS, QUESTIONS_MAX, type QuestaoTipo } from '@plataforma/shared/assessments';
import { confirmAction } from '../../../components/confirm.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { duplicateQuestion, firstQuestionWithErrors, newQuestion, questionHasErrors, totalScore } from './assessment-form.ts';
import { QuestionEditor, useTrueFalseLabels, type AssessmentForm } from './question-editor.tsx';

/** The list of questions: number, kind, statement, error mark, up and down; a click opens the question. */
function QuestionList({ form, selected, onSelect }: { form: AssessmentForm; selected: number; onSelect: (index: number) => void }) {
  const { t } = useTranslation('assessments');
  const questions = form.values.questions;
  const move = (index: number, step: -1 | 1) => {
    form.reorderListItem('questions', { from: index, to: index + step });
    if (selected === index) onSelect(index + step);
    else if (selected === index + step) onSelect(index);
  };
  return (
    <Paper withBorder radius="md">
      <ScrollArea.Autosize mah={520}>
        {questions.map((q, index) => {
          const active = index === selected;
          const invalid = questionHasErrors(form.errors, index);
          return (
            <Box
              key={q.key}
              role="button"
              tabIndex={0}
              px="sm"
              py={8}
              onClick={() => onSelect(index)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onSelect(index);
                }
              }}
              style={{
                cursor: 'pointer',
                borderBottom: '1px solid var(--mantine-color-default-border)',
                borderLeft: `3px solid ${active ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
                background: active ? 'var(--mantine-primary-color-light)' : undefined,
              }}
              data-testid="question-row"
              data-active={active || undefined}
              data-invalid={invalid || undefined}
            >
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <ThemeIcon size={26} radius="xl" variant={active ? 'filled' : 'light'} color={invalid ? 'red' : undefined}>
                    <Text size="xs" fw={700}>
                      {index + 1}
                    </Text>
                  </ThemeIcon>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Group gap={4} wrap="nowrap">
                      <Text size="xs" c="dimmed" data-testid="question-row-type">
                        {t(`questionKinds.${q.type}`)}
                      </Text>
                      {invalid && (
                        <Tooltip label={t('builder.questions.hasErrors')} withArrow>
                          <IconAlertTriangle size={14} color="var(--mantine-color-red-6)" aria-label={t('builder.questions.hasErrors')} />
                        </Tooltip>
                      )}
                    </Group>
                    <Text size="sm" truncate c={q.statement.trim() ? undefined : 'dimmed'} data-testid="question-row-statement">
                      {q.statement.trim() || t('builder.questions.untitled')}
                    </Text>
                  </Stack>
                </Group>
                <Group gap={0} wrap="nowrap">
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="gray"
                    aria-label={t('builder.questions.up')}
                    disabled={index === 0}
                    onClick={(event) => {
                      event.stopPropagation();
                      move(index, -1);
                    }}
                    data-testid="question-up"
                  >
                    <IconArrowUp size={14} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="gray"
                    aria-label={t('builder.questions.down')}
                    disabled={index === questions.length - 1}
                    onClick={(event) => {
                      event.stopPropagation();
                      move(index, 1);
                    }}
                    data-testid="question-down"
                  >
                    <IconArrowDown size={14} />
                  </ActionIcon>
                </Group>
              </Group>
            </Box>
          );
        })}
      </ScrollArea.Autosize>
    </Paper>
  );
}

/** Step 2 'Questões': questions per attempt, shuffling, the ordered list and the selected question's editor. */
export function QuestionsStep({ form }: { form: AssessmentForm }) {
  const { t } = useTranslation('assessments');
  const language = useLanguage();
  const trueFalse = useTrueFalseLabels();
  const questions = form.values.questions;
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, questions.length - 1);

  // errors that just appeared (a save that failed) open the first question holding one
  const errorCount = useRef(0);
  useEffect(() => {
    const count = Object.values(form.errors).filter(Boolean).length;
    const grew = count > errorCount.current;
    errorCount.current = count;
    if (!grew || questionHasErrors(form.errors, current)) return;
    const first = firstQuestionWithErrors(form.errors, questions.length);
    if (first >= 0) setSelected(first);
  }, [form.errors, current, questions.length]);

  const add = (type: QuestaoTipo) => {
    form.insertListItem('questions', newQuestion(type, trueFalse));
    form.clearFieldError('questions');
    setSelected(questions.length);
  };
  const duplicate = (index: number) => {
    form.insertListItem('questions', duplicateQuestion(form.getValues().questions[index]), index + 1);
    setSelected(index + 1);
  };
  const remove = async (index: number) => {
    const q = form.getValues().questions[index];
    const ok = await confirmAction({
      title: t('builder.questions.removeTitle'),
      message: (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('builder.questions.number', { n: index + 1 })}
            {q.statement.trim() ? ` · ${q.statement.trim().slice(0, 80)}` : ''}
          </Text>
          <Text size="sm">{t('builder.questions.removeWarning')}</Text>
        </Stack>
      ),
      tone: 'danger',
      testId: 'confirm-remove-question',
    });
    if (!ok) return;
    form.removeListItem('questions', index);
    setSelected(Math.max(0, index - 1));
  };

  const listError = form.errors.questions;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NumberInput
            label={t('builder.fields.maxQuestions')}
            description={t('builder.hints.maxQuestions', { count: questions.length })}
            min={1}
            max={Math.max(1, questions.length)}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxQuestions')}
            data-testid="assessment-maxQuestions"
          />
          <Switch
            mt={{ base: 0, sm: 28 }}
            label={t('builder.fields.shuffleQuestions')}
            description={t('builder.hints.shuffleQuestions')}
            {...form.getInputProps('shuffleQuestions', { type: 'checkbox' })}
            data-testid="assessment-shuffleQuestions"
          />
          <Switch
            mt={{ base: 0, sm: 28 }}
            label={t('builder.fields.shuffleOptions')}
            description={t('builder.hints.shuffleOptions')}
            {...form.getInputProps('shuffleOptions', { type: 'checkbox' })}
            data-testid="assessment-shuffleOptions"
          />
        </SimpleGrid>
      </Paper>
      <Group justify="space-between">
        <Group gap="xs">
          <Badge variant="light" color="gray" radius="sm" tt="none" data-testid="questions-count">
            {t('builder.questions.count', { count: questions.length })}
          </Badge>
          <Badge variant="light" color="gray" radius="sm" tt="none" data-testid="questions-total-score">
            {t('builder.questions.totalScore', { score: formatNumber(totalScore(questions), language, { maximumFractionDigits: 2 }) })}
          </Badge>
        </Group>
        <Menu position="bottom-end" withinPortal zIndex={400}>
          <Menu.Target>
            <Button leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />} disabled={questions.length >= QUESTIONS_MAX} data-testid="question-add">
              {t('builder.questions.add')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {QUESTAO_TIPOS.map((type) => (
              <Menu.Item key={type} onClick={() => add(type)} data-testid={`question-add-${type}`}>
                {t(`questionKinds.${type}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {listError && (
        <Text size="sm" c="red" data-testid="questions-error">
          {listError}
        </Text>
      )}
      {questions.length === 0 ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t('builder.questions.empty')}
        </Alert>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <QuestionList form={form} selected={current} onSelect={setSelected} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {current >= 0 ? (
              <QuestionEditor key={questions[current].key} form={form} index={current} onDuplicate={() => duplicate(current)} onRemove={() => void remove(current)} />
            ) : (
              <Text c="dimmed">{t('builder.questions.select')}</Text>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
