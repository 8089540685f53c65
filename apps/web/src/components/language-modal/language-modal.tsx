import { Group, Modal, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { LANGUAGES, type Language } from '@plataforma/shared';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n.ts';
import { useLanguage } from '../../lib/language.ts';
import { FlagIcon } from '../flag-icon.tsx';
import { LANGUAGE_MODAL_NS } from './locales.ts';
import classes from './language-modal.module.css';

/** Each language's own name: what a reader of that language looks for. */
export const NATIVE_LANGUAGE_NAMES: Record<Language, string> = { pt: 'Português', en: 'English', es: 'Español' };

type LanguageModalProps = { opened: boolean; onClose: () => void };

/**
 * Language selector (1-shell §1): pt, en, es with their flags and a check on the current one. Choosing one changes
 * the interface at once and the Accept-Language of every later call (lib/i18n.ts changeLanguage).
 */
export function LanguageModal({ opened, onClose }: LanguageModalProps) {
  const { t } = useTranslation(LANGUAGE_MODAL_NS);
  const current = useLanguage();
  const choose = (language: Language) => {
    changeLanguage(language);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size={420}
      radius="lg"
      title={
        <Text fw={700} fz="lg">
          {t('title')}
        </Text>
      }
    >
      <Text size="sm" c="dimmed" mb="md">
        {t('description')}
      </Text>
      <Stack gap="xs" role="radiogroup" aria-label={t('title')} data-testid="language-modal">
        {LANGUAGES.map((language) => {
          const selected = language === current;
          const translated = t(`names.${language}`);
          return (
            <UnstyledButton
              key={language}
              className={classes.option}
              data-selected={selected || undefined}
              onClick={() => choose(language)}
              role="radio"
              aria-checked={selected}
              lang={language}
              data-testid={`language-option-${language}`}
            >
              <Group justify="space-between" wrap="nowrap">
                <Group gap="md" wrap="nowrap">
                  <span className={classes.flag}>
                    <FlagIcon language={language} size={30} />
                  </span>
                  <div>
                    <Text fw={600} lh={1.3}>
                      {NATIVE_LANGUAGE_NAMES[language]}
                    </Text>
                    {translated !== NATIVE_LANGUAGE_NAMES[language] && (
                      <Text size="xs" c="dimmed" lang={current}>
                        {translated}
                      </Text>
                    )}
                  </div>
                </Group>
                {selected && (
                  <ThemeIcon size={26} radius="xl" role="img" aria-label={t('current')}>
                    <IconCheck size={16} stroke={2.5} />
                  </ThemeIcon>
                )}
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
    </Modal>
  );
}
