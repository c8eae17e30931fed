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
