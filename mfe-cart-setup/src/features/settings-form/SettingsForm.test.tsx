import { upgradeShopSettings, type ShopSettings } from '@cartlift/domain';
import { act, render, waitFor } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { SettingsFormProvider, useSettingsForm, type SettingsFormValue } from './SettingsForm';
import { SHOP_SETTINGS_RULES } from './shopSettingsRules';
import { FollowServer } from './ShopSettingsScreen';

const stored = (title: string): ShopSettings => {
  const settings = upgradeShopSettings({});
  return { ...settings, header: { ...settings.header, title } };
};

let form: SettingsFormValue<ShopSettings>;
function Probe() {
  form = useSettingsForm<ShopSettings>();
  return null;
}

/** Types into the header title as the page commits, i.e. after a render that still saw nothing unsaved. */
function TypesOnCommit({ text }: { text: string | null }) {
  const { set } = useSettingsForm<ShopSettings>();
  useLayoutEffect(() => {
    if (text !== null) set('header.title', text);
  }, [set, text]);
  return null;
}

const page = (children: ReactNode) => (
  <SettingsFormProvider initial={stored('Your cart')} rules={SHOP_SETTINGS_RULES}>
    {children}
    <Probe />
  </SettingsFormProvider>
);

describe('the settings form follows the server', () => {
  it('takes a new answer while nothing is unsaved', () => {
    const { rerender } = render(page(<FollowServer stored={stored('Your cart')} />));
    rerender(page(<FollowServer stored={stored('Changed elsewhere')} />));
    expect(form.saved.header.title).toBe('Changed elsewhere');
    expect(form.edited.header.title).toBe('Changed elsewhere');
    expect(form.dirty).toBe(false);
  });

  it('keeps an edit made in the same commit as an answer landing (the answer rendered before the keystroke)', () => {
    const { rerender } = render(page(<><FollowServer stored={stored('Your cart')} /><TypesOnCommit text={null} /></>));
    // The refetch's answer and a keystroke arrive together: the answer's render saw a clean form, the edit comes after.
    rerender(page(<><FollowServer stored={stored('Your cart')} /><TypesOnCommit text="Your bag" /></>));
    expect(form.edited.header.title).toBe('Your bag');
    expect(form.dirty).toBe(true);
  });

  it('leaves unsaved edits alone when an answer lands later', () => {
    const { rerender } = render(page(<FollowServer stored={stored('Your cart')} />));
    act(() => form.set('header.title', 'Your bag'));
    rerender(page(<FollowServer stored={stored('Changed elsewhere')} />));
    expect(form.edited.header.title).toBe('Your bag');
    expect(form.saved.header.title).toBe('Your cart');
  });
});

describe('the settings form loads its validation when first needed', () => {
  it('asks for it on the first edit, not on the first paint, then shows its errors', async () => {
    const loadValidate = jest.fn(SHOP_SETTINGS_RULES.loadValidate);
    render(
      <SettingsFormProvider initial={stored('Your cart')} rules={{ ...SHOP_SETTINGS_RULES, loadValidate }}>
        <Probe />
      </SettingsFormProvider>,
    );
    expect(loadValidate).not.toHaveBeenCalled();
    act(() => form.set('header.title', 'x'.repeat(5000)));
    await waitFor(() => expect(form.errorsByPath['header.title']).toMatch(/long/i));
    expect(loadValidate).toHaveBeenCalledTimes(1);
  });

  it('answers the same validation to every caller (a save before any edit waits for it)', async () => {
    render(page(null));
    const [a, b] = await act(() => Promise.all([form.validator(), form.validator()]));
    expect(a).toBe(b);
    expect(a(stored('Your cart')).success).toBe(true);
  });
});
