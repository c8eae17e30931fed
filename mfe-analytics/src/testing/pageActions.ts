import { screen, waitFor } from '@testing-library/react';

const MEASURER = '.Polaris-ActionMenu-Actions__ActionsLayoutMeasurer';

// jsdom has no layout: Polaris' action menu reads its measurer's width as 0 and rolls every secondary Page action
// into "More actions". The measurer gets a browser-like width here, so the actions stay in the row as they do on screen.
const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
  configurable: true,
  get(this: HTMLElement) {
    return this.matches(MEASURER) ? 1000 : (offsetWidth?.get?.call(this) ?? 0);
  },
});

/**
 * A Page action button by name: Polaris draws each secondary action in its hidden measurer too, so the real one is
 * the button outside it.
 */
export function findPageAction(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const [button] = screen.queryAllByRole('button', { name }).filter((b) => !b.closest(MEASURER));
    if (!button) throw new Error(`no page action "${name}"`);
    return button;
  });
}
