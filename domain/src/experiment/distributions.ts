/**
 * The distributions the experiment statistics need, written out so the domain stays free of numeric packages:
 * the standard normal CDF and its inverse, and Student's t CDF (for Welch's test). Accuracy is tested against
 * published values in distributions.test.ts.
 */

const SQRT_2PI = 2.5066282746310002;
// Read once: every global lookup is slow where the global object is a sandbox's (jest's vm contexts, about 100x), and
// the simulation test runs these functions thousands of times.
const { abs, exp, log, PI, sin, sqrt } = Math;

/**
 * Φ(x), the standard normal CDF, to about 1e-15 relative everywhere (also deep in the tails, where p-values and the
 * quantile's refinement need it): for |x| < 2 the Taylor series Φ(x) = ½ + φ(x)·Σ x^(2n+1)/(1·3·…·(2n+1)); beyond,
 * the tail φ(z)/(z + 1/(z + 2/(z + 3/(z + …)))) (Laplace's continued fraction, 100 terms, evaluated from the bottom).
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const z = abs(x);
  const density = exp((-z * z) / 2) / SQRT_2PI;
  if (z < 2) {
    let term = x;
    let sum = x;
    for (let n = 1; abs(term) > 1e-17 * abs(sum); n++) {
      term *= (x * x) / (2 * n + 1);
      sum += term;
    }
    return 0.5 + density * sum;
  }
  let fraction = 0;
  for (let k = 100; k >= 1; k--) fraction = k / (z + fraction);
  const tail = density / (z + fraction);
  return x > 0 ? 1 - tail : tail;
}

const A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
];
const B = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
const C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
const P_LOW = 0.02425;

/**
 * Φ⁻¹(p): Acklam's rational approximation (relative error 1.2e-9) refined by one Halley step against normalCdf, which
 * brings it to about 1e-15. p outside (0, 1) gives ±Infinity at the ends and NaN beyond.
 */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) return NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  let x: number;
  if (p < P_LOW || p > 1 - P_LOW) {
    const q = sqrt(-2 * log(p < P_LOW ? p : 1 - p));
    const v =
      (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5]) /
      ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1);
    x = p < P_LOW ? v : -v;
  } else {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q) /
      (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1);
  }
  const e = normalCdf(x) - p;
  const u = e * SQRT_2PI * exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

/** ln Γ(x) for x > 0: Lanczos (g = 7, 9 terms), about 1e-15 relative. */
export function logGamma(x: number): number {
  const g = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return log(PI / abs(sin(PI * x))) - logGamma(1 - x);
  const y = x - 1;
  let s = g[0];
  for (let i = 1; i < 9; i++) s += g[i] / (y + i);
  const t = y + 7.5;
  return 0.5 * log(2 * PI) + (y + 0.5) * log(t) - t + log(s);
}

/** The continued fraction of the regularised incomplete beta (modified Lentz), as in Numerical Recipes §6.4. */
function betaContinuedFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    c = 1 + aa / c;
    d = 1 / (abs(d) < tiny ? tiny : d);
    c = abs(c) < tiny ? tiny : c;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    c = 1 + aa / c;
    d = 1 / (abs(d) < tiny ? tiny : d);
    c = abs(c) < tiny ? tiny : c;
    const delta = d * c;
    h *= delta;
    if (abs(delta - 1) < 1e-15) break;
  }
  return h;
}

/** I_x(a, b), the regularised incomplete beta function. */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * log(x) + b * log(1 - x));
  return x < (a + 1) / (a + b + 2)
    ? (front * betaContinuedFraction(a, b, x)) / a
    : 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

/** Student's t CDF with df degrees of freedom (df may be fractional, as Welch's are); df = ∞ is the normal. */
export function studentTCdf(t: number, df: number): number {
  if (Number.isNaN(t) || !(df > 0)) return NaN;
  if (!Number.isFinite(df)) return normalCdf(t);
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t > 0 ? 1 - tail : tail;
}

/** Student's t density. */
export function studentTDensity(t: number, df: number): number {
  return exp(logGamma((df + 1) / 2) - logGamma(df / 2) - ((df + 1) / 2) * log(1 + (t * t) / df)) / sqrt(df * PI);
}

/**
 * Student's t quantile: Newton's method from the normal quantile. Above the median the CDF is concave and the t
 * quantile lies beyond the normal one, so the steps climb to the root without overshooting; below it, by symmetry.
 */
export function studentTQuantile(p: number, df: number): number {
  if (!(p >= 0 && p <= 1) || !(df > 0)) return NaN;
  if (p === 0 || p === 1 || p === 0.5 || !Number.isFinite(df)) return normalQuantile(p);
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  let t = normalQuantile(p);
  for (let i = 0; i < 100; i++) {
    const step = (p - studentTCdf(t, df)) / studentTDensity(t, df);
    t += step;
    if (abs(step) <= 1e-13 * t) break;
  }
  return t;
}
