import type { Page } from 'puppeteer-core';
import { choose, press, replaceText } from '../../campaigns/support/campaignPage';
import { setCheck, setColour, setSelect, setText } from './adminControls';
import { present, styleOf, textOf, type DrawnControl } from './drawnControls';

/** The COD form's field labels in the drawer (an option field's legend among them), in order, without the required star. */
export const formLabels = `Array.from(document.querySelectorAll('#cartlift-root .cartlift-cod__field > label, #cartlift-root .cartlift-cod__field legend')).map((l) => l.textContent.replace(' *', '').trim())`;
/** The drawer's COD input labelled `label`. */
const formInput = (label: string) =>
  `document.getElementById(Array.from(document.querySelectorAll('#cartlift-root .cartlift-cod__field > label')).find((l) => l.textContent.replace(' *', '').trim() === '${label}')?.htmlFor)`;

/** The option field labelled `legend` in the drawer's COD form: each choice as its input type and text. */
const optionsOf = (legend: string) =>
  `Array.from(document.querySelectorAll('#cartlift-root .cartlift-cod__choices')).filter((f) => f.querySelector('legend')?.textContent.replace(' *', '').trim() === '${legend}').flatMap((f) => Array.from(f.querySelectorAll('label')).map((l) => l.querySelector('input').type + ':' + l.textContent.trim()))`;

/** Types into the input of the COD page's field card titled `title` (its `nth` input: 0 label, 1 placeholder). */
async function setFieldCard(page: Page, title: string, nth: number, value: string): Promise<void> {
  const marker = `cod-${title.replace(/\W/g, '')}-${nth}`;
  await page.waitForFunction(
    (t, n, m) => {
      const card = Array.from(document.querySelectorAll('[data-cod-field]')).find((c) => c.querySelector('h3')?.textContent === t);
      card?.querySelectorAll('input')[n]?.setAttribute('data-e2e', m);
      return !!card;
    },
    { timeout: 15_000 },
    title,
    nth,
    marker,
  );
  await replaceText(page, `[data-e2e="${marker}"]`, value);
}

/** The field cards' titles on the COD page, in order: the order the merchant arranged. */
export const adminFieldOrder = (page: Page) => page.$$eval('[data-cod-field] h3', (hs) => hs.map((h) => h.textContent ?? ''));

/**
 * The COD page's controls for its first save. `when`: the drawer with the COD button ('cart'), the form opened from it
 * ('form'), the form confirmed empty ('confirm'), the form filled and confirmed while the order request is held
 * ('placing'). The field order is checked apart, against the page's own list.
 */
export function codPageControls(): (DrawnControl & { when: 'cart' | 'form' | 'confirm' | 'placing' })[] {
  return [
    { control: 'offer cash on delivery', set: (p) => setCheck(p, 'Offer cash on delivery', true), read: present('.cartlift-cod-button'), want: true, when: 'cart' },
    { control: 'checkout mode: COD only', set: (p) => choose(p, 'Cash on delivery only'), read: present('.cartlift-checkout__button'), want: false, when: 'cart' },
    { control: 'COD button text', set: (p) => setText(p, 'Cash on Delivery button text', 'Pay at the door'), read: textOf('.cartlift-cod-button'), want: 'Pay at the door', when: 'cart' },
    { control: 'COD button text colour', set: (p) => setColour(p, 'Cash on Delivery button text colour', '#fcf3cf'), read: styleOf('.cartlift-cod-button', 'color'), want: 'rgb(252, 243, 207)', when: 'cart' },
    { control: 'COD button background', set: (p) => setColour(p, 'Cash on Delivery button background', '#512e5f'), read: styleOf('.cartlift-cod-button', 'background-color'), want: 'rgb(81, 46, 95)', when: 'cart' },
    { control: 'confirm button text', set: (p) => setText(p, 'Confirm button text', 'Place my order'), read: textOf('.cartlift-cod__confirm'), want: 'Place my order', when: 'form' },
    { control: 'confirm button text colour', set: (p) => setColour(p, 'Confirm button text colour', '#fdedec'), read: styleOf('.cartlift-cod__confirm', 'color'), want: 'rgb(253, 237, 236)', when: 'form' },
    { control: 'confirm button background', set: (p) => setColour(p, 'Confirm button background', '#186a3b'), read: styleOf('.cartlift-cod__confirm', 'background-color'), want: 'rgb(24, 106, 59)', when: 'form' },
    { control: 'field label', set: (p) => setFieldCard(p, 'Email', 0, 'Your email'), read: `${formLabels}.includes('Your email')`, want: true, when: 'form' },
    { control: 'field placeholder', set: (p) => setFieldCard(p, 'Your email', 1, 'you@example.com'), read: `${formInput('Your email')}?.placeholder`, want: 'you@example.com', when: 'form' },
    {
      control: 'field required',
      set: async (p) => {
        await p.$$eval('[data-cod-field]', (cs) => {
          const card = cs.find((c) => c.querySelector('h3')?.textContent === 'Your email');
          const box = Array.from(card?.querySelectorAll('label') ?? []).find((l) => l.textContent?.trim() === 'Required');
          if (!(document.getElementById(box?.htmlFor ?? '') as HTMLInputElement | null)?.checked) box?.click();
        });
      },
      read: `${formInput('Your email')}?.getAttribute('aria-required')`,
      want: 'true',
      when: 'form',
    },
    { control: 'add a field', set: (p) => press(p, 'Add field'), read: `${formLabels}.includes('Titre')`, want: true, when: 'form' },
    // The added field made an option field: radio buttons with the merchant's options, under its label as a legend.
    {
      control: 'field type (option: radio buttons)',
      set: async (p) => setSelect(p, 'Type', 'radio', (await p.$$eval('label', (ls) => ls.filter((l) => l.textContent?.trim() === 'Type').length)) - 1),
      read: optionsOf('Titre'),
      want: ['radio:Door', 'radio:Porch'],
      when: 'form',
    },
    { control: 'field options', set: (p) => setText(p, 'Options (one per line)', 'Door\nPorch'), read: `${optionsOf('Titre')}.length`, want: 2, when: 'form' },
    { control: 'loading text', set: (p) => setText(p, 'Loading text', 'Sending your order'), read: textOf('.cartlift-cod__confirm'), want: 'Sending your order', when: 'placing' },
    { control: 'required field message', set: (p) => setText(p, 'Required field message', 'Please fill this in'), read: textOf('.cartlift-cod__error'), want: 'Please fill this in', when: 'confirm' },
  ];
}

/** The COD button as Cart Setup's checkout section sets it (only shown there while COD is on). */
export function cartSetupCodButton(): DrawnControl[] {
  return [
    { control: "Cart Setup's COD button text", set: (p) => setText(p, 'COD checkout button text', 'Cash on arrival'), read: textOf('.cartlift-cod-button'), want: 'Cash on arrival' },
    { control: "Cart Setup's COD button colour", set: (p) => setColour(p, 'COD checkout button colour', '#784212'), read: styleOf('.cartlift-cod-button', 'background-color'), want: 'rgb(120, 66, 18)' },
  ];
}

