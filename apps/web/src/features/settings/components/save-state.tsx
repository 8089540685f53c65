import { Badge, Box } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconInfoCircle, IconLoader2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The settings save status (1-shell §4 'System save status'): 0 initial, 1 saving, 2 saved, -1 error. */
export type SaveState = 0 | 1 | 2 | -1;

const SHOWN = {
  saving: { color: 'gray', Icon: IconLoader2 },
  error: { color: 'red', Icon: IconAlertCircle },
  unsaved: { color: 'yellow', Icon: IconInfoCircle },
  saved: { color: 'teal', Icon: IconCheck },
} as const;

/**
 * The save status of a customisation screen beside its save button, announced politely: saving, then an error or
 * 'Salvo'; unsaved changes once the form differs from what was saved.
 */
export function SaveStateBadge({ state, dirty, testId }: { state: SaveState; dirty: boolean; testId: string }) {
  const { t } = useTranslation('settings');
  const key = state === 1 ? 'saving' : state === -1 ? 'error' : dirty ? 'unsaved' : state === 2 ? 'saved' : null;
  const shown = key ? SHOWN[key] : null;
  return (
    <Box role="status" aria-live="polite" data-testid={testId} data-status={state} mih={20}>
      {key && shown && (
        <Badge variant="light" color={shown.color} leftSection={<shown.Icon size={12} />} tt="none">
          {t(`saveState.${key}`)}
        </Badge>
      )}
    </Box>
  );
}
