import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What axe found in a data table, one line per violation (rule, impact, the first offending elements). */
export type TableViolation = { id: string; impact: string | null | undefined; targets: string[] };

/**
 * axe-core on one data table (its card: toolbar, header, rows, pagination) against WCAG 2.0–2.2 A and AA; returns the
 * critical and serious violations. Colour contrast is left to the whole-page accessibility journeys: the palette
 * (secondary grey, badges, focus ring) is the theme's, not the table's.
 */
export async function tableViolations(page: Page, tableTestId: string): Promise<TableViolation[]> {
  const results = await new AxeBuilder({ page })
    .include(`[data-testid="${tableTestId}"]`)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .disableRules(['color-contrast'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) }));
}

/** Fails with the list of violations when a table has any critical or serious one. */
export async function expectAccessibleTable(page: Page, tableTestId: string) {
  const card = page.getByTestId(tableTestId);
  await expect(card.getByTestId('data-table-total')).toBeVisible();
  await expect(card.locator('.mantine-datatable-loader-fetching')).toHaveCount(0);
  expect.soft(await tableViolations(page, tableTestId), `${tableTestId}: axe critical/serious violations`).toEqual([]);
}
