import { Box, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { PALETTE_OFFSETS, PRIMARY_SHADE_INDEX, buildPalette, readableTextColor } from '@plataforma/shared/settings';

/** The 9 shades of the primary colour (+28 to −28 lightness), the primary itself marked. */
export function PaletteStrip({ primary }: { primary: string }) {
  const palette = buildPalette(primary);
  return (
    <SimpleGrid cols={{ base: 3, xs: 9 }} spacing={6} data-testid="look-palette">
      {palette.map((shade, index) => {
        const offset = PALETTE_OFFSETS[index];
        return (
          <Tooltip key={index} label={`${offset > 0 ? '+' : ''}${offset}`} openDelay={400} withArrow>
            <Box
              style={{
                background: shade,
                color: readableTextColor(shade),
                borderRadius: 8,
                border: '1px solid var(--mantine-color-default-border)',
                padding: '14px 4px 6px',
                textAlign: 'center',
                outline: index === PRIMARY_SHADE_INDEX ? '2px solid var(--mantine-color-text)' : undefined,
                outlineOffset: 2,
              }}
              data-testid={`look-palette-${index}`}
              data-color={shade}
            >
              <Text fz={11} fw={index === PRIMARY_SHADE_INDEX ? 700 : 500} ff="monospace">
                {shade}
              </Text>
            </Box>
          </Tooltip>
        );
      })}
    </SimpleGrid>
  );
}
