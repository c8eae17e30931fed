import { loadConfig, LOCAL_API_KEY } from './env';

describe('loadConfig', () => {
  it('has local defaults: port 4000, SQLite file, local credentials, local mode on outside production', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 4000, shopifyApiKey: LOCAL_API_KEY, localMode: true });
    expect(c.databaseUrl).toMatch(/^sqlite:.*gateway\/data\/cartlift\.sqlite$/);
    expect(Object.isFrozen(c)).toBe(true);
  });
  it('turns local mode off by default in production and demands real credentials there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SHOPIFY_API_KEY and SHOPIFY_API_SECRET are required/);
    expect(
      loadConfig({ NODE_ENV: 'production', SHOPIFY_API_KEY: 'k', SHOPIFY_API_SECRET: 'long-secret' }).localMode,
    ).toBe(false);
  });
  it('caps COD orders per shop across all clients at 60 a minute unless COD_SHOP_RATE_LIMIT says otherwise', () => {
    expect(loadConfig({}).codShopRateLimit).toBe(60);
    expect(loadConfig({ COD_SHOP_RATE_LIMIT: '200' }).codShopRateLimit).toBe(200);
    for (const bad of ['0', '-1', '1.5', 'many'])
      expect(() => loadConfig({ COD_SHOP_RATE_LIMIT: bad })).toThrow(/COD_SHOP_RATE_LIMIT/);
  });
  it('renews expiring tokens 5 minutes ahead unless TOKEN_REFRESH_MARGIN_SECONDS says otherwise', () => {
    expect(loadConfig({}).tokenRefreshMarginMs).toBe(300_000);
    expect(loadConfig({ TOKEN_REFRESH_MARGIN_SECONDS: '1.5' }).tokenRefreshMarginMs).toBe(1500);
    for (const bad of ['-1', '86401', 'soon'])
      expect(() => loadConfig({ TOKEN_REFRESH_MARGIN_SECONDS: bad })).toThrow(/TOKEN_REFRESH_MARGIN_SECONDS/);
  });
  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'http', DATABASE_URL: 'postgres://x', LOCAL_MODE: 'maybe' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOCAL_MODE/,
    );
  });
});
