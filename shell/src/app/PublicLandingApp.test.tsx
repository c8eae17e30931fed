import { isPublicLandingPath } from './PublicLandingApp';

describe('public landings without a shop', () => {
  it.each([
    ['/ref/FRIENDS', true],
    ['/ref/', true],
    ['/invitation/abc', true],
    ['/invitations/abc', true],
    ['/install', true],
    ['/referral', false],
    ['/plan', false],
    ['/', false],
  ])('%s → %p', (path, expected) => expect(isPublicLandingPath(path)).toBe(expected));
});
