import { NotFoundPage, type RemoteRoutes } from '@cartlift/admin-kit';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { WelcomeGate } from '../features/welcome/WelcomeGate';

// The shell loads ./routes on every screen for the welcome gate, so the screens come in their own chunks.
const PlanPage = lazy(() => import('../features/plan/PlanPage').then((m) => ({ default: m.PlanPage })));
const AffiliationPage = lazy(() =>
  import('../features/referral/AffiliationPage').then((m) => ({ default: m.AffiliationPage })),
);
const ReferralLanding = lazy(() =>
  import('../features/landing/Landings').then((m) => ({ default: m.ReferralLanding })),
);
const InvitationLanding = lazy(() =>
  import('../features/landing/Landings').then((m) => ({ default: m.InvitationLanding })),
);

const suspended = (Screen: ComponentType) =>
  function Suspended() {
    return (
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    );
  };

/** /ref/{code}: public referral landing redirect (outside the merchant frame). */
function ReferralLandingRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="*" element={<ReferralLanding />} />
        <Route path=":code" element={<ReferralLanding />} />
      </Routes>
    </Suspense>
  );
}

/** /invitation/{id} (also /invitations/{id}): public invitation landing redirect (outside the merchant frame). */
function InvitationLandingRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path=":id" element={<InvitationLanding />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

/** This remote's public API: what the shell mounts. `welcome` is not a route: the shell shows it over every screen. */
const routes: RemoteRoutes = {
  plan: suspended(PlanPage),
  affiliation: suspended(AffiliationPage),
  ref: ReferralLandingRoutes,
  invitation: InvitationLandingRoutes,
  welcome: WelcomeGate,
};
export default routes;
