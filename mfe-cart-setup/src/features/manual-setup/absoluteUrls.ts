/** Attributes holding one URL that the storefront page's elements load or link to. */
const URL_ATTRIBUTES = ['src', 'href', 'poster', 'action', 'data', 'background'] as const;
/** Attributes holding a srcset list ("url 2x, url 400w"). */
const SRCSET_ATTRIBUTES = ['srcset', 'imagesrcset'] as const;
const CSS_URL = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

/**
 * The storefront page with every URL made absolute against `pageUrl`, and no `<base>`.
 *
 * Why not the `<base>` the gateway puts in: the Manual Setup frame is a srcdoc document, and a srcdoc document takes
 * the admin page's Content-Security-Policy as its own (HTML's policy container inheritance), whose `base-uri 'self'`
 * refuses a `<base>` naming the store, so every relative image and stylesheet URL resolved against the admin and broke.
 * A srcdoc frame cannot get a CSP of its own, and allowing the store in the admin document's base-uri would weaken
 * the admin itself; resolving the URLs here needs neither. Parsed with DOMParser: nothing in the page loads or runs.
 */
export function withAbsoluteUrls(html: string, pageUrl: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const base = doc.querySelector('base[href]')?.getAttribute('href') ?? pageUrl;
  const absolute = (value: string): string => {
    const v = value.trim();
    if (v === '' || v.startsWith('#') || /^(data|blob|javascript|mailto|tel):/i.test(v)) return value;
    try {
      return new URL(v, base).href;
    } catch {
      return value;
    }
  };
  const cssUrls = (css: string): string => css.replace(CSS_URL, (_m, q: string, u: string) => `url(${q}${absolute(u)}${q})`);
  doc.querySelectorAll('base').forEach((b) => b.remove());
  for (const attr of URL_ATTRIBUTES) {
    doc.querySelectorAll(`[${attr}]`).forEach((el) => el.setAttribute(attr, absolute(el.getAttribute(attr) ?? '')));
  }
  for (const attr of SRCSET_ATTRIBUTES) {
    doc.querySelectorAll(`[${attr}]`).forEach((el) => {
      const list = (el.getAttribute(attr) ?? '').split(',').map((candidate) => {
        const [url, ...descriptor] = candidate.trim().split(/\s+/);
        return [absolute(url), ...descriptor].join(' ');
      });
      el.setAttribute(attr, list.join(', '));
    });
  }
  doc.querySelectorAll('[style]').forEach((el) => el.setAttribute('style', cssUrls(el.getAttribute('style') ?? '')));
  doc.querySelectorAll('style').forEach((el) => {
    el.textContent = cssUrls(el.textContent ?? '');
  });
  return `<!DOCTYPE html>${doc.documentElement.outerHTML}`;
}
