import { CHARGE_DECLINED_NOTE, discountedPrice, TRIAL_DAYS } from '@cartlift/domain';
import { Banner, BlockStack, Modal, Text } from '@shopify/polaris';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CouponForm } from '../plan/CouponForm';
import { PricingTable } from '../plan/PricingTable';
import { useApplyCouponMutation, useStartChargeMutation, type CouponAnswer, type PlanResponse } from '../plan/planApi';
import { keptInvitation, keptReferralCode } from '../landing/landingStore';
import { topLevel } from './topLevel';

/**
 * cart-and-shop.md §2/§4 welcome modal: the shop's pricing table and Get Access while the install charge is not
 * accepted. Get Access opens Shopify's confirmation page, the one a valid coupon returned or a new one. A referral code
 * kept by the
 * /ref landing is applied once by itself; an invitation id kept by /invitation goes with every charge.
 */
export function WelcomeModal({ plan, declined }: { plan: PlanResponse; declined: boolean }) {
  const [coupon, setCoupon] = useState<CouponAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [start, { isLoading }] = useStartChargeMutation();
  const [applyKept] = useApplyCouponMutation();
  const invitation = keptInvitation() ?? undefined;
  const triedKept = useRef(false);
  useEffect(() => {
    const code = keptReferralCode();
    if (triedKept.current || !code) return;
    triedKept.current = true;
    applyKept({ coupon: code, ...(invitation ? { invitation } : {}) })
      .unwrap()
      .then((a) => a.found && setCoupon(a))
      .catch(() => undefined);
  }, [applyKept, invitation]);
  const discount = coupon?.found ? coupon.discount : plan.discount_percent;
  const rows = useMemo(
    () =>
      plan.plans.map((p) => {
        const inv = discount > 0 ? ({ type: 'discount_percentage', value: discount } as const) : null;
        return {
          ...p,
          discountedPrice: discountedPrice(p.price, inv),
          discountedListPrice: discountedPrice(p.listPrice, inv),
        };
      }),
    [plan.plans, discount],
  );
  const getAccess = async () => {
    setError(null);
    if (coupon?.chargeConfirmationUrl) {
      topLevel.open(coupon.chargeConfirmationUrl);
      return;
    }
    try {
      const { confirmation_url } = await start(invitation ? { invitation } : {}).unwrap();
      topLevel.open(confirmation_url);
    } catch {
      setError('Shopify could not prepare the charge. Please try again.');
    }
  };
  return (
    <Modal
      open
      onClose={() => undefined}
      title="Start your free trial"
      primaryAction={{ content: 'Get Access', onAction: () => void getAccess(), loading: isLoading }}
    >
      <Modal.Section>
        <BlockStack gap="400">
          {declined ? <Banner tone="warning">{CHARGE_DECLINED_NOTE}</Banner> : null}
          {error ? <Banner tone="critical">{error}</Banner> : null}
          <Text as="p">
            Start with a {TRIAL_DAYS}-day free trial. After it, you pay for the orders your store gets each 30 days: the
            plan grows with your orders and never goes above the top plan.
          </Text>
          <PricingTable plans={rows} />
          <CouponForm invitation={invitation} onFound={setCoupon} />
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
