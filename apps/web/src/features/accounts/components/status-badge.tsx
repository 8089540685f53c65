import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Active / inactive as a soft badge with a dot. */
export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('accounts');
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} radius="sm" tt="none" fw={600} leftSection={<span aria-hidden>●</span>}>
      {active ? t('status.active') : t('status.inactive')}
    </Badge>
  );
}
