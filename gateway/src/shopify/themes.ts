import type { AdminApiDeps } from './adminApi';

/** The app handle and block handle of Cartlift's app embed (shopify://apps/<app>/blocks/<block>/<uuid>). */
export const APP_EMBED_APP_HANDLE = 'cartlift';
export const APP_EMBED_BLOCK_HANDLE = 'app-embed';

const SETTINGS_DATA = 'config/settings_data.json';

const MAIN_THEME_SETTINGS_QUERY = `query CartliftThemeSettings($filenames: [String!]) {
  themes(first: 1, roles: [MAIN]) {
    nodes { id files(filenames: $filenames, first: 1) { nodes { filename body { ... on OnlineStoreThemeFileBodyText { content } } } } }
  }
}`;

interface ThemeSettingsAnswer {
  themes: { nodes: Array<{ id: string; files: { nodes: Array<{ filename: string; body: { content?: string } }> } }> };
}

/** Shopify starts settings_data.json with a block comment; JSON.parse needs it gone. */
export function stripLeadingComment(text: string): string {
  return text.replace(/^\s*\/\*[\s\S]*?\*\//, '');
}

/**
 * Whether the theme's settings_data.json has Cartlift's app embed block switched on (present and not disabled).
 * Anything unreadable counts as off: the spec treats a failed check as "not installed".
 */
export function isAppEmbedOn(settingsData: string): boolean {
  let data: unknown;
  try {
    data = JSON.parse(stripLeadingComment(settingsData));
  } catch {
    return false;
  }
  const blocks = (data as { current?: { blocks?: unknown } } | null)?.current?.blocks;
  if (!blocks || typeof blocks !== 'object') return false;
  const prefix = `shopify://apps/${APP_EMBED_APP_HANDLE}/blocks/${APP_EMBED_BLOCK_HANDLE}/`;
  return Object.values(blocks as Record<string, unknown>).some((b) => {
    const block = b as { type?: unknown; disabled?: unknown } | null;
    return typeof block?.type === 'string' && block.type.startsWith(prefix) && block.disabled !== true;
  });
}

/** Reads the main theme's settings_data.json through the Admin API (themes scope); null when there is none. */
export async function mainThemeSettingsData(deps: AdminApiDeps, shop: string, token: string): Promise<string | null> {
  const data = await deps.adminApi.graphql<ThemeSettingsAnswer>(shop, token, MAIN_THEME_SETTINGS_QUERY, {
    filenames: [SETTINGS_DATA],
  });
  const file = data.themes.nodes[0]?.files.nodes.find((f) => f.filename === SETTINGS_DATA);
  return typeof file?.body.content === 'string' ? file.body.content : null;
}

/**
 * Where the merchant switches the app embed on: Shopify's theme editor deep link with Cartlift's embed ready to
 * activate, or, when the Admin API is the local dev store (no {shop} in its URL), the dev store's app-embed switch.
 */
export function themeEditorUrl(adminUrl: string, apiKey: string, shop: string): string {
  if (!adminUrl.includes('{shop}')) return `${adminUrl}/__dev`;
  const q = new URLSearchParams({ context: 'apps', activateAppId: `${apiKey}/${APP_EMBED_BLOCK_HANDLE}` });
  return `${adminUrl.replace('{shop}', shop)}/admin/themes/current/editor?${q.toString()}`;
}
