import { NotAvailableYet, NotFoundPage, type RemoteRoutes } from '@cartlift/admin-kit';
import { Route, Routes } from 'react-router-dom';

/** /plan: Your Plan (cart-and-shop.md §2). Placeholder until the billing issue lands. */
function PlanScreen() {
  return <NotAvailableYet title="Your Plan" />;
}

/** /affiliation: Referral Program. */
function AffiliationScreen() {
  return <NotAvailableYet title="Referral Program" />;
}

/** /ref/{code}: public referral landing redirect (outside the merchant frame). */
function ReferralLandingRoutes() {
  return (
    <Routes>
      <Route path=":code" element={<NotAvailableYet title="Referral" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** /invitation/{id} (also /invitations/{id}): public invitation landing redirect (outside the merchant frame). */
function InvitationLandingRoutes() {
  return (
    <Routes>
      <Route path=":id" element={<NotAvailableYet title="Invitation" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** This remote's public API: what the shell mounts. */
const routes: RemoteRoutes = {
  plan: PlanScreen,
  affiliation: AffiliationScreen,
  ref: ReferralLandingRoutes,
  invitation: InvitationLandingRoutes,
};
export default routes;
