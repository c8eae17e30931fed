import { adminConfig, ErrorPage, SaveBar } from '@cartlift/admin-kit';
import { CART_LOCKED, upgradeShopSettings, type ShopSettings } from '@cartlift/domain';
import { Banner, BlockStack, Card, Layout, SkeletonBodyText, SkeletonPage } from '@shopify/polaris';
import { useEffect, useMemo, type ReactNode } from 'react';
import { SETTINGS_LEAVE_WARNING } from './leaveWarning';
import { useGetSettingsShopQuery, type SettingsShop } from './settingsApi';
import { SettingsFormProvider, useSettingsForm } from './SettingsForm';
import { SettingsPreview, type PreviewCampaign } from './SettingsPreview';
import { SHOP_SETTINGS_RULES } from './shopSettingsRules';
import { useSaveShopSettings, type SettingsSaver } from './useSaveSettings';

/** Takes the refetched settings while the merchant has nothing unsaved (after a save, or a change elsewhere). */
export function FollowServer({ stored }: { stored: ShopSettings }) {
  const { follow } = useSettingsForm<ShopSettings>();
  // Upgraded once per server answer (RTK Query keeps an unchanged answer's identity), so a re-render alone reloads nothing.
  const settings = useMemo(() => upgradeShopSettings(stored), [stored]);
  useEffect(() => follow(settings), [follow, settings]);
  return null;
}

/** The settings screens' placeholder while the cart loads. */
export function SettingsSkeleton({ title }: { title: string }) {
  return (
    <SkeletonPage title={title} primaryAction>
      <Card>
        <SkeletonBodyText lines={8} />
      </Card>
    </SkeletonPage>
  );
}

/** The one settings form engine around a cart's stored settings (the live cart's or a draft's), following the server. */
export function ShopSettingsForm({ stored, children }: { stored: ShopSettings; children: ReactNode }) {
  return (
    <SettingsFormProvider initial={upgradeShopSettings(stored)} rules={SHOP_SETTINGS_RULES}>
      <FollowServer stored={stored} />
      {children}
    </SettingsFormProvider>
  );
}

/** Loads the shop, then renders the shop settings form around `children`; used by Cart Setup and checkout settings. */
export function ShopSettingsScreen({ title, children }: { title: string; children: (shop: SettingsShop) => ReactNode }) {
  const query = useGetSettingsShopQuery(adminConfig().shop, { refetchOnMountOrArgChange: true });
  if (query.isLoading) return <SettingsSkeleton title={title} />;
  if (query.error || !query.data) return <ErrorPage />;
  const shop = query.data;
  return <ShopSettingsForm stored={shop.settings}>{children(shop)}</ShopSettingsForm>;
}

/** The domain's CART_LOCKED message, with the way to the screen where the experiment is stopped. */
export function CartLockedBanner() {
  return (
    <Banner tone="warning" title="This cart is locked" action={{ content: 'Open Experiments', url: '/experiments' }}>
      <p>{CART_LOCKED}</p>
    </Banner>
  );
}

/**
 * Two columns: the settings cards and the live preview beside them, with the save bar over both. Saves go to the live
 * cart unless `saver` sends them elsewhere (a draft cart); while the cart is `locked` (or the gateway refused a save
 * as locked) the lock banner shows and Save is disabled.
 */
export function SettingsLayout({
  path,
  shop,
  saver,
  locked = false,
  campaign,
  children,
}: {
  path: string;
  shop: SettingsShop;
  saver?: SettingsSaver;
  locked?: boolean;
  /** The campaign the preview draws (a draft cart's). */
  campaign?: PreviewCampaign | null;
  children: ReactNode;
}) {
  const form = useSettingsForm<ShopSettings>();
  const live = useSaveShopSettings();
  const { save, saving, refusedLocked } = saver ?? live;
  const isLocked = locked || refusedLocked;
  const previewShop = useMemo(() => ({ money_format: shop.money_format }), [shop.money_format]);
  return (
    <>
      {/* Save is disabled while any field is invalid (cart-and-shop.md §4 "blocked silently": the fields already show why). */}
      <SaveBar
        visible={form.dirty}
        saving={saving}
        saveDisabled={form.errors.length > 0 || isLocked}
        onSave={() => void save()}
        onDiscard={form.discard}
        leaveWarning={SETTINGS_LEAVE_WARNING}
      />
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {isLocked ? <CartLockedBanner /> : null}
            {children}
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <div style={{ position: 'sticky', top: 16 }}>
            <SettingsPreview settings={form.edited} shop={previewShop} path={path} cod={shop.cod_settings} campaign={campaign} />
          </div>
        </Layout.Section>
      </Layout>
    </>
  );
}
