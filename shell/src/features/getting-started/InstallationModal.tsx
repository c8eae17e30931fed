import { InstallationModal as SharedInstallationModal } from '@cartlift/admin-kit';
import { useShell } from '../../app/shellContext';

/**
 * Where Open Editor goes: the configured URL (the dev store's app-embed switch locally), else Shopify's theme editor
 * deep link with Cartlift's app embed ready to switch on (activateAppId).
 */
export function themeEditorUrl(shop: string, configured: string | undefined, apiKey: string | undefined): string {
  if (configured) return configured.replace('{shop}', shop);
  const params = new URLSearchParams({ context: 'apps', activateAppId: `${apiKey ?? 'cartlift'}/app-embed` });
  return `https://${shop}/admin/themes/current/editor?${params.toString()}`;
}

/** The installation modal of Getting started, opening the editor the shell's manifest names. */
export function InstallationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { shop, manifest } = useShell();
  return <SharedInstallationModal open={open} onClose={onClose} editorUrl={themeEditorUrl(shop, manifest.themeEditorUrl, manifest.shopifyApiKey)} />;
}
