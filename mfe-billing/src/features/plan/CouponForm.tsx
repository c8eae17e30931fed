import { errorMessageOf } from '@cartlift/admin-kit';
import { DISCOUNT_CODE_NOT_FOUND } from '@cartlift/domain';
import { Button, InlineStack, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { useApplyCouponMutation, type CouponAnswer } from './planApi';

/**
 * cart-and-shop.md §4 coupon apply: found shows the discount, not found the red 'Discount code not found'.
 * cart-and-shop.md §5: a coupon is required, so an empty field does nothing.
 */
export function CouponForm({ invitation, onFound }: { invitation?: string; onFound: (a: CouponAnswer) => void }) {
  const [coupon, setCoupon] = useState('');
  const [note, setNote] = useState<{ tone: 'success' | 'critical'; text: string } | null>(null);
  const [apply, { isLoading }] = useApplyCouponMutation();
  const submit = async () => {
    const code = coupon.trim();
    if (!code) return;
    try {
      const answer = await apply({ coupon: code, ...(invitation ? { invitation } : {}) }).unwrap();
      if (answer.found) {
        setNote({ tone: 'success', text: `Discount applied: ${answer.discount}% off your plan` });
        onFound(answer);
      } else setNote({ tone: 'critical', text: DISCOUNT_CODE_NOT_FOUND });
    } catch (e) {
      setNote({ tone: 'critical', text: errorMessageOf(e) });
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <InlineStack gap="200" blockAlign="end">
        <div style={{ flex: 1 }}>
          <TextField label="Coupon" value={coupon} onChange={setCoupon} autoComplete="off" maxLength={64} />
        </div>
        <Button submit loading={isLoading}>
          Apply
        </Button>
      </InlineStack>
      <div role="status" aria-live="polite">
        {note ? (
          <Text as="p" tone={note.tone}>
            {note.text}
          </Text>
        ) : null}
      </div>
    </form>
  );
}
