import { Box, Button, Group, Progress, Stack, Stepper, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../lib/notify.ts';
import { WIZARD_NS } from './locales.ts';
import { canSelectStep, errorsOfStep, firstStepWithErrors, newErrorPaths, stepHasErrors, type StepNavigation } from './wizard-steps.ts';
import classes from './wizard.module.css';

/**
 * The multi-step form of the admin area (3-admin §2: contracts, courses, trails... are built in steps named basic
 * data, offer, settings, contract management, general rules, general data, associate objects, personalization).
 *
 *   const form = useForm({ initialValues, validate: zodFormValidator(schema) });
 *   <Wizard
 *     form={form}
 *     steps={[
 *       { key: 'basic', title: t('steps.basic'), fields: ['empresaId', 'dataDeContrato'], content: <BasicStep form={form} /> },
 *       { key: 'offer', title: t('steps.offer'), fields: ['quantidadeDeUsuariosContratados'], content: <OfferStep form={form} /> },
 *     ]}
 *     onFinish={form.onSubmit(save)}   // or any async function; the wizard validates every step first
 *     onCancel={close}
 *     submitting={save.isPending}
 *   />
 *
 * Props:
 * - `steps`: `{ key, title, description?, icon?, fields?, validate?, content }[]`. `fields` are the @mantine/form paths the
 *   step owns (a path owns everything below it: 'sso' owns 'sso.clientId'): "Next" validates the form and shows the
 *   errors of those paths only; the step stays while any remains. `validate()` (sync or async) is an extra check run
 *   after the fields; false keeps the step. `content` is rendered only while the step is active (keep the values in
 *   the form, not in the step's own state).
 * - `form`: the @mantine/form instance (anything with `errors`, `validate()` and `setErrors()`). Without it only the
 *   steps' `validate` run.
 * - `onFinish()`: runs from the last step after every step's fields validate (otherwise the first step with errors
 *   opens and 'Verifique o(s) erro(s) no formulário' is shown). Errors that appear later (e.g. a server reply put on
 *   the form with `applyApiErrors`) open the first step that holds them.
 * - `onCancel`: shows a Cancel button at the left of the footer.
 * - `active` / `onActiveChange`: control the active step from outside (otherwise internal, starting at `initialStep`).
 * - `stepNavigation`: what the step indicator allows: 'visited' (default: back, and forward to steps already reached),
 *   'all' (anywhere; moving forward still validates the steps in between) or 'none'.
 * - `submitting`: the finish button spins and the buttons are disabled.
 * - `finishLabel`, `nextLabel`, `backLabel`, `cancelLabel`: button texts (default Concluir / Próximo / Voltar / Cancelar).
 * - `finishFromAnyStep`: also show the finish button before the last step (editing a record whose steps are all filled).
 * - `footerStart`: extra content at the left of the footer (after Cancel).
 * - `testId`: data-testid of the root (default `wizard`); steps get `<testId>-step-<key>`, buttons `<testId>-back`,
 *   `<testId>-next`, `<testId>-finish`, `<testId>-cancel`; the active content `<testId>-content` with `data-step`.
 *
 * The wizard renders its own <form>: Enter in a field means Next (Finish on the last step).
 */
export type WizardStep = {
  key: string;
  title: string;
  description?: string;
  icon?: ReactNode;
  fields?: readonly string[];
  validate?: () => boolean | Promise<boolean>;
  content: ReactNode;
};

/** What the wizard needs of a @mantine/form instance. */
export type WizardForm = {
  errors: FormErrors;
  validate: () => { hasErrors: boolean; errors: FormErrors } | Promise<{ hasErrors: boolean; errors: FormErrors }>;
  setErrors: (errors: FormErrors) => void;
};

export type WizardProps = {
  steps: WizardStep[];
  form?: WizardForm;
  onFinish: () => void | Promise<void>;
  onCancel?: () => void;
  active?: number;
  onActiveChange?: (step: number) => void;
  initialStep?: number;
  stepNavigation?: StepNavigation;
  submitting?: boolean;
  finishLabel?: string;
  nextLabel?: string;
  backLabel?: string;
  cancelLabel?: string;
  finishFromAnyStep?: boolean;
  footerStart?: ReactNode;
  testId?: string;
};

export function Wizard({
  steps,
  form,
  onFinish,
  onCancel,
  active: controlled,
  onActiveChange,
  initialStep = 0,
  stepNavigation = 'visited',
  submitting = false,
  finishLabel,
  nextLabel,
  backLabel,
  cancelLabel,
  finishFromAnyStep = false,
  footerStart,
  testId = 'wizard',
}: WizardProps) {
  const { t } = useTranslation(WIZARD_NS);
  const [internal, setInternal] = useState(initialStep);
  const active = Math.min(Math.max(controlled ?? internal, 0), steps.length - 1);
  const [furthest, setFurthest] = useState(active);
  const [busy, setBusy] = useState(false);
  const last = active === steps.length - 1;
  const errors = form?.errors ?? {};

  const go = (step: number) => {
    const next = Math.min(Math.max(step, 0), steps.length - 1);
    setFurthest((f) => Math.max(f, next));
    if (controlled === undefined) setInternal(next);
    onActiveChange?.(next);
  };

  // errors that appear from outside (a server reply on the form) open the first step holding them
  const previousErrors = useRef<FormErrors>(errors);
  const stepsRef = useRef(steps);
  stepsRef.current = steps;
  useEffect(() => {
    const appeared = newErrorPaths(previousErrors.current, errors);
    previousErrors.current = errors;
    if (appeared.length === 0) return;
    const owner = firstStepWithErrors(Object.fromEntries(appeared.map((p) => [p, errors[p]])), stepsRef.current);
    if (owner >= 0 && !stepHasErrors(errors, stepsRef.current[active]?.fields)) go(owner);
    // go only reads state setters and props of this render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);

  /** Validates the fields of the given steps: shows their errors (only theirs) and answers the first failing step. */
  const validateSteps = async (indexes: number[]): Promise<number> => {
    if (form) {
      const result = await form.validate();
      const owned = indexes.flatMap((i) => steps[i].fields ?? []);
      const shown = errorsOfStep(result.errors, owned);
      form.setErrors(shown);
      const failing = indexes.find((i) => stepHasErrors(shown, steps[i].fields));
      if (failing !== undefined) return failing;
    }
    for (const i of indexes) {
      const check = steps[i].validate;
      if (check && !(await check())) return i;
    }
    return -1;
  };

  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);

  const moveTo = async (target: number) => {
    if (target <= active) return go(target);
    setBusy(true);
    try {
      const failing = await validateSteps(range(active, target - 1));
      go(failing >= 0 ? failing : target);
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    setBusy(true);
    try {
      const failing = await validateSteps(range(0, steps.length - 1));
      if (failing >= 0) {
        go(failing);
        notifyError(null, t('messages:form.checkErrors'));
        return;
      }
      await onFinish();
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (busy || submitting) return;
    void (last ? finish() : moveTo(active + 1));
  };

  const step = steps[active];
  const disabled = busy || submitting;

  return (
    <form onSubmit={submit} noValidate data-testid={testId} className={classes.root}>
      <Stack gap="lg">
        <Stepper
          active={active}
          onStepClick={(index) => {
            if (!disabled && canSelectStep(index, active, furthest, stepNavigation)) void moveTo(index);
          }}
          size="sm"
          iconSize={34}
          allowNextStepsSelect={stepNavigation !== 'none'}
          wrap={false}
          classNames={{ steps: classes.steps, step: classes.step, stepDescription: classes.stepDescription }}
        >
          {steps.map((s, index) => {
            const failing = stepHasErrors(errors, s.fields);
            const selectable = canSelectStep(index, active, furthest, stepNavigation);
            return (
              <Stepper.Step
                key={s.key}
                label={s.title}
                // the step's name is its visible title and description (no aria-label hiding them), plus the error
                description={
                  failing ? (
                    <>
                      {s.description}
                      <VisuallyHidden> — {t('stepError')}</VisuallyHidden>
                    </>
                  ) : (
                    s.description
                  )
                }
                icon={failing ? <IconAlertTriangle size={18} /> : s.icon}
                completedIcon={failing ? <IconAlertTriangle size={18} /> : <IconCheck size={18} />}
                color={failing ? 'red' : undefined}
                allowStepSelect={selectable}
                data-testid={`${testId}-step-${s.key}`}
                data-error={failing || undefined}
                data-state={index === active ? 'active' : index < active ? 'done' : 'pending'}
              />
            );
          })}
        </Stepper>

        <Box className={classes.content} data-testid={`${testId}-content`} data-step={step.key}>
          {step.content}
        </Box>

        <Stack gap={6}>
          <Progress value={((active + 1) / steps.length) * 100} size={3} radius="xl" aria-hidden className={classes.progress} />
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm">
              {onCancel && (
                <Button variant="subtle" color="gray" onClick={onCancel} disabled={submitting} data-testid={`${testId}-cancel`}>
                  {cancelLabel ?? t('cancel')}
                </Button>
              )}
              {footerStart}
            </Group>
            <Group gap="sm">
              <Text size="xs" c="dimmed" data-testid={`${testId}-progress`}>
                {t('progress', { current: active + 1, total: steps.length })}
              </Text>
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                onClick={() => go(active - 1)}
                disabled={active === 0 || disabled}
                data-testid={`${testId}-back`}
              >
                {backLabel ?? t('back')}
              </Button>
              {last ? (
                <Tooltip label={t('stepError')} disabled={!stepHasErrors(errors, step.fields)} withArrow>
                  <Button type="submit" loading={submitting || busy} leftSection={<IconCheck size={16} />} data-testid={`${testId}-finish`}>
                    {finishLabel ?? t('finish')}
                  </Button>
                </Tooltip>
              ) : (
                <>
                  <Button type="submit" variant={finishFromAnyStep ? 'default' : 'filled'} loading={busy} rightSection={<IconArrowRight size={16} />} disabled={submitting} data-testid={`${testId}-next`}>
                    {nextLabel ?? t('next')}
                  </Button>
                  {finishFromAnyStep && (
                    <Button loading={submitting} disabled={busy} leftSection={<IconCheck size={16} />} onClick={() => void finish()} data-testid={`${testId}-finish`}>
                      {finishLabel ?? t('finish')}
                    </Button>
                  )}
                </>
              )}
            </Group>
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}
