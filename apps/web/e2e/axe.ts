import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule sets the platform is checked against (docs/accessibility.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Impacts that fail a scan. */
const BLOCKING = new Set(['critical', 'serious']);

export type AxeScanOptions = {
  /** Rule ids left out of this scan (say why where it is called). */
  disableRules?: string[];
  /** CSS selectors left out of this scan (e.g. third-party frames). */
  exclude?: string[];
  /** Record the failure and go on (the test fails at its end with every scan's list). */
  soft?: boolean;
};

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One readable line per violation, then one per element: rule, impact, help, selector and what to fix. */
export function formatViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n\s*/g, ' | ') ?? ''}`)
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    ... and ${violation.nodes.length - 8} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length})\n${nodes}${more}`;
    })
    .join('\n');
}

/** Runs axe-core on the page as it is now and returns the critical and serious violations. */
export async function seriousViolations(page: Page, options: AxeScanOptions = {}): Promise<Violation[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
}

/** Fails (or, with `soft`, records a failure) on any critical or serious violation, listing them under `label`. */
export async function expectNoSeriousViolations(page: Page, label: string, options: AxeScanOptions = {}): Promise<void> {
  const violations = await seriousViolations(page, options);
  const assertion = options.soft ? expect.soft : expect;
  assertion(violations.map((violation) => violation.id), `axe on ${label}:\n${formatViolations(violations)}`).toEqual([]);
}
