import { CHARGE_DECLINED_NOTE } from '@cartlift/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../testing/renderRoute';
import { CONFIRMATION_URL, planFixture, startTestGateway } from '../../testing/testGateway';
import { keepInvitation, keepReferralCode } from '../landing/landingStore';
import { topLevel } from './topLevel';

let open: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  open = jest.spyOn(topLevel, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

const price = (name: string) => document.querySelector(`[data-plan-price="${name}"]`)?.textContent;

describe('welcome modal (install charge)', () => {
  it("shows the pricing table while the charge is not accepted; Get Access opens Shopify's page at the top level", async () => {
    const gw = startTestGateway();
    renderRoute('/');
    expect(await screen.findByText('Start your free trial')).toBeTruthy();
    expect(price('Big')).toBe('$19.99');
    fireEvent.click(screen.getByRole('button', { name: 'Get Access' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(CONFIRMATION_URL));
    expect(gw.callsOf('POST /shop/get_plan')[0].body).toEqual({});
  });

  it('a coupon re-prices the table and Get Access uses the charge it returned', async () => {
    startTestGateway({ coupons: { welcome20: 20 } });
    renderRoute('/');
    fireEvent.change(await screen.findByLabelText('Coupon'), { target: { value: 'WELCOME20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount applied: 20% off your plan')).toBeTruthy();
    expect(price('Big')).toBe('$19.99 $15.99');
    fireEvent.click(screen.getByRole('button', { name: 'Get Access' }));
    expect(open).toHaveBeenCalledWith(`${CONFIRMATION_URL}&coupon=1`);
  });

  it('a kept referral code is applied by itself and a kept invitation goes with Get Access', async () => {
    keepReferralCode('friend');
    keepInvitation('inv-1');
    const gw = startTestGateway({ coupons: { friend: 5 } });
    renderRoute('/');
    await waitFor(() => expect(price('Big')).toBe('$19.99 $18.99'));
    expect(gw.callsOf('POST /aff/coupon')[0].body).toEqual({ coupon: 'friend', invitation: 'inv-1' });
  });

  it('after a decline the modal is back with a clear note', async () => {
    startTestGateway();
    renderRoute('/?charge=declined');
    expect(await screen.findByText(CHARGE_DECLINED_NOTE)).toBeTruthy();
  });

  it('back with source=charge-accepted: the trial flag is stored, the app goes home without the markers, no modal', async () => {
    const gw = startTestGateway({ plan: planFixture({ charge_accepted: true, status: 'ACTIVE' }) });
    renderRoute('/?source=charge-accepted');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?shop=cartlift-demo.myshopify.com'));
    expect(gw.callsOf('POST /graphql')[0].body).toMatchObject({
      variables: { input: { fb_pixel_trial_started: true } },
    });
    expect(screen.queryByText('Start your free trial')).toBeNull();
  });
});
