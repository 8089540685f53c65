import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { FlagIcon } from '../../../components/flag-icon.tsx';
import { LanguageModal, NATIVE_LANGUAGE_NAMES } from '../../../components/language-modal/index.ts';
import { useLanguage } from '../../../lib/language.ts';

/** Top-bar button with the current language's flag; opens the language modal. */
export function LanguageButton({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useTranslation('shell');
  const current = useLanguage();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Tooltip label={t('topBar.language')} openDelay={400} withArrow>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          h={36}
          px={compact ? 6 : 8}
          className={className}
          onClick={open}
          leftSection={<FlagIcon language={current} size={20} />}
          data-testid="language-button"
        >
          {/* the name holds the visible code ('Idioma: PT (Português)'), so speech control can say what it sees */}
          <VisuallyHidden>{t('topBar.language')}: </VisuallyHidden>
          {compact ? null : current.toUpperCase()}
          <VisuallyHidden>{compact ? NATIVE_LANGUAGE_NAMES[current] : ` (${NATIVE_LANGUAGE_NAMES[current]})`}</VisuallyHidden>
        </Button>
      </Tooltip>
      <LanguageModal opened={opened} onClose={close} />
    </>
  );
}
