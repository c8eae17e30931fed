import { DISCOUNT_CODE_NOT_FOUND } from '@cartlift/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoute } from '../../testing/renderRoute';
import { CONFIRMATION_URL, planFixture, startTestGateway } from '../../testing/testGateway';
import { topLevel } from '../welcome/topLevel';

const accepted = planFixture({
  charge_accepted: true,
  status: 'ACTIVE',
  cycle: '2026-11-01',
  billing_on: '2026-12-01T00:00:00.000Z',
  balance_used: 22,
  current_plan: 'Beast',
  plan_for_orders: 'Beast',
  orders_this_cycle: 260,
});

describe('Your Plan (/plan)', () => {
  it('shows the plan matched from balance used, orders, usage against the cap and the billing date', async () => {
    startTestGateway({ plan: accepted });
    renderRoute('/plan');
    expect(await screen.findByText('Beast (current)')).toBeTruthy();
    expect(screen.getByText('260')).toBeTruthy();
    expect(screen.getByText('$22.00 of $122.00')).toBeTruthy();
    expect(screen.getByText('December 1, 2026')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.queryByText('Start your free trial')).toBeNull();
  });

  it('the order-volume slider shows the price at each volume, and 3001 reads Over 3000+', async () => {
    startTestGateway({ plan: accepted });
    renderRoute('/plan');
    const slider = await screen.findByLabelText('Orders per month');
    const price = () => screen.getByTestId('volume-price').textContent;
    fireEvent.change(slider, { target: { value: '50' } });
    expect(price()).toBe('50 orders: Mini at $12.99 / 30 days');
    fireEvent.change(slider, { target: { value: '51' } });
    expect(price()).toBe('51 orders: Big at $19.99 / 30 days');
    fireEvent.change(slider, { target: { value: '3001' } });
    expect(price()).toBe('Over 3000+ orders: Monster at $134.99 / 30 days');
  });

  it('a coupon: not found shows the red error, found shows the discount and offers the new charge', async () => {
    const gw = startTestGateway({ plan: accepted, coupons: { spring: 10 } });
    const open = jest.spyOn(topLevel, 'open').mockImplementation(() => null);
    renderRoute('/plan');
    const field = await screen.findByLabelText('Coupon');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(gw.callsOf('POST /aff/coupon')).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(DISCOUNT_CODE_NOT_FOUND)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'SPRING' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount applied: 10% off your plan')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve the discounted plan' }));
    expect(open).toHaveBeenCalledWith(`${CONFIRMATION_URL}&coupon=1`);
    open.mockRestore();
  });

  it('says so when the plan cannot be loaded', async () => {
    startTestGateway({ failing: ['GET /shop/get_plan'] });
    renderRoute('/plan');
    expect(await screen.findByText('Your plan could not be loaded.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(document.body).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
