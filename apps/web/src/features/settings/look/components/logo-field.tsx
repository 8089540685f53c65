import { Box, Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoOff, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '@plataforma/shared';
import { getLanguage } from '../../../../lib/language.ts';
import { errorMessage, notifyError } from '../../../../lib/notify.ts';
import type { SettingsFile } from '@plataforma/shared/settings';
import { uploadSettingsFile } from '../../api/save-client-settings.ts';
import type { LogoKind } from '../look-form.ts';
import { logoAccept, logoProblem } from '../look-form.ts';

/** The sign-in logos are seen on their theme's surface, whatever the theme of this page. */
const BACKDROPS = { light: { background: '#f1f3f5', text: '#495057' }, dark: { background: '#242424', text: '#ced4da' } } as const;

type LogoFieldProps = {
  name: 'menu' | 'loginLight' | 'loginDark' | 'icon';
  tipo: LogoKind;
  size: string;
  width: number;
  height: number;
  value: string | null;
  onChange: (url: string | null, stored: SettingsFile | null) => void;
  /** The theme the logo is made for (the sign-in logos): its backdrop stays that theme's in both; none follows the page's. */
  backdrop?: 'light' | 'dark';
};

/**
 * One logo: its preview at the recommended size, upload (checked in the browser by type and size, then by its bytes
 * on the server, whose refusal is shown under it) and removal. The address goes into the form; saving keeps it.
 */
export function LogoField({ name, tipo, size, width, height, value, onChange, backdrop }: LogoFieldProps) {
  const { t } = useTranslation('settingsLook');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const testId = `look-logo-${name}`;

  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = logoProblem(tipo, file);
    if (problem) {
      const message = translate(problem, getLanguage());
      setError(message);
      notifyError(null, message);
      return;
    }
    setError(null);
    setUploading(true);
    try {
      const stored = await uploadSettingsFile(tipo, file);
      onChange(stored.url, stored);
    } catch (failure) {
      setError(errorMessage(failure));
      notifyError(failure);
    } finally {
      setUploading(false);
    }
  };

  const boxWidth = Math.min(width, 150);
  const boxHeight = Math.round((boxWidth / width) * height);
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Stack gap="xs" h="100%">
        <div>
          <Text fw={600} size="sm">
            {t(`logos.${name}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('logos.recommended', { size })}
            {tipo === 'icon' && ` · ${t('logos.iconType')}`}
          </Text>
        </div>
        <Box
          w={boxWidth + 16}
          h={boxHeight + 16}
          p={8}
          style={{
            borderRadius: 8,
            border: '1px dashed var(--mantine-color-default-border)',
            background: backdrop ? BACKDROPS[backdrop].background : 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {value ? (
            <Image src={value} alt={t(`logos.${name}`)} maw={boxWidth} mah={boxHeight} w="auto" h="auto" fit="contain" data-testid={`${testId}-image`} />
          ) : (
            <Stack gap={2} align="center" c={backdrop ? BACKDROPS[backdrop].text : 'dimmed'}>
              <IconPhotoOff size={20} aria-hidden />
              <Text fz={10} ta="center" c={backdrop ? BACKDROPS[backdrop].text : 'dimmed'}>
                {t('logos.empty')}
              </Text>
            </Stack>
          )}
        </Box>
        {error && (
          <Text size="xs" c="red" role="alert" data-testid={`${testId}-error`}>
            {error}
          </Text>
        )}
        <Group gap="xs" mt="auto">
          <FileButton onChange={(file) => void choose(file)} accept={logoAccept(tipo)} inputProps={{ 'data-testid': `${testId}-input` } as ComponentProps<'input'>}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={uploading}>
                {value ? t('logos.replace') : t('logos.choose')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => onChange(null, null)} data-testid={`${testId}-remove`}>
              {t('logos.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
