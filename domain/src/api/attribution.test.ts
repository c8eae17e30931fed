import { ATTRIBUTION_KINDS, decodeAttribution, encodeAttribution, type AttributionEntry } from './attribution';

describe('the __cartlift attribution codec', () => {
  it('reads back what the checkout writes, every kind, units only where given', () => {
    const entries: AttributionEntry[] = ATTRIBUTION_KINDS.map((kind, i) => ({
      campaign: `key_${i}`,
      variant: String(1000 + i),
      kind,
      ...(kind === 'tier' || kind === 'one_check' ? { units: i + 1 } : {}),
    }));
    const raw = encodeAttribution(entries);
    expect(JSON.parse(raw)).toEqual({
      v: 1,
      u: entries.map((e) => ({ c: e.campaign, v: e.variant, k: e.kind, ...(e.units ? { q: e.units } : {}) })),
    });
    expect(decodeAttribution(raw)).toEqual(entries);
  });

  it('writes one entry per campaign, variant and kind: the last given, in the first one\'s place', () => {
    const raw = encodeAttribution([
      { campaign: 'a', variant: '1', kind: 'tier', units: 1 },
      { campaign: 'b', variant: '2', kind: 'fbt' },
      { campaign: 'a', variant: '1', kind: 'tier', units: 3 },
      { campaign: 'a', variant: '1', kind: 'gift' },
    ]);
    expect(decodeAttribution(raw)).toEqual([
      { campaign: 'a', variant: '1', kind: 'tier', units: 3 },
      { campaign: 'b', variant: '2', kind: 'fbt' },
      { campaign: 'a', variant: '1', kind: 'gift' },
    ]);
  });

  it('skips junk from an edited attribute: bad keys and ids, unknown kinds read as upsell, bad units as absent', () => {
    const raw = JSON.stringify({
      v: 1,
      u: [
        null,
        'x',
        { c: 'ok', v: 7, k: 'gift' },
        { c: 'bad key!', v: '1', k: 'fbt' },
        { c: 'a'.repeat(33), v: '1', k: 'fbt' },
        { c: 'ok', v: '-1', k: 'fbt' },
        { c: 'ok', v: 1.5, k: 'fbt' },
        { c: 'ok', v: '123456789012345678901', k: 'fbt' },
        { c: 'ok', v: '9', k: 'bribe', q: 0 },
        { c: 'ok', v: '10', k: 'tier', q: 2.5 },
      ],
    });
    expect(decodeAttribution(raw)).toEqual([
      { campaign: 'ok', variant: '7', kind: 'gift' },
      { campaign: 'ok', variant: '9', kind: 'upsell' },
      { campaign: 'ok', variant: '10', kind: 'tier' },
    ]);
  });

  it('reads nothing from what is not the format, and at most 100 entries of an oversized list', () => {
    for (const raw of [undefined, 42, '', 'not json', 'null', '[]', '{"u":{}}', `{"u":[${'{"c":"a","v":"1"},'.repeat(1500)}{}]}`])
      expect(decodeAttribution(raw)).toEqual([]);
    const many = JSON.stringify({ v: 1, u: Array.from({ length: 150 }, (_, i) => ({ c: 'k', v: String(i + 1), k: 'fbt' })) });
    expect(decodeAttribution(many)).toHaveLength(100);
  });
});
