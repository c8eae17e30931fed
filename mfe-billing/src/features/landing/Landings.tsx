import { adminConfig, withSearch } from '@cartlift/admin-kit';
import { BlockStack, Card, Page, Spinner, Text } from '@shopify/polaris';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { keepInvitation, keepReferralCode } from './landingStore';

/** Public calls made before anyone signs in: plain fetch on the gateway, no session token. */
async function publicCall(path: string, init?: RequestInit): Promise<unknown> {
  const { gatewayUrl, fetchFn } = adminConfig();
  const res = await (fetchFn ?? fetch)(`${gatewayUrl}${path}`, init);
  if (!res.ok) throw new Error(`gateway answered ${res.status}`);
  return res.json();
}

function Forwarding({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Card>
        <BlockStack gap="200" inlineAlign="center">
          <Spinner accessibilityLabel="Forwarding" size="small" />
          <Text as="p">Taking you to Cartlift…</Text>
        </BlockStack>
      </Card>
    </Page>
  );
}

/** Full-page moves (the install leaves the admin); a seam for tests. */
export const browser = { assign: (url: string) => window.location.assign(url) };

/** The shell's install-redirect page (cart-and-shop.md §1), which forwards to the server's install path. */
export const INSTALL_REDIRECT_PATH = '/install';

/**
 * /ref/{code}: records a view for the code (best effort), keeps the code 30 days, and forwards to the shell's
 * install-redirect page keeping the query string (a full page load: the shell decides at boot which app serves a
 * path). No code: straight to sign-in (cart-and-shop.md §8).
 */
export function ReferralLanding() {
  const { code = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    const trimmed = code.trim();
    if (!trimmed) {
      navigate(withSearch('/login', search), { replace: true });
      return;
    }
    const forward = () => live && browser.assign(withSearch(INSTALL_REDIRECT_PATH, search));
    keepReferralCode(trimmed);
    publicCall('/aff/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ aff_code: trimmed, event: 'view' }),
    })
      .catch(() => undefined)
      .finally(forward);
    return () => {
      live = false;
    };
  }, [code, search, navigate]);
  return <Forwarding title="Referral" />;
}

/** /invitation/{id} and /invitations/{id}: keeps the id 7 days and forwards where GET /invitations says, else /login. */
export function InvitationLanding() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    const toLogin = () => live && navigate(withSearch('/login', search), { replace: true });
    if (!id.trim()) {
      toLogin();
      return;
    }
    keepInvitation(id.trim());
    publicCall(`/invitations?${new URLSearchParams({ id: id.trim() }).toString()}`)
      .then((body) => {
        const redirect = (body as { redirect?: unknown }).redirect;
        if (live && typeof redirect === 'string' && /^https?:\/\//.test(redirect)) browser.assign(redirect);
        else toLogin();
      })
      .catch(toLogin);
    return () => {
      live = false;
    };
  }, [id, search, navigate]);
  return <Forwarding title="Invitation" />;
}
