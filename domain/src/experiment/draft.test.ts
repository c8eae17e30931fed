import { CAMPAIGN_CAP } from '../campaign/constants';
import { NOT_VALID, fieldErrorsFromZod } from '../common';
import { cartDraftCreateSchema, cartDraftUpdateSchema } from './draft';

const errors = (r: ReturnType<typeof cartDraftUpdateSchema.safeParse>) => (r.success ? [] : fieldErrorsFromZod(r.error));

describe('draft cart input', () => {
  it('needs a name of 1-100 characters and nothing else to create', () => {
    expect(cartDraftCreateSchema.safeParse({ name: 'Blue' }).success).toBe(true);
    expect(cartDraftCreateSchema.safeParse({ name: 'x'.repeat(100) }).success).toBe(true);
    expect(cartDraftCreateSchema.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
    expect(cartDraftCreateSchema.safeParse({ name: '  ' }).success).toBe(false);
    expect(cartDraftCreateSchema.safeParse({ name: 'Blue', settings: {} }).success).toBe(false);
  });

  it('takes any of name, settings (an object) and campaign ids (at most the campaign cap) to update', () => {
    expect(cartDraftUpdateSchema.safeParse({ campaignIds: ['a', 'b'] }).success).toBe(true);
    expect(errors(cartDraftUpdateSchema.safeParse({ settings: [] }))).toEqual([{ path: 'settings', message: NOT_VALID }]);
    expect(errors(cartDraftUpdateSchema.safeParse({ campaignIds: [''] }))).toEqual([{ path: 'campaignIds.0', message: NOT_VALID }]);
    const tooMany = Array.from({ length: CAMPAIGN_CAP + 1 }, (_, i) => `c${i}`);
    expect(errors(cartDraftUpdateSchema.safeParse({ campaignIds: tooMany }))).toEqual([{ path: 'campaignIds', message: NOT_VALID }]);
    expect(cartDraftUpdateSchema.safeParse({ kind: 'previous_live' }).success).toBe(false);
  });
});
