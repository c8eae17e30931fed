import { functionConfigBytes, functionConfigFor, MAX_FUNCTION_CONFIG_BYTES } from '../../../domain/src/cart';
import { PICKER_MAX_COLLECTIONS } from '../../../domain/src/campaign/constants';
import { maxCampaigns } from '../test-support/maxCampaigns';

describe('the configuration metafield at the campaign cap', () => {
  it(`holds 35 campaigns at the spec's maximum sizes in at most ${MAX_FUNCTION_CONFIG_BYTES} bytes`, () => {
    const campaigns = maxCampaigns();
    expect(campaigns).toHaveLength(35);
    const config = functionConfigFor(campaigns, { multiCurrencyMode: false });
    const bytes = functionConfigBytes(config);
    expect(bytes).toBe(Buffer.byteLength(JSON.stringify(config)));
    // every Buy More Save More and One Check campaign is kept; Add To Unlock after the first (worldwide) one never applies
    expect([config.a?.length, config.b?.length, config.o?.length]).toEqual([1, 12, 11]);
    expect(config.collectionIds).toHaveLength(4 * PICKER_MAX_COLLECTIONS);
    expect(bytes).toBeLessThanOrEqual(MAX_FUNCTION_CONFIG_BYTES);
  });
});
