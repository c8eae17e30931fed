import { INVALID_EMAIL, REFERRAL_CODE_TAKEN } from '@cartlift/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoute } from '../../testing/renderRoute';
import { planFixture, startTestGateway } from '../../testing/testGateway';

const acceptedPlan = planFixture({ charge_accepted: true, status: 'ACTIVE' });

describe('Referral Program (/affiliation)', () => {
  it('shows the terms, the link, stats and referred stores with earnings', async () => {
    startTestGateway({ plan: acceptedPlan });
    renderRoute('/affiliation');
    expect(await screen.findByText('http://app.test/ref/cartlift-demo')).toBeTruthy();
    expect(screen.getByText(/get 5% off their plan for life, and you earn 15%/)).toBeTruthy();
    expect((await screen.findByTestId('referral-views')).textContent).toBe('3');
    expect(screen.getByTestId('referral-active').textContent).toBe('1');
    expect(screen.getByText('friend.myshopify.com')).toBeTruthy();
    expect(screen.getByText('$1.05')).toBeTruthy();
  });

  it('PayPal email: display/edit toggle, an invalid address is an error toast and nothing is sent', async () => {
    const gw = startTestGateway({ plan: acceptedPlan });
    renderRoute('/affiliation');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit PayPal email' }));
    fireEvent.change(screen.getByLabelText('PayPal email'), { target: { value: 'nope@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INVALID_EMAIL)).toBeTruthy();
    expect(gw.callsOf('POST /aff/settings')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('PayPal email'), { target: { value: 'me@shop.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('me@shop.com')).toBeTruthy();
    expect(gw.callsOf('POST /aff/settings')[0].body).toEqual({ settings: { paypal_email: 'me@shop.com' } });
  });

  it("referral code: the server's error shows in a toast and the field stays in edit", async () => {
    startTestGateway({ plan: acceptedPlan, takenCodes: ['taken'] });
    renderRoute('/affiliation');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Referral code' }));
    fireEvent.change(screen.getByLabelText('Referral code'), { target: { value: 'Taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REFERRAL_CODE_TAKEN)).toBeTruthy();
    expect(screen.getByLabelText('Referral code')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Referral code'), { target: { value: 'MyFriends' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Referral code saved')).toBeTruthy();
    expect(within(document.body).getByText('MyFriends')).toBeTruthy();
  });
});
