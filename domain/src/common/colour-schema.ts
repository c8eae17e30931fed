/** The zod check of a colour; apart from colour.ts so that importing a colour helper never brings zod (~25 KB gzip). */
import { z } from 'zod';
import type { Rgba } from './colour';
import { mustBeAtLeast, mustBeAtMost, NOT_VALID } from './messages';

const channel = z
  .number({ error: NOT_VALID })
  .int({ error: NOT_VALID })
  .min(0, { error: mustBeAtLeast(0) })
  .max(255, { error: mustBeAtMost(255) });

/** A colour as the spec stores it: r, g, b integers 0-255 and alpha 0-1. */
export const rgbaSchema = z.object({
  r: channel,
  g: channel,
  b: channel,
  a: z
    .number({ error: NOT_VALID })
    .min(0, { error: mustBeAtLeast(0) })
    .max(1, { error: mustBeAtMost(1) }),
});

// The hand-written Rgba and the schema's output must stay the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const rgbaMatchesSchema: Same<Rgba, z.infer<typeof rgbaSchema>> = true;
void rgbaMatchesSchema;
