import './adminLayout.css';
import { Button, Frame, TopBar } from '@shopify/polaris';
import { LayoutSidebarLeftIcon } from '@shopify/polaris-icons';
import { REMOTE_OVERLAYS, Toasts, useLocalFlag, type RemoteName } from '@cartlift/admin-kit';
import { useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { WarningBanners } from '../features/banners/WarningBanners';
import { Sidebar } from '../features/navigation/Sidebar';
import { useGetShopQuery } from '../features/shop/shopApi';
import { RemoteOverlay } from '../remotes/RemoteOverlay';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useShell } from './shellContext';

const OVERLAYS = (Object.keys(REMOTE_OVERLAYS) as RemoteName[]).flatMap((remote) =>
  (REMOTE_OVERLAYS[remote] ?? []).map((screen) => [remote, screen] as const),
);

/** The merchant frame: top bar, collapsible sidebar, warning banners, the current screen and toasts. */
export function AdminLayout() {
  const { shop } = useShell();
  const { pathname, search } = useLocation();
  const { data: shopData } = useGetShopQuery(shop);
  // Shops that pay never download the billing remote here; the return from Shopify's charge page still needs it.
  const needsBilling = shopData?.chargeAccepted === false || /[?&](source|charge)=/.test(search);
  const [collapsed, setCollapsed] = useLocalFlag(shop, 'sidebar_collapsed');
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const [userMenuOpen, setUserMenuOpen] = useState(false);
  const toggleMobileNav = useCallback(() => setMobileNavOpen((o) => !o), []);
  const topBar = (
    <TopBar
      showNavigationToggle
      onNavigationToggle={toggleMobileNav}
      secondaryMenu={
        <div className="cartlift-topbar-toggle">
          <Button
            variant="monochromePlain"
            icon={LayoutSidebarLeftIcon}
            accessibilityLabel={collapsed ? 'Show sidebar' : 'Hide sidebar'}
            onClick={() => setCollapsed(!collapsed)}
          />
        </div>
      }
      userMenu={
        <TopBar.UserMenu
          name={shop.replace(/\.myshopify\.com$/, '')}
          initials={shop.charAt(0).toUpperCase()}
          actions={[{ items: [{ content: 'Log out', url: '/logout' }] }]}
          open={userMenuOpen}
          onToggle={() => setUserMenuOpen((o) => !o)}
        />
      }
    />
  );
  return (
    <Frame
      logo={{ width: 110, url: '/', accessibilityLabel: 'Cartlift', topBarSource: LOGO_DATA_URL }}
      topBar={topBar}
      navigation={collapsed ? undefined : <Sidebar />}
      showMobileNavigation={mobileNavOpen}
      onNavigationDismiss={toggleMobileNav}
    >
      <RouteErrorBoundary resetKey={pathname}>
        <WarningBanners />
        <Outlet />
      </RouteErrorBoundary>
      {/* The install charge: billing owns the welcome modal, the shell only gives it a place on every screen. */}
      {needsBilling
        ? OVERLAYS.map(([remote, screen]) => (
            <RemoteOverlay key={`${remote}:${screen}`} remote={remote} screen={screen} />
          ))
        : null}
      <Toasts />
    </Frame>
  );
}

/** The Cartlift word mark, inline so the top bar paints without another request. */
const LOGO_DATA_URL =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="110" height="28"><text x="0" y="21" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#ffffff">Cartlift</text></svg>',
  );
