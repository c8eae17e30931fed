import { adminConfig, ErrorPage } from '@cartlift/admin-kit';
import { upgradeShopSettings, type ShopSettings } from '@cartlift/domain';
import { BlockStack, Card, Layout, SkeletonBodyText, SkeletonPage } from '@shopify/polaris';
import { useEffect, useMemo, type ReactNode } from 'react';
import { SaveBar } from './SaveBar';
import { useGetSettingsShopQuery, type SettingsShop } from './settingsApi';
import { SettingsFormProvider, useSettingsForm } from './SettingsForm';
import { SettingsPreview } from './SettingsPreview';
import { SHOP_SETTINGS_RULES } from './shopSettingsRules';
import { useSaveShopSettings } from './useSaveSettings';

/** Takes the refetched settings while the merchant has nothing unsaved (after a save, or a change elsewhere). */
export function FollowServer({ stored }: { stored: ShopSettings }) {
  const { follow } = useSettingsForm<ShopSettings>();
  // Upgraded once per server answer (RTK Query keeps an unchanged answer's identity), so a re-render alone reloads nothing.
  const settings = useMemo(() => upgradeShopSettings(stored), [stored]);
  useEffect(() => follow(settings), [follow, settings]);
  return null;
}

/** Loads the shop, then renders the shop settings form around `children`; used by Cart Setup and checkout settings. */
export function ShopSettingsScreen({ title, children }: { title: string; children: (shop: SettingsShop) => ReactNode }) {
  const query = useGetSettingsShopQuery(adminConfig().shop, { refetchOnMountOrArgChange: true });
  if (query.isLoading) {
    return (
      <SkeletonPage title={title} primaryAction>
        <Card>
          <SkeletonBodyText lines={8} />
        </Card>
      </SkeletonPage>
    );
  }
  if (query.error || !query.data) return <ErrorPage />;
  const shop = query.data;
  return (
    <SettingsFormProvider initial={upgradeShopSettings(shop.settings)} rules={SHOP_SETTINGS_RULES}>
      <FollowServer stored={shop.settings} />
      {children(shop)}
    </SettingsFormProvider>
  );
}

/** Two columns: the settings cards and the live preview beside them, with the save bar over both. */
export function SettingsLayout({ path, shop, children }: { path: string; shop: SettingsShop; children: ReactNode }) {
  const form = useSettingsForm<ShopSettings>();
  const { save, saving } = useSaveShopSettings();
  const previewShop = useMemo(() => ({ money_format: shop.money_format }), [shop.money_format]);
  return (
    <>
      {/* Save is disabled while any field is invalid (cart-and-shop.md §4 "blocked silently": the fields already show why). */}
      <SaveBar
        dirty={form.dirty}
        saving={saving}
        saveDisabled={form.errors.length > 0}
        onSave={() => void save()}
        onDiscard={form.discard}
      />
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">{children}</BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <div style={{ position: 'sticky', top: 16 }}>
            <SettingsPreview settings={form.edited} shop={previewShop} path={path} cod={shop.cod_settings} />
          </div>
        </Layout.Section>
      </Layout>
    </>
  );
}
