import { giftWidgetTabs } from './GiftWidgetPreview';

describe('gift widget preview tabs', () => {
  it('shows selecting only with several gifts the shopper selects from', () => {
    expect(giftWidgetTabs(false, 'select')).toEqual(['before', 'after']);
    expect(giftWidgetTabs(true, 'random')).toEqual(['before', 'after']);
    expect(giftWidgetTabs(true, 'select')).toEqual(['before', 'selecting', 'after']);
    expect(giftWidgetTabs(true, undefined)).toEqual(['before', 'selecting', 'after']);
  });
});
