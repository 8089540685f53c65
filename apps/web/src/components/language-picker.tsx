import { Button, Group, Modal, Stack, Text, UnstyledButton, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { LANGUAGES, type Language } from '@plataforma/shared';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n.ts';
import { useLanguage } from '../lib/language.ts';
import { FlagIcon } from './flag-icon.tsx';
import classes from './language-picker.module.css';

type LanguageModalProps = { opened: boolean; onClose: () => void };

/** The language selector modal: the languages with their flags and a check on the current one (1-shell §1). */
export function LanguageModal({ opened, onClose }: LanguageModalProps) {
  const { t } = useTranslation('common');
  const current = useLanguage();
  const choose = (language: Language) => {
    changeLanguage(language);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('language.title')} centered size="sm" radius="lg">
      <Stack gap="xs">
        {LANGUAGES.map((language) => {
          const selected = language === current;
          return (
            <UnstyledButton
              key={language}
              className={classes.option}
              data-selected={selected || undefined}
              onClick={() => choose(language)}
              aria-pressed={selected}
              lang={language}
            >
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <FlagIcon language={language} size={28} />
                  <Text fw={500}>{t(`language.names.${language}`)}</Text>
                </Group>
                {selected && <IconCheck size={20} className={classes.check} aria-hidden />}
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
    </Modal>
  );
}

type LanguagePickerProps = { compact?: boolean } & Pick<ButtonProps, 'variant' | 'size' | 'color'>;

/** Button showing the current language that opens the language modal. */
export function LanguagePicker({ compact = false, variant = 'subtle', size = 'sm', color = 'gray' }: LanguagePickerProps) {
  const { t } = useTranslation('common');
  const current = useLanguage();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        color={color}
        onClick={open}
        leftSection={<FlagIcon language={current} size={18} />}
        rightSection={compact ? undefined : <IconChevronDown size={14} aria-hidden />}
        data-testid="language-picker"
      >
        {/* the name holds the visible text ('Idioma: PT (Português)' or 'Idioma: Português') */}
        <VisuallyHidden>{t('language.label')}: </VisuallyHidden>
        {compact ? current.toUpperCase() : t(`language.names.${current}`)}
        {compact && <VisuallyHidden> ({t(`language.names.${current}`)})</VisuallyHidden>}
      </Button>
      <LanguageModal opened={opened} onClose={close} />
    </>
  );
}
