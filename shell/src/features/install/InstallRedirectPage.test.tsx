import { configureAdmin, createSession } from '@cartlift/admin-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PublicLandingApp } from '../../app/PublicLandingApp';
import { installNavigation, shopDomainFrom } from './InstallRedirectPage';

const SECOND = 'second-shop.myshopify.com';
let assign: jest.SpyInstance;

/** The install-redirect page as the shell boots it (the public app, no session), at `url`. */
function openInstall(url: string) {
  window.history.pushState({}, '', url);
  configureAdmin({ gatewayUrl: '/gateway', shop: '', session: createSession({ gatewayUrl: '/gateway', shop: '', storage: null }) });
  return render(<PublicLandingApp />);
}

beforeEach(() => {
  assign = jest.spyOn(installNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('the install-redirect page (/install)', () => {
  it("forwards at once to the server's install path keeping the whole query when it names a shop", async () => {
    openInstall(`/install?shop=${SECOND}&ref=friends`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/gateway/install?shop=${SECOND}&ref=friends`));
    expect(screen.getByText('Taking you to your store to install Cartlift…')).toBeTruthy();
  });

  it('asks a visitor without a shop for the store, then forwards with it added to the query', async () => {
    openInstall('/install?ref=friends');
    fireEvent.change(await screen.findByLabelText('Your store'), { target: { value: 'not a store!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(await screen.findByText('Enter your store’s address, like your-store.myshopify.com')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Your store'), { target: { value: 'second-shop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(assign).toHaveBeenCalledWith(`/gateway/install?ref=friends&shop=${SECOND}`);
  });

  it.each([
    ['second-shop', SECOND],
    [' Second-Shop.myshopify.com ', SECOND],
    ['https://second-shop.myshopify.com/admin', SECOND],
    ['second-shop.example.com', null],
    ['', null],
  ])('reads %p as %p', (input, domain) => expect(shopDomainFrom(input)).toBe(domain));
});
