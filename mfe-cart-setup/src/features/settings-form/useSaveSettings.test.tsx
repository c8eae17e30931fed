import type { ApiError } from '@cartlift/admin-kit';
import { CART_LOCKED, shopSettingsSavePayload, upgradeShopSettings, type ShopSettings } from '@cartlift/domain';
import { act, render } from '@testing-library/react';
import { SettingsFormProvider, useSettingsForm, type SettingsFormRules, type SettingsFormValue } from './SettingsForm';
import { useSaveSettingsTo, type SettingsSaver, type SettingsSaveTarget } from './useSaveSettings';

const toast = jest.fn();
jest.mock('@cartlift/admin-kit', () => ({ ...jest.requireActual('@cartlift/admin-kit'), useToast: () => toast }));

const accepts: SettingsFormRules<ShopSettings> = { loadValidate: () => Promise.resolve((v) => ({ success: true, data: v })) };
const wontLoad: SettingsFormRules<ShopSettings> = { loadValidate: () => Promise.reject(new Error('chunk failed')) };

let form: SettingsFormValue<ShopSettings>;
let saver: SettingsSaver;
function Probe({ target }: { target: SettingsSaveTarget }) {
  form = useSettingsForm<ShopSettings>();
  saver = useSaveSettingsTo(target);
  return null;
}

/** A settings form saving to a target whose send answers with `answer` (a rejection is the gateway's refusal). */
function renderSaver(answer: () => Promise<unknown>, rules = accepts) {
  const send = jest.fn(answer);
  const target: SettingsSaveTarget = { send, sending: false, savedToast: 'Draft saved', within: 'settings' };
  render(
    <SettingsFormProvider initial={upgradeShopSettings({})} rules={rules}>
      <Probe target={target} />
    </SettingsFormProvider>,
  );
  return send;
}

const save = async (settings?: ShopSettings): Promise<boolean> => {
  let saved = false;
  await act(async () => {
    saved = await saver.save(settings);
  });
  return saved;
};

const refusal = (message: string, graphqlErrors: ApiError['graphqlErrors']): ApiError => ({
  status: 'GRAPHQL_ERROR',
  message,
  graphqlErrors,
});

beforeEach(() => toast.mockClear());

describe("a settings form's save (admin-kit's saveDocument around the screen's target)", () => {
  it("sends the payload of the settings it is given, holds them as saved and toasts the target's message", async () => {
    const send = renderSaver(() => Promise.resolve({ id: 'x' }));
    const settings = { ...form.edited, header: { ...form.edited.header, title: 'Your bag' } };
    expect(await save(settings)).toBe(true);
    expect(send).toHaveBeenCalledWith(shopSettingsSavePayload(settings));
    expect(form.saved.header.title).toBe('Your bag');
    expect(toast).toHaveBeenCalledWith('Draft saved');
  });

  it('says "Saving failed" and sends nothing when the validation will not load', async () => {
    const send = renderSaver(() => Promise.resolve({ id: 'x' }), wontLoad);
    expect(await save()).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith('Saving failed', { isError: true });
  });

  it("puts field errors on their fields, inside the target's prefix, with no toast", async () => {
    renderSaver(() =>
      Promise.reject(refusal('x', [{ message: 'Too long', extensions: { code: 'BAD_USER_INPUT', path: 'settings.header.title' } }])),
    );
    expect(await save()).toBe(false);
    expect(form.errorsByPath).toEqual({ 'header.title': 'Too long' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('leaves a locked cart to the banner: refusedLocked, no field errors, no toast', async () => {
    renderSaver(() => Promise.reject(refusal(CART_LOCKED, [{ message: CART_LOCKED, extensions: { code: 'CART_LOCKED' } }])));
    expect(await save()).toBe(false);
    expect(saver.refusedLocked).toBe(true);
    expect(form.errors).toEqual([]);
    expect(toast).not.toHaveBeenCalled();
  });

  it("toasts the gateway's message of a refusal that names no field", async () => {
    renderSaver(() => Promise.reject(refusal('Shop not found', [{ message: 'Shop not found', extensions: { code: 'NOT_FOUND' } }])));
    expect(await save()).toBe(false);
    expect(toast).toHaveBeenCalledWith('Shop not found', { isError: true });
  });

  it('says "Saving failed" for a failure that is no answer of the gateway\'s', async () => {
    renderSaver(() => Promise.reject(new Error('network')));
    expect(await save()).toBe(false);
    expect(toast).toHaveBeenCalledWith('Saving failed', { isError: true });
    expect(saver.refusedLocked).toBe(false);
  });
});
