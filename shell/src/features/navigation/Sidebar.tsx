import { Navigation } from '@shopify/polaris';
import {
  ChartVerticalIcon,
  CartIcon,
  DiscountIcon,
  HomeIcon,
  AppsIcon,
  CreditCardIcon,
  PinIcon,
  ExternalIcon,
} from '@shopify/polaris-icons';
import { useLocation } from 'react-router-dom';
import { useSetupGuide } from '../getting-started/useSetupGuide';
import { gettingStartedBadge, MAIN_NAV, MORE_LINKS, showMoreLinks } from './navItems';

const ICONS = [HomeIcon, ChartVerticalIcon, CartIcon, DiscountIcon, PinIcon, AppsIcon, CreditCardIcon];

/** The merchant's sidebar: main screens with the Getting started counter, and the extra links once a campaign exists. */
export function Sidebar() {
  const { pathname } = useLocation();
  const { progress, campaignCount } = useSetupGuide();
  return (
    <Navigation location={pathname}>
      <Navigation.Section
        items={MAIN_NAV.map((item, i) => ({
          ...item,
          icon: ICONS[i],
          badge: i === 0 ? gettingStartedBadge(progress.completed, progress.total) : undefined,
        }))}
      />
      {showMoreLinks(campaignCount) ? (
        <Navigation.Section
          title="More"
          separator
          items={MORE_LINKS.map((item) => ({ ...item, icon: ExternalIcon, external: true }))}
        />
      ) : null}
    </Navigation>
  );
}
