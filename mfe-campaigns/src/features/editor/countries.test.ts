import { COUNTRY_WORLDWIDE } from '@cartlift/domain';
import { COUNTRY_CODES, COUNTRY_OPTIONS, countryLabel } from './countries';

describe('country options', () => {
  it('offer World Wide first, then every two-letter country once, by name', () => {
    expect(COUNTRY_OPTIONS[0]).toEqual({ value: COUNTRY_WORLDWIDE, label: 'World Wide' });
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_OPTIONS.slice(1).every((o) => /^[A-Z]{2}$/.test(o.value))).toBe(true);
    expect(countryLabel('DE')).toBe('Germany (DE)');
    expect(countryLabel(COUNTRY_WORLDWIDE)).toBe('World Wide');
  });
});
