import { createHash } from 'node:crypto';
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
    // Byte for byte what it was before experiments (8cffb3d: 6,859 bytes): no shop's discount is rewritten.
    expect([bytes, createHash('sha256').update(JSON.stringify(config)).digest('hex')]).toEqual([
      6859,
      '1409e6fc98b0bf55d2c8b748ee70b9e709a1c4062ade185e25ed8889d8e915be',
    ]);
  });

  it('does not hold the cap twice: an experiment whose two arms both carry it cannot start', () => {
    const campaigns = maxCampaigns();
    const settings = { multiCurrencyMode: false };
    const both = functionConfigFor(campaigns, settings, { id: 'x_0123456789ab', variant: { campaigns, settings } });
    const theme = functionConfigFor(campaigns, settings, { id: 'x_0123456789ab', variant: null });
    // The variant's rewards cost their own bytes again (its collections are shared); the theme's arm 33 bytes.
    expect([functionConfigBytes(both), functionConfigBytes(theme)]).toEqual([13406, 6892]);
    expect(functionConfigBytes(both)).toBeGreaterThan(MAX_FUNCTION_CONFIG_BYTES);
  });
});
