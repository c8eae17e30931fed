import { CART_SETTINGS_SAVED_TOAST, ONLY_IMAGES_MESSAGE } from '@cartlift/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../testing/renderRoute';
import { startTestGateway } from '../../testing/testGateway';

const OLD_LOGO = 'https://cdn.test/uploads/old.png';

/** /settings with split payments on, so the 'Provider logo' upload field shows. */
async function openWithLogoField(image = '') {
  const gw = startTestGateway({ settings: { afterPay: { isActive: true, text: 'or {{splits}} payments of {{amount}}', image, isExternal: false, splits: 4 } } });
  renderRoute('/settings');
  await screen.findByText('Basic Cart Design');
  return gw;
}

/** Drops a file on the field, as choosing one in the file dialog does. */
function chooseFile(name: string, type: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type });
  fireEvent.change(input, { target: { files: [file] } });
}

const logo = () => screen.queryByRole('img', { name: 'Provider logo' });

describe('ImageUploadField', () => {
  it('uploads through POST /uploadImage, shows the image and saves its public URL', async () => {
    const gw = await openWithLogoField();
    expect(logo()).toBeNull();
    chooseFile('logo.png', 'image/png');
    await waitFor(() => expect(logo()?.getAttribute('src')).toMatch(/^https:\/\/cdn\.test\/uploads\/\d+\.png$/));
    const [call] = gw.callsOf('POST /uploadImage');
    expect(call.body).toEqual({ fileName: 'logo.png', attachment: 'data:image/png;base64,iVBORw0KGgo=' });
    const url = logo()?.getAttribute('src');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(CART_SETTINGS_SAVED_TOAST);
    expect(gw.state.settings.afterPay.image).toBe(url);
  });

  it("clears the preview on failure and shows the gateway's message (cart-and-shop.md §4 Image upload, §8)", async () => {
    const gw = await openWithLogoField(OLD_LOGO);
    expect(logo()?.getAttribute('src')).toBe(OLD_LOGO);
    gw.state.uploadFailure = { status: 400, error: { code: 'BAD_REQUEST', message: ONLY_IMAGES_MESSAGE } };
    chooseFile('logo.png', 'image/png');
    expect(await screen.findByText(ONLY_IMAGES_MESSAGE)).toBeTruthy();
    expect(logo()).toBeNull();
    expect(gw.callsOf('POST /uploadImage')).toHaveLength(1);
  });

  it('a server failure reads as the gateway says, and the next good upload clears the message', async () => {
    const gw = await openWithLogoField();
    gw.state.uploadFailure = { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } };
    chooseFile('logo.png', 'image/png');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    gw.state.uploadFailure = null;
    chooseFile('logo.png', 'image/png');
    await waitFor(() => expect(logo()).not.toBeNull());
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
