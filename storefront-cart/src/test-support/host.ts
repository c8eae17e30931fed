import { render } from 'preact';

/**
 * A fresh host element per test for rendering the drawer, unmounted and removed after it; local storage is cleared
 * first (the drawer remembers gift picks and One Check choices there) and real timers restored after.
 */
export function drawerHost(): () => HTMLElement {
  let host: HTMLElement;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.appendChild(host);
    localStorage.clear();
  });
  afterEach(() => {
    render(null, host);
    host.remove();
    jest.useRealTimers();
  });
  return () => host;
}
