import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { PASSWORD_RULES, checkPassword, passwordRuleMessage } from '@plataforma/shared/auth';
import { useTranslation } from 'react-i18next';
import classes from './password-checklist.module.css';

type PasswordChecklistProps = { password: string; 'data-testid'?: string };

/** Live checklist of the six password rules: satisfied in green, not yet in red (1-shell §2, §5). */
export function PasswordChecklist({ password, 'data-testid': testId = 'password-checklist' }: PasswordChecklistProps) {
  const { t } = useTranslation('messages');
  const result = checkPassword(password);
  return (
    <List spacing={6} size="sm" center data-testid={testId} aria-live="polite">
      {PASSWORD_RULES.map((rule) => {
        const ok = result[rule];
        return (
          <List.Item
            key={rule}
            data-rule={rule}
            data-valid={ok}
            icon={
              <ThemeIcon color={ok ? 'teal' : 'red'} variant="light" size={20} radius="xl" aria-hidden>
                {ok ? <IconCheck size={13} stroke={2.5} /> : <IconX size={13} stroke={2.5} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" className={ok ? classes.valid : classes.invalid}>
              {t(passwordRuleMessage[rule])}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
