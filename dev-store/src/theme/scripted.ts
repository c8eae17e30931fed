/**
 * Themes that add to cart from script instead of letting the product form submit (many premium and older themes do):
 * the add button's click handler stops the submit and posts the form itself. `fetch` sends a JSON `items` body to
 * `cart/add.js`; `xhr` sends the form urlencoded (jQuery's `$.post(form.serialize())`) to `cart/add` with the
 * X-Requested-With header, both under Shopify.routes.root (so /fr/ pages post to /fr/cart/...). Neither updates the
 * header count itself: only what the page's other scripts (the app embed) do shows there.
 * `actions` is a theme on Shopify's standard storefront layer (standardActions.ts, the only theme whose layout includes
 * it): the button adds with `Shopify.actions.updateCart`, whose requests no fetch/XMLHttpRequest patch can see, and a
 * "View cart" button calls `Shopify.actions.openCart()`. The other three stand for themes (and stores) without the layer.
 */
export type ThemeScript = 'dawn' | 'fetch' | 'xhr' | 'actions';

export const THEME_SCRIPTS: readonly ThemeScript[] = ['dawn', 'fetch', 'xhr', 'actions'];

const COMMON = `var form=document.querySelector('form[data-type="add-to-cart-form"]');if(!form)return;var btn=form.querySelector('[type="submit"]');
var done=function(ok,text){btn.removeAttribute('aria-disabled');var note=document.getElementById('theme-add-status');note.textContent=ok?'Added':text;};`;

const FETCH = `(function(){${COMMON}
btn.addEventListener('click',function(evt){evt.preventDefault();btn.setAttribute('aria-disabled','true');
var fd=new FormData(form);var props={};fd.forEach(function(v,k){var m=/^properties\\[(.+)\\]$/.exec(k);if(m&&typeof v==='string')props[m[1]]=v;});
var item={id:Number(fd.get('id')),quantity:Number(fd.get('quantity')||1),properties:props};
fetch(window.Shopify.routes.root+'cart/add.js',{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify({items:[item]})})
.then(function(r){return r.json().then(function(b){done(r.ok,b.description);});}).catch(function(e){done(false,String(e));});});})();`;

const XHR = `(function(){${COMMON}
btn.addEventListener('click',function(evt){evt.preventDefault();btn.setAttribute('aria-disabled','true');
var body=new URLSearchParams();new FormData(form).forEach(function(v,k){if(typeof v==='string')body.append(k,v);});
var xhr=new XMLHttpRequest();xhr.open('POST',window.Shopify.routes.root+'cart/add');xhr.setRequestHeader('Content-Type','application/x-www-form-urlencoded; charset=UTF-8');
xhr.setRequestHeader('X-Requested-With','XMLHttpRequest');xhr.setRequestHeader('Accept','application/json, text/javascript, */*; q=0.01');
xhr.onload=function(){var b={};try{b=JSON.parse(xhr.responseText);}catch(e){}done(xhr.status===200,b.description);};xhr.onerror=function(){done(false,'Network error');};
xhr.send(body.toString());});})();`;

const ACTIONS = `(function(){${COMMON}
btn.addEventListener('click',function(evt){evt.preventDefault();btn.setAttribute('aria-disabled','true');
var fd=new FormData(form);var attributes=[];fd.forEach(function(v,k){var m=/^properties\\[(.+)\\]$/.exec(k);if(m&&typeof v==='string'&&v)attributes.push({key:m[1],value:v});});
var line={merchandiseId:'gid://shopify/ProductVariant/'+fd.get('id'),quantity:Number(fd.get('quantity')||1),attributes:attributes};
window.Shopify.actions.updateCart({lines:[line]},{source:'product-form'}).then(function(r){var e=r.userErrors||[];done(!e.length,e.length?e[0].message:'');});});
var view=document.getElementById('theme-open-cart');if(view)view.addEventListener('click',function(){window.Shopify.actions.openCart();});})();`;

/** The inline product-form script of a scripted theme (Dawn's own is in pages.ts). */
export function scriptedProductForm(script: Exclude<ThemeScript, 'dawn'>): string {
  return script === 'fetch' ? FETCH : script === 'xhr' ? XHR : ACTIONS;
}
