import { waitFor, screen } from '@testing-library/react';
import { renderRoute } from '../../testing/renderRoute';
import { planFixture, startTestGateway } from '../../testing/testGateway';
import { browser } from './Landings';
import { INVITATION_KEY, keptInvitation, keptReferralCode, REF_KEY } from './landingStore';

const DAY = 86_400_000;
const location = () => screen.getByTestId('location').textContent;
const acceptedPlan = planFixture({ charge_accepted: true, status: 'ACTIVE' });

beforeEach(() => localStorage.clear());

describe('/ref/{code}', () => {
  it('records a view, keeps the code 30 days and forwards to the install-redirect page keeping the query', async () => {
    const gw = startTestGateway({ plan: acceptedPlan });
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderRoute('/ref/FRIENDS');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/install?shop=cartlift-demo.myshopify.com'));
    assign.mockRestore();
    expect(gw.callsOf('POST /aff/events')[0].body).toEqual({ aff_code: 'FRIENDS', event: 'view' });
    expect(keptReferralCode()).toBe('FRIENDS');
    const kept = JSON.parse(localStorage.getItem(REF_KEY) ?? '{}') as { expires: number };
    expect(Math.round((kept.expires - Date.now()) / DAY)).toBe(30);
    expect(keptReferralCode(Date.now() + 31 * DAY)).toBeNull();
  });
  it('without a code goes to sign-in and records nothing', async () => {
    const gw = startTestGateway({ plan: acceptedPlan });
    renderRoute('/ref/');
    await waitFor(() => expect(location()).toMatch(/^\/login/));
    expect(gw.callsOf('POST /aff/events')).toHaveLength(0);
  });
});

describe('/invitation/{id} and /invitations/{id}', () => {
  it('keeps the id 7 days and follows GET /invitations', async () => {
    startTestGateway({ plan: acceptedPlan, invitations: { 'inv-1': 'http://gateway.test/auth?shop=x.myshopify.com' } });
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderRoute('/invitations/inv-1');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://gateway.test/auth?shop=x.myshopify.com'));
    const kept = JSON.parse(localStorage.getItem(INVITATION_KEY) ?? '{}') as { expires: number };
    expect(Math.round((kept.expires - Date.now()) / DAY)).toBe(7);
    expect(keptInvitation(Date.now() + 8 * DAY)).toBeNull();
    assign.mockRestore();
  });
  it('without a redirect (or on failure) goes to /login', async () => {
    startTestGateway({ plan: acceptedPlan, failing: ['GET /invitations'] });
    renderRoute('/invitation/unknown');
    await waitFor(() => expect(location()).toMatch(/^\/login/));
    expect(keptInvitation()).toBe('unknown');
  });
});
