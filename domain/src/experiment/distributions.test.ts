import {
  incompleteBeta,
  logGamma,
  normalCdf,
  normalQuantile,
  studentTCdf,
  studentTDensity,
  studentTQuantile,
} from './distributions';

// Reference values: Python 3's math.erfc (Φ(x) = erfc(−x/√2)/2), statistics.NormalDist.inv_cdf (Wichura's AS241) and
// scipy 1.17's stats.t.cdf / stats.beta.cdf, printed to 17 significant digits.

const relClose = (actual: number, expected: number, rel: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(rel * Math.abs(expected));

describe('normalCdf', () => {
  it.each([
    [-37, 5.725571222525139e-300],
    [-20, 2.7536241186063314e-89],
    [-10, 7.619853024160593e-24],
    [-8, 6.220960574271819e-16],
    [-6, 9.865876450377012e-10],
    [-5, 2.866515718791946e-7],
    [-3, 0.0013498980316300957],
    [-2, 0.02275013194817922],
    [-1, 0.15865525393145707],
    [-0.5, 0.3085375387259869],
    [0, 0.5],
    [0.5, 0.6914624612740131],
    [1, 0.8413447460685429],
    [1.959963984540054, 0.975],
    [2.5, 0.9937903346742238],
    [3, 0.9986501019683699],
    [5, 0.9999997133484281],
  ])('Φ(%p) = %p to 1e-13 relative', (x, p) => relClose(normalCdf(x), p, 1e-13));

  it('is 0 and 1 far out, symmetric, and NaN for NaN', () => {
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
    expect(normalCdf(Infinity)).toBe(1);
    expect(normalCdf(NaN)).toBeNaN();
    for (const x of [0.1, 0.7, 1.3, 2.2, 4.4, 6.9, 7.2]) expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 15);
  });
});

describe('normalQuantile', () => {
  it.each([
    [1e-300, -37.0470962993612],
    [1e-20, -9.262340089798405],
    [1e-10, -6.361340902404056],
    [1e-5, -4.2648907939228256],
    [0.001, -3.090232306167813],
    [0.02, -2.0537489106318225],
    [0.02425, -1.9729610513118845],
    [0.025, -1.9599639845400538],
    [0.05, -1.6448536269514726],
    [0.2, -0.8416212335729142],
    [0.8, 0.8416212335729144],
    [0.9, 1.2815515655446008],
    [0.95, 1.6448536269514715],
    [0.975, 1.9599639845400536],
    [0.98, 2.053748910631822],
    [0.999, 3.090232306167813],
  ])('Φ⁻¹(%p) = %p to 1e-12 relative', (p, x) => relClose(normalQuantile(p), x, 1e-12));

  it('is exactly 0 at one half, infinite at the ends, NaN outside [0, 1]', () => {
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    for (const p of [-0.1, 1.1, NaN]) expect(normalQuantile(p)).toBeNaN();
  });

  // Above 3, Φ(x) is 1 − (something below 1e-3) and a double near 1 has lost digits: the left tail is the exact test.
  it('inverts normalCdf', () => {
    for (let x = -30; x <= 3; x += 0.37) expect(normalQuantile(normalCdf(x))).toBeCloseTo(x, 11);
  });
});

describe('logGamma and incompleteBeta', () => {
  it.each([
    [0.5, 0.5723649429247004],
    [3.7, 1.4280723266653883],
    [10, 12.801827480081467],
    [170.5, 704.0044277342047],
    [1e5, 1051287.7089736566],
  ])('ln Γ(%p) = %p', (x, v) => relClose(logGamma(x), v, 1e-13));

  it('ln Γ(1) = 0 and Γ(0.25) by reflection', () => {
    expect(Math.abs(logGamma(1))).toBeLessThan(1e-15);
    expect(logGamma(0.25)).toBeCloseTo(Math.log(3.625609908221908), 13);
  });

  it.each([
    [0.4, 2, 3, 0.5248],
    [0.1, 0.5, 5, 0.6833570849799877],
    [0.45, 50, 60, 0.4642352914306031],
    [0.99, 3.5, 0.5, 0.7979716952348509],
  ])('I_%p(%p, %p) = %p', (x, a, b, v) => relClose(incompleteBeta(x, a, b), v, 1e-11));

  it('is 0 and 1 at the ends', () => {
    expect(incompleteBeta(0, 2, 3)).toBe(0);
    expect(incompleteBeta(1, 2, 3)).toBe(1);
  });
});

describe('studentTCdf', () => {
  it.each([
    [2.0, 10, 0.9633059826146299],
    [-2.0, 10, 0.03669401738537018],
    [0.5, 3.5, 0.6765747803387245],
    [-4, 2.5, 0.019506487920659125],
    [1.3, 1000, 0.9030497357922713],
    [-12.7062047361747, 1, 0.025000000000000012],
    [3.0, 60.7, 0.9980439082641441],
    [-0.2, 0.7, 0.44199766927095957],
    [2, 5000, 0.9772228700058531],
    [-1.5, 3000, 0.06685981430224963],
    [-3, 12000, 0.0013526694487445681],
    [0.3, 80000, 0.6179110324589313],
  ])('T(%p; df %p) = %p', (t, df, p) => relClose(studentTCdf(t, df), p, 1e-10));

  it('matches the closed forms for 1 and 2 degrees of freedom, and the normal at infinity', () => {
    for (const t of [-3, -0.4, 0.9, 5]) {
      expect(studentTCdf(t, 1)).toBeCloseTo(0.5 + Math.atan(t) / Math.PI, 13);
      expect(studentTCdf(t, 2)).toBeCloseTo(0.5 + t / (2 * Math.sqrt(2 + t * t)), 13);
      expect(studentTCdf(t, Infinity)).toBe(normalCdf(t));
    }
    expect(studentTCdf(NaN, 3)).toBeNaN();
    expect(studentTCdf(1, 0)).toBeNaN();
  });
});

describe('studentTQuantile', () => {
  it.each([
    [0.975, 1, 12.706204736174694],
    [0.975, 2.5, 3.5746548420036817],
    [0.975, 10, 2.228138851986274],
    [0.995, 30, 2.7499956535672254],
    [0.975, 4000, 1.9605572287937332],
    [0.9, 7.3, 1.4089223177480423],
    [0.025, 10, -2.2281388519862753],
  ])('t⁻¹(%p; df %p) = %p', (p, df, t) => relClose(studentTQuantile(p, df), t, 1e-11));

  it('is the normal quantile at the median, the ends and infinite df; NaN for bad input', () => {
    expect(studentTQuantile(0.5, 3)).toBe(0);
    expect(studentTQuantile(1, 3)).toBe(Infinity);
    expect(studentTQuantile(0, 3)).toBe(-Infinity);
    expect(studentTQuantile(0.975, Infinity)).toBe(normalQuantile(0.975));
    expect(studentTQuantile(1.2, 3)).toBeNaN();
    expect(studentTQuantile(0.9, -1)).toBeNaN();
  });

  it('has the density the closed form gives at 1 degree of freedom (Cauchy)', () => {
    expect(studentTDensity(2, 1)).toBeCloseTo(1 / (Math.PI * 5), 14);
  });
});
