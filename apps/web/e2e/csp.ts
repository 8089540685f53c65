import { expect, type Page } from '@playwright/test';

/** Content security policy violations of a page, as Chromium reports them (console and `securitypolicyviolation`). */

type Violation = { directive: string; blocked: string; source: string };

/** Records every violation of the page (and its frames) from its first script on. */
export const watchViolations = async (page: Page) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect|create)/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  return async () => {
    const events = await Promise.all(
      page.frames().map((frame) => frame.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []).catch(() => [] as Violation[])),
    );
    return { messages, events: events.flat() };
  };
};

export const expectNoViolations = async (violations: () => Promise<{ messages: string[]; events: Violation[] }>) => {
  const found = await violations();
  expect(found.messages, found.messages.join('\n')).toEqual([]);
  expect(found.events, JSON.stringify(found.events)).toEqual([]);
};
