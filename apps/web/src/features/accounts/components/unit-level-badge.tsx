import { Badge, Tooltip, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One colour per level of the unit tree (1 to 5). */
export const LEVEL_COLORS: readonly MantineColor[] = ['brand', 'teal', 'grape', 'orange', 'pink'];

/** The level of a unit as a small badge ('N3'), with 'Nível 3' as its tooltip. */
export function LevelBadge({ level }: { level: number }) {
  const { t } = useTranslation('accounts');
  return (
    <Tooltip label={t('units.level', { level })} withArrow openDelay={300}>
      <Badge
        size="sm"
        radius="sm"
        variant="light"
        color={LEVEL_COLORS[(level - 1) % LEVEL_COLORS.length]}
        miw={34}
        style={{ flexShrink: 0 }}
        data-testid="unit-level"
      >
        {t('units.levelShort', { level })}
      </Badge>
    </Tooltip>
  );
}
