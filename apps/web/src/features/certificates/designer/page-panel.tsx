import { Button, ColorInput, FileButton, Group, Slider, Stack, Switch, Text } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_FILE_TYPES, type CertificateBackground, type CertificateSide } from '@plataforma/shared/certificates';

type PagePanelProps = {
  side: CertificateSide;
  backSide: boolean;
  background: CertificateBackground;
  onBackSide: (backSide: boolean) => void;
  onChange: (change: Partial<CertificateBackground>) => void;
  onImage: (file: File) => void;
};

/** The page settings of the side shown: back side on or off, background colour, image, its opacity and mirroring. */
export function PagePanel({ side, backSide, background, onBackSide, onChange, onImage }: PagePanelProps) {
  const { t } = useTranslation('certificates');
  return (
    <Stack gap="sm" data-testid="certificate-page-settings">
      <Switch
        label={t('page.backSide')}
        description={t('page.backSideHint')}
        checked={backSide}
        onChange={(e) => onBackSide(e.currentTarget.checked)}
        data-testid="certificate-backside"
      />
      <ColorInput
        size="xs"
        label={`${t('page.color')} · ${t(side === 'front' ? 'editor.front' : 'editor.verso')}`}
        format="hex"
        value={background.color}
        onChange={(color) => /^#[0-9a-fA-F]{6}$/.test(color) && onChange({ color })}
        data-testid="certificate-bg-color"
      />
      <Stack gap={4}>
        <Text size="xs" fw={500}>
          {t('page.image')}
        </Text>
        <Group gap="xs">
          <FileButton accept={CERTIFICATE_FILE_TYPES.join(',')} onChange={(file) => file && onImage(file)}>
            {(props) => (
              <Button {...props} size="xs" variant="default" leftSection={<IconPhoto size={16} />} data-testid="certificate-bg-image">
                {background.image ? background.image : t('page.chooseImage')}
              </Button>
            )}
          </FileButton>
          {background.image && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} />} onClick={() => onChange({ image: null })}>
              {t('page.removeImage')}
            </Button>
          )}
        </Group>
      </Stack>
      {background.image && (
        <>
          <Stack gap={4}>
            <Text size="xs" fw={500}>
              {t('page.opacity')}
            </Text>
            <Slider size="sm" min={0} max={1} step={0.05} value={background.opacity} onChange={(opacity) => onChange({ opacity })} label={(v) => `${Math.round(v * 100)}%`} />
          </Stack>
          <Switch size="sm" label={t('page.mirror')} checked={background.mirror} onChange={(e) => onChange({ mirror: e.currentTarget.checked })} data-testid="certificate-bg-mirror" />
        </>
      )}
    </Stack>
  );
}
