import { createStore } from './app';

// Env is read once, here; the app itself only sees options.
const env = process.env;
const port = Number(env.PORT ?? 4100);
/** A positive whole number of seconds from env, or undefined (the default) when unset; anything else stops the start. */
function seconds(name: string): number | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  if (!/^[1-9]\d*$/.test(raw)) throw new Error(`${name} must be a whole number of seconds, got "${raw}"`);
  return Number(raw);
}
const { app, config } = createStore({
  shopDomain: env.SHOP_DOMAIN || undefined,
  apiKey: env.SHOPIFY_API_KEY || undefined,
  apiSecret: env.SHOPIFY_API_SECRET || undefined,
  gatewayUrl: env.GATEWAY_URL || undefined,
  appEmbedScriptUrl: env.APP_EMBED_SCRIPT_URL || undefined,
  publicUrl: env.PUBLIC_URL || undefined,
  appEmbedEnabled: env.APP_EMBED_ENABLED === 'true',
  accessTokenLifetimeSeconds: seconds('ACCESS_TOKEN_LIFETIME_SECONDS'),
  refreshTokenLifetimeSeconds: seconds('REFRESH_TOKEN_LIFETIME_SECONDS'),
  discountFunctionDir: env.DISCOUNT_FUNCTION_DIR || undefined,
  extraShopDomains: env.EXTRA_SHOP_DOMAINS ? env.EXTRA_SHOP_DOMAINS.split(',').map((d) => d.trim().toLowerCase()).filter(Boolean) : undefined,
});

const server = app.listen(port, () => {
  console.log(`dev-store: ${config.shopDomain} on http://localhost:${port}/ (controls at /__dev, Admin API at /admin/api/2025-01/graphql.json)`);
  for (const shop of config.extraShopDomains) console.log(`dev-store: also serves ${shop} (OAuth, Admin and Billing API under /shops/${shop})`);
  if (!config.gatewayUrl) console.log('dev-store: GATEWAY_URL is not set; webhooks are recorded but not sent');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
