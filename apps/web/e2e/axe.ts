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
  /** Rules outside the WCAG tags to run as well (axe's best practices, e.g. 'aria-dialog-name'). */
  alsoRules?: string[];
};

/** Best-practice rules the platform holds itself to on every scan: dialogs have names, one banner and one main. */
export const BEST_PRACTICE_RULES = ['aria-dialog-name', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-main', 'landmark-unique'];

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

/** Runs axe-core on the page as it is now: the critical and serious WCAG violations, and any of the best-practice rules. */
export async function seriousViolations(page: Page, options: AxeScanOptions = {}): Promise<Violation[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const violations = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const alsoRules = (options.alsoRules ?? BEST_PRACTICE_RULES).filter((rule) => !options.disableRules?.includes(rule));
  if (alsoRules.length) {
    // a second run: axe runs either tags or named rules, not both
    let extra = new AxeBuilder({ page }).withRules(alsoRules);
    for (const selector of options.exclude ?? []) extra = extra.exclude(selector);
    // these fail at any impact (a duplicate banner is 'moderate' to axe)
    violations.push(...(await extra.analyze()).violations);
  }
  return violations;
}

/** Fails (or, with `soft`, records a failure) on any critical or serious WCAG violation (and best-practice one), listing them under `label`. */
export async function expectNoSeriousViolations(page: Page, label: string, options: AxeScanOptions = {}): Promise<void> {
  const violations = await seriousViolations(page, options);
  const assertion = options.soft ? expect.soft : expect;
  assertion(violations.map((violation) => violation.id), `axe on ${label}:\n${formatViolations(violations)}`).toEqual([]);
}
