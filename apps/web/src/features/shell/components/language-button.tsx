import { Button, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { FlagIcon } from '../../../components/flag-icon.tsx';
import { LanguageModal, NATIVE_LANGUAGE_NAMES } from '../../../components/language-modal/index.ts';
import { useLanguage } from '../../../lib/language.ts';

/** Top-bar button with the current language's flag; opens the language modal. */
export function LanguageButton({ compact = false }: { compact?: boolean }) {
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
          onClick={open}
          leftSection={<FlagIcon language={current} size={20} />}
          aria-label={`${t('topBar.language')}: ${NATIVE_LANGUAGE_NAMES[current]}`}
          data-testid="language-button"
        >
          {compact ? null : current.toUpperCase()}
        </Button>
      </Tooltip>
      <LanguageModal opened={opened} onClose={close} />
    </>
  );
}
