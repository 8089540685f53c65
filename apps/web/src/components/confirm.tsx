import { Group, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconHelpCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n.ts';
import { dialogAttributes } from '../lib/dialog-attributes.ts';
import { captureFocusOpener } from '../lib/use-return-focus.ts';

/**
 * Confirmation dialogs (1-shell §2, §5 'deletion always asks for confirmation first'), on @mantine/modals'
 * openConfirmModal:
 *
 *   if (await confirmAction({ title: t('...'), message: t('...'), confirmLabel: t('...'), tone: 'danger' })) { ... }
 *
 * or `openConfirm({ ..., onConfirm })` when a callback suits better. Cancel, Esc and the close button all count as
 * "no". Button labels default to the common Confirm / Cancel texts.
 */
export type ConfirmTone = 'default' | 'danger' | 'warning';

export type ConfirmOptions = {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** danger: red confirm button (deletions, sign-out); warning: orange (actions with wide effects). */
  tone?: ConfirmTone;
  /** data-testid of the dialog; its buttons get `<testId>-confirm` and `<testId>-cancel`. */
  testId?: string;
  /** Stacking order (default 400, above other dialogs). */
  zIndex?: number;
};

/** Above every other dialog (modals default to 200): a confirmation always asks on top of what opened it. */
const CONFIRM_Z_INDEX = 400;

const TONE_COLOR: Record<ConfirmTone, MantineColor | undefined> = { default: undefined, danger: 'red', warning: 'orange' };

function ConfirmBody({ message, tone }: { message: ReactNode; tone: ConfirmTone }) {
  const Icon = tone === 'default' ? IconHelpCircle : IconAlertTriangle;
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon size={40} radius="xl" variant="light" color={TONE_COLOR[tone] ?? 'brand'} aria-hidden style={{ flexShrink: 0 }}>
        <Icon size={22} stroke={1.8} />
      </ThemeIcon>
      {typeof message === 'string' ? (
        <Text size="sm" c="dimmed" pt={2}>
          {message}
        </Text>
      ) : (
        message
      )}
    </Group>
  );
}

type Handlers = { onConfirm: () => void; onCancel: () => void; onClose?: () => void };

function showConfirm(options: ConfirmOptions, handlers: Handlers): string {
  const tone = options.tone ?? 'default';
  const testId = options.testId ?? 'confirm-dialog';
  // opened from a menu item, the focus goes back to the menu's button (the item is gone by then)
  const restoreFocus = captureFocusOpener();
  return modals.openConfirmModal({
    title: (
      <Text fw={700} fz="lg">
        {options.title}
      </Text>
    ),
    children: <ConfirmBody message={options.message} tone={tone} />,
    centered: true,
    radius: 'lg',
    zIndex: options.zIndex ?? CONFIRM_Z_INDEX,
    size: 460,
    labels: {
      confirm: options.confirmLabel ?? i18n.t('common:actions.confirm'),
      cancel: options.cancelLabel ?? i18n.t('common:actions.cancel'),
    },
    confirmProps: { color: TONE_COLOR[tone], 'data-testid': `${testId}-confirm` },
    cancelProps: { variant: 'default', 'data-testid': `${testId}-cancel` },
    groupProps: { mt: 'lg' },
    attributes: dialogAttributes({ 'data-testid': testId }),
    ...handlers,
    onClose: () => {
      handlers.onClose?.();
      restoreFocus();
    },
  });
}

/** Opens a confirmation dialog; `onConfirm` runs when confirmed. Returns the modal id. */
export function openConfirm(options: ConfirmOptions & { onConfirm: () => void; onCancel?: () => void }): string {
  return showConfirm(options, { onConfirm: options.onConfirm, onCancel: options.onCancel ?? (() => undefined) });
}

/** Asks for confirmation; resolves true when confirmed, false when cancelled or closed. */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    showConfirm(options, { onConfirm: () => settle(true), onCancel: () => settle(false), onClose: () => settle(false) });
  });
}
