import { NotFoundPage, type RemoteRoutes } from '@cartlift/admin-kit';
import { Route, Routes } from 'react-router-dom';
import { InvitationLanding, ReferralLanding } from '../features/landing/Landings';
import { PlanPage } from '../features/plan/PlanPage';
import { AffiliationPage } from '../features/referral/AffiliationPage';
import { WelcomeGate } from '../features/welcome/WelcomeGate';

/** /ref/{code}: public referral landing redirect (outside the merchant frame). */
function ReferralLandingRoutes() {
  return (
    <Routes>
      <Route path=":code" element={<ReferralLanding />} />
      <Route path="*" element={<ReferralLanding />} />
    </Routes>
  );
}

/** /invitation/{id} (also /invitations/{id}): public invitation landing redirect (outside the merchant frame). */
function InvitationLandingRoutes() {
  return (
    <Routes>
      <Route path=":id" element={<InvitationLanding />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** This remote's public API: what the shell mounts. `welcome` is not a route: the shell shows it over every screen. */
const routes: RemoteRoutes = {
  plan: PlanPage,
  affiliation: AffiliationPage,
  ref: ReferralLandingRoutes,
  invitation: InvitationLandingRoutes,
  welcome: WelcomeGate,
};
export default routes;
