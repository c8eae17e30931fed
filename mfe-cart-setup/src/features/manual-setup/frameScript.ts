/**
 * The script Manual Setup adds to the storefront page in its frame (the gateway removed the page's own scripts). It
 * stops every navigation and form post, outlines what the pointer is over while an action is chosen, sends
 * SELECT_CART_LINK / SELECT_ATC on click (cart-and-shop.md §7) and outlines the current selections it receives in
 * VALUE_CHANGED. It talks only to its parent, at the admin's origin.
 */
export function frameScript(parentOrigin: string): string {
  return `(function () {
  var PARENT = ${JSON.stringify(parentOrigin)};
  var state = { action: null, links: [], atcs: [] };
  var style = document.createElement('style');
  style.textContent = '.cartlift-ms-hover{outline:2px dashed #2c6ecb !important;outline-offset:2px;cursor:pointer !important}' +
    '.cartlift-ms-selected{outline:3px solid #008060 !important;outline-offset:2px}';
  (document.head || document.documentElement).appendChild(style);
  function esc(s) { return window.CSS && CSS.escape ? CSS.escape(s) : s.replace(/[^a-zA-Z0-9_-]/g, '\\\\$&'); }
  function own(c) { return c.indexOf('cartlift-ms-') === 0; }
  // getAttribute, not el.id: a product form's <input name="id"> shadows form.id (DOM named properties).
  function idOf(el) { return el.getAttribute('id') || ''; }
  function selectorOf(el) {
    if (idOf(el) && document.querySelectorAll('#' + esc(idOf(el))).length === 1) return '#' + esc(idOf(el));
    var parts = [];
    while (el && el.nodeType === 1 && el !== document.body && el !== document.documentElement) {
      var part = el.tagName.toLowerCase();
      if (idOf(el)) { parts.unshift(part + '#' + esc(idOf(el))); break; }
      var cls = Array.prototype.filter.call(el.classList, function (c) { return !own(c); }).slice(0, 2);
      if (cls.length) part += '.' + cls.map(esc).join('.');
      var parent = el.parentElement;
      if (parent) {
        var same = Array.prototype.filter.call(parent.children, function (c) { return c.tagName === el.tagName; });
        if (same.length > 1) part += ':nth-of-type(' + (same.indexOf(el) + 1) + ')';
      }
      parts.unshift(part);
      el = parent;
    }
    return parts.join(' > ');
  }
  function pick(node) {
    return node.closest('a, button, input[type=submit], input[type=button], [role=button]') || node;
  }
  function variantInput(el) {
    var form = el.closest('form');
    var input = form && form.querySelector('[name="id"]');
    if (!input) return { type: 'none', name: '', selector: selectorOf(el) };
    var type = input.tagName.toLowerCase() === 'select' ? 'select' : (input.getAttribute('type') || 'input');
    return { type: type, name: 'id', selector: selectorOf(input) };
  }
  function mark(list, selectorKey) {
    list.forEach(function (item) {
      try {
        document.querySelectorAll(selectorKey(item)).forEach(function (n) { n.classList.add('cartlift-ms-selected'); });
      } catch (e) { /* a selector this page cannot parse outlines nothing */ }
    });
  }
  function paint() {
    document.querySelectorAll('.cartlift-ms-selected').forEach(function (n) { n.classList.remove('cartlift-ms-selected'); });
    mark(state.links, function (l) { return l.selector; });
    mark(state.atcs, function (a) { return a.button; });
  }
  var hovered = null;
  document.addEventListener('mouseover', function (e) {
    if (hovered) hovered.classList.remove('cartlift-ms-hover');
    hovered = state.action ? pick(e.target) : null;
    if (hovered) hovered.classList.add('cartlift-ms-hover');
  }, true);
  document.addEventListener('submit', function (e) { e.preventDefault(); e.stopPropagation(); }, true);
  document.addEventListener('click', function (e) {
    e.preventDefault();
    e.stopPropagation();
    if (!state.action) return;
    var el = pick(e.target);
    el.classList.remove('cartlift-ms-hover');
    var selector = selectorOf(el);
    if (state.action === 'links') parent.postMessage({ type: 'SELECT_CART_LINK', selector: selector }, PARENT);
    else parent.postMessage({ type: 'SELECT_ATC', button: { button: selector, id: variantInput(el) } }, PARENT);
  }, true);
  window.addEventListener('message', function (e) {
    if (e.source !== parent || e.origin !== PARENT || !e.data || e.data.type !== 'VALUE_CHANGED') return;
    state = { action: e.data.action || null, links: e.data.links || [], atcs: e.data.atcs || [] };
    paint();
  });
  parent.postMessage({ type: 'MANUAL_SETUP_READY' }, PARENT);
})();`;
}

/** The page for the frame: the storefront HTML with the selection script at the end of the body. */
export function framedDocument(html: string, parentOrigin: string): string {
  const script = `<script>${frameScript(parentOrigin).replace(/<\/script/gi, '<\\/script')}</script>`;
  return /<\/body>/i.test(html) ? html.replace(/<\/body>(?![\s\S]*<\/body>)/i, `${script}</body>`) : `${html}${script}`;
}
