import type { ExperimentDayResult } from './experimentsApi';
import { armSeries, rateLabel, readVariant, readVerdict, splitLabel, splitSentence, variantLabel } from './experimentText';

describe('experiment text', () => {
  it('reads the verdict JSON only in the domain shape', () => {
    const ok = { kind: 'variant_ahead', text: 'Variant ahead, 97 % likely', probability: 0.97, pValue: 0.01, soFar: null, splitWarning: null };
    expect(readVerdict(ok)).toEqual({ kind: 'variant_ahead', text: 'Variant ahead, 97 % likely', soFar: null, splitWarning: null });
    expect(readVerdict({ ...ok, kind: 'winner' })).toBeNull();
    expect(readVerdict({ ...ok, text: '' })).toBeNull();
    expect(readVerdict('Variant ahead')).toBeNull();
  });

  it('names the variant, a deleted draft by its id', () => {
    const drafts = [{ id: 'd_1', name: 'Blue cart', lockedBy: null }];
    expect(variantLabel({ kind: 'draft', draftId: 'd_1' }, drafts)).toBe('Draft: Blue cart');
    expect(variantLabel({ kind: 'draft', draftId: 'd_gone' }, drafts)).toBe('Draft: d_gone');
    expect(variantLabel({ kind: 'theme' }, drafts)).toBe("Theme's own cart");
    expect(readVariant({ kind: 'draft' })).toBeNull();
  });

  it('writes the split live / variant and rates as percentages', () => {
    expect(splitLabel(30)).toBe('70 / 30');
    expect(splitSentence(30)).toBe('Live cart 70 % / Variant 30 %');
    expect(rateLabel(0.0486223)).toBe('4.86 %');
    expect(rateLabel(0.5)).toBe('50 %');
  });

  it('draws every day from the first to the last, a day without rows at 0, from ISO days or day numbers', () => {
    const daily: ExperimentDayResult[] = [
      { day: '2026-11-20', arm: 'control', visitors: 3, orders: 1, revenueCents: 100 },
      { day: '2026-11-22', arm: 'variant', visitors: 4, orders: 0, revenueCents: 0 },
      { day: '2026-11-22', arm: 'control', visitors: 5, orders: 2, revenueCents: 300 },
    ];
    const day = (d: string) => Date.parse(`${d}T00:00:00Z`);
    expect(armSeries(daily, 'control', 'visitors')).toEqual([
      { x: day('2026-11-20'), y: 3 },
      { x: day('2026-11-21'), y: 0 },
      { x: day('2026-11-22'), y: 5 },
    ]);
    // The variant has no row on the 20th, which is still the chart's first day (both arms share the days).
    expect(armSeries(daily, 'variant', 'visitors').map((p) => p.y)).toEqual([0, 0, 4]);
    const byNumber = daily.map((r) => ({ ...r, day: String(day(r.day) / 86_400_000) }));
    expect(armSeries(byNumber, 'control', 'revenueCents')).toEqual(armSeries(daily, 'control', 'revenueCents'));
    expect(armSeries([], 'control', 'visitors')).toEqual([]);
  });
});
