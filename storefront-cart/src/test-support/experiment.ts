import { assignArm, type Arm } from '@cartlift/domain/experiment/assignment';
import type { StorefrontCampaignRead } from '@cartlift/domain/storefront';
import type { Lookup } from '../shared/gateway';

export const rgba = (r: number, g: number, b: number) => ({ r, g, b, a: 1 });
/** An Add To Unlock campaign whose one goal's message names it. */
const campaign = (id: string, name: string): StorefrontCampaignRead => ({
  id,
  campaign_key: `key-${id}`,
  settings: {
    type: 'add_to_unlock',
    add_to_unlock: { isActive: true, goals: [{ goal: 100, reward_type: 'free_shipping', free_shipping: { before: `${name} goal` } }] },
  },
});

/**
 * A lookup answer with a running experiment: campaign 1 is on in the live cart, 2 in the draft, 3 in neither (an answer
 * holds each arm's campaigns; 3 stands for one a wrong filter would let through). Text colours tell the carts apart.
 */
export function experimentAnswer(variant: 'draft' | 'theme', split = 50): Lookup {
  return {
    settings: { active: true, font: { color: rgba(10, 10, 10) } },
    sticky_cart: { isActive: true },
    campaigns: [campaign('3', 'Stray'), campaign('1', 'Live'), campaign('2', 'Draft')],
    compareAtMap: {},
    experiment: {
      id: 'x_test',
      split,
      controlCampaignIds: ['1'],
      variant: variant === 'draft' ? { settings: { active: true, font: { color: rgba(200, 0, 0) } }, campaignIds: ['2'] } : null,
    },
  };
}

/** A visitor id (22 URL-safe characters) that lands in `arm` of the experiment: how a test or journey forces an arm. */
export function visitorIn(experimentId: string, split: number, arm: Arm): string {
  for (let i = 0; ; i++) {
    const id = String(i).padStart(22, 'v');
    if (assignArm(experimentId, id, split) === arm) return id;
  }
}
