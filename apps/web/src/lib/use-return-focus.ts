import { useLayoutEffect } from 'react';

/**
 * Gives the focus back to the element that had it when `active` turned on, once it turns off (WCAG 2.4.3): for
 * dialogs mounted already open (Mantine's returnFocus only acts when an open Modal's `opened` changes) and for those
 * driven by the address, like the learner's item dialog. An opener that left the page is skipped.
 */
export function useReturnFocus(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return undefined;
    // layout effects run before the dialog's focus trap moves the focus, so this is still the opener
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    return () => {
      if (!opener) return;
      // after the dialog has unmounted and released its focus trap
      requestAnimationFrame(() => {
        if (opener.isConnected) opener.focus();
      });
    };
  }, [active]);
}

/**
 * The element to give the focus back to when a dialog opened now closes: the focused element, or, when that is an
 * item of a menu (which unmounts as the dialog opens), the menu's button (the element whose aria-controls names the
 * menu). Returns the function that gives it back.
 */
export function captureFocusOpener(): () => void {
  const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  const menu = active?.closest<HTMLElement>('[role="menu"]');
  const trigger = menu?.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
  const opener = trigger ?? active;
  return () => {
    if (!opener) return;
    requestAnimationFrame(() => {
      if (opener.isConnected) opener.focus();
    });
  };
}
