import { gettingStartedBadge, MAIN_NAV, MORE_LINKS, showMoreLinks } from './navItems';

describe('sidebar entries', () => {
  it('lists the spec sidebar in order', () => {
    expect(MAIN_NAV.map((i) => i.label)).toEqual([
      'Getting started',
      'Dashboard',
      'Experiments',
      'Cart Setup',
      'Upsell Campaigns',
      'Sticky cart',
      'Integrations',
      'Your Plan',
    ]);
    expect(MAIN_NAV.map((i) => i.url)).toEqual(['/', '/dashboard', '/experiments', '/settings', '/campaigns', '/sticky', '/integrations', '/plan']);
  });

  it('shows the external links only once the shop has a campaign', () => {
    expect(showMoreLinks(0)).toBe(false);
    expect(showMoreLinks(1)).toBe(true);
    expect(MORE_LINKS).toHaveLength(6);
  });

  it('counts completed getting-started tasks', () => {
    expect(gettingStartedBadge(0, 3)).toBe('0/3');
    expect(gettingStartedBadge(3, 3)).toBe('3/3');
  });
});
