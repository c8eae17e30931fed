import { adminConfig } from '@cartlift/admin-kit';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetPlanQuery, useMarkTrialStartedMutation } from '../plan/planApi';

// Most shops have accepted the charge: the modal and its pricing table load only for those who have not.
const WelcomeModal = lazy(() => import('./WelcomeModal').then((m) => ({ default: m.WelcomeModal })));

/** The query without the return markers Shopify's round trip left (source, charge, charge_id). */
export function withoutReturnMarkers(search: string): string {
  const q = new URLSearchParams(search);
  for (const k of ['source', 'charge', 'charge_id']) q.delete(k);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * Mounted on every merchant screen (the billing remote's `welcome` export): shows the welcome modal while the install
 * charge is not accepted. Back from Shopify with source=charge-accepted (the gateway verified it with Shopify), it
 * records the one-time trial-started flag and goes home; with charge=declined the modal shows again with a note.
 */
export function WelcomeGate() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const accepted = params.get('source') === 'charge-accepted';
  const declined = params.get('charge') === 'declined';
  const { data: plan, refetch } = useGetPlanQuery();
  const [markTrial] = useMarkTrialStartedMutation();
  const handled = useRef(false);
  useEffect(() => {
    if (!accepted || handled.current) return;
    handled.current = true;
    void markTrial(adminConfig().shop)
      .catch(() => undefined)
      .finally(() => {
        void refetch();
        navigate(`/${withoutReturnMarkers(search)}`, { replace: true });
      });
  }, [accepted, markTrial, navigate, refetch, search]);
  if (!plan || plan.charge_accepted || accepted) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeModal plan={plan} declined={declined} />
    </Suspense>
  );
}
