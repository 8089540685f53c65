import { ActionIcon, Alert, ColorInput, Divider, SimpleGrid, Stack, Switch, Text, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { readsOn } from '@plataforma/shared/settings';
import type { LookValues } from '../look-form.ts';

type Form = UseFormReturnType<LookValues>;

const SWATCHES = ['#c191ff', '#7048e8', '#1c7ed6', '#0b7285', '#2f9e44', '#f08c00', '#e8590c', '#c2255c', '#212529', '#ffffff'];

/** A hex colour input; `optional` ones may be emptied (the platform's own colour). */
function HexInput({ form, path, label, optional, testId }: { form: Form; path: string; label: string; optional?: boolean; testId: string }) {
  const { t } = useTranslation('settingsLook');
  const props = form.getInputProps(path);
  const value = String(props.value ?? '');
  return (
    <ColorInput
      {...props}
      label={label}
      format="hex"
      swatches={SWATCHES}
      swatchesPerRow={10}
      placeholder={optional ? t('colors.none') : undefined}
      withEyeDropper={false}
      rightSection={
        optional && value ? (
          <Tooltip label={t('colors.none')} openDelay={400} withArrow>
            <ActionIcon variant="subtle" color="gray" size="sm" onClick={() => form.setFieldValue(path, '' as never)} aria-label={t('colors.none')} data-testid={`${testId}-clear`}>
              <IconX size={14} />
            </ActionIcon>
          </Tooltip>
        ) : undefined
      }
      data-testid={testId}
    />
  );
}

/** Colours of the shell and the interface (1-shell §3 colors), with a warning when hand-picked text reads badly. */
export function ColorFields({ form }: { form: Form }) {
  const { t } = useTranslation('settingsLook');
  const { colors } = form.values;
  const ui = colors.interface;
  const lowContrast = ui.autoFontColor
    ? []
    : (['primary', 'topBar', 'menu'] as const).filter((surface) => {
        const background = surface === 'primary' ? ui.primary : colors[surface];
        return (surface === 'primary' || background) && !readsOn(ui.textColor, background);
      });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('sections.colorsHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <HexInput form={form} path="colors.topBar" label={t('colors.topBar')} optional testId="look-color-topBar" />
        <HexInput form={form} path="colors.menu" label={t('colors.menu')} optional testId="look-color-menu" />
        <HexInput form={form} path="colors.interface.primary" label={t('colors.interfacePrimary')} testId="look-color-primary" />
        <HexInput form={form} path="colors.interface.textColor" label={t('colors.textColor')} testId="look-color-text" />
      </SimpleGrid>
      <Switch
        {...form.getInputProps('colors.interface.autoFontColor', { type: 'checkbox' })}
        label={t('colors.autoFontColor')}
        description={t('colors.autoFontColorHint')}
        data-testid="look-auto-font"
      />
      {lowContrast.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="look-low-contrast">
          {lowContrast.map((surface) => (
            <div key={surface}>{t('colors.lowContrast', { surface: t(`colors.surfaces.${surface}`) })}</div>
          ))}
        </Alert>
      )}
      <Divider label={t('colors.images')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('colors.imagesPrimary')}
          </Text>
          <HexInput form={form} path="colors.images.primary.light" label={t('colors.light')} testId="look-images-primary-light" />
          <Switch {...form.getInputProps('colors.images.primary.useDark', { type: 'checkbox' })} label={t('colors.useDark')} />
          {colors.images.primary.useDark && <HexInput form={form} path="colors.images.primary.dark" label={t('colors.dark')} testId="look-images-primary-dark" />}
        </Stack>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('colors.imagesSecondary')}
          </Text>
          <Switch {...form.getInputProps('colors.images.secondary.useCustom', { type: 'checkbox' })} label={t('colors.useCustom')} />
          {colors.images.secondary.useCustom ? (
            <>
              <HexInput form={form} path="colors.images.secondary.light" label={t('colors.light')} testId="look-images-secondary-light" />
              <Switch {...form.getInputProps('colors.images.secondary.useDark', { type: 'checkbox' })} label={t('colors.useDark')} />
              {colors.images.secondary.useDark && (
                <HexInput form={form} path="colors.images.secondary.dark" label={t('colors.dark')} testId="look-images-secondary-dark" />
              )}
            </>
          ) : (
            <HexInput form={form} path="colors.images.secondary.default" label={t('colors.default')} testId="look-images-secondary-default" />
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
