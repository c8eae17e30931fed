import { useState } from 'react';
import type { CartLine } from '../../shared/types';
import type { StoreProduct } from '../common/source';
import type { Texts } from '../common/i18n';
import { badgeStyle } from '../common/util';
import type { LineItemProps, PlanState } from './LineItem';
import { isGuessedLine } from './guess';

/**
 * The line's subscription box (cart-and-shop.md §3 subscription): a select of the product's selling plans (and one-time
 * purchase unless the product requires a plan) in the box's look for its state: unsubscribed, loading while a plan
 * change is under way (upgrading or downgrading text), subscribed. The state text is a polite live region.
 */
export function PlanBox(p: Pick<LineItemProps, 'planLook' | 'onPlan'> & { line: CartLine; product?: StoreProduct | null; texts: Texts; planTexts: NonNullable<LineItemProps['planTexts']> }) {
  const { line, texts, planTexts } = p;
  const [planState, setPlanState] = useState<'' | PlanState>('');
  const plans = (p.product?.selling_plan_groups ?? []).flatMap((g) => g.selling_plans);
  const planId = line.selling_plan_allocation?.selling_plan.id ?? null;
  const planBox = planState ? 'loading' : planId ? 'subscribed' : 'unsubscribed';
  const changePlan = async (value: string) => {
    const next = value ? Number(value) : null;
    setPlanState(next ? 'upgrading' : 'downgrading');
    try {
      await p.onPlan(line, next);
    } finally {
      setPlanState('');
    }
  };
  if (!plans.length) return null;
  return (
    <div className={`cartlift-line__plan cartlift-line__plan--${planBox}`} style={badgeStyle(p.planLook?.[planBox])}>
      <span className="cartlift-line__plan-state" aria-live="polite">
        {planTexts[planState || (planId ? 'subscribed' : 'unsubscribed')]}
      </span>
      <select
        aria-label={texts.oneTime}
        value={planId ? String(planId) : ''}
        disabled={!!planState || isGuessedLine(line)}
        onChange={(e) => changePlan((e.target as HTMLSelectElement).value)}
      >
        {!p.product?.requires_selling_plan && <option value="">{texts.oneTime}</option>}
        {plans.map((plan) => (
          <option key={plan.id} value={String(plan.id)}>
            {plan.name}
          </option>
        ))}
      </select>
    </div>
  );
}
