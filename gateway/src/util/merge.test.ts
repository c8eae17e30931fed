import { overlay } from './merge';

describe('overlay', () => {
  it('keeps what the patch lacks, replaces what it has, replaces arrays whole', () => {
    expect(overlay({ a: { b: 1, c: 2 }, l: [1, 2] }, { a: { c: 3 }, l: [9] })).toEqual({ a: { b: 1, c: 3 }, l: [9] });
  });
  it('null or undefined patch leaves the base', () => {
    expect(overlay({ a: 1 }, null)).toEqual({ a: 1 });
  });
});
