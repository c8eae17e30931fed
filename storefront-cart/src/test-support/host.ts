import { render } from 'preact';

/**
 * A fresh element in <body> for each test, unmounted and removed after it (registers beforeEach/afterEach);
 * call at the top of a test file and read `.current` inside tests.
 */
export function testHost(): { current: HTMLElement } {
  const host = { current: document.createElement('div') };
  beforeEach(() => {
    host.current = document.createElement('div');
    document.body.appendChild(host.current);
  });
  afterEach(() => {
    render(null, host.current);
    host.current.remove();
  });
  return host;
}

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
