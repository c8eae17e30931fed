// Polaris reads browser APIs jsdom does not implement; these stand-ins behave like a wide desktop window.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  // jsdom defines these as 'not implemented' stubs that log errors; Polaris' scroll lock calls them.
  window.scrollTo = () => {};
  window.scroll = () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // jsdom's `labels` walks the document again for every label in it, and *ByLabelText reads it for every element.
  require('./fastLabels').installFastLabels(window);
}
// react-router 7 encodes with TextEncoder, which jsdom does not expose.
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  globalThis.TextEncoder = TextEncoder;
  globalThis.TextDecoder = TextDecoder;
}
