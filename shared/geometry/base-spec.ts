/**
 * A base or hull, by the sizes miniatures come on, as army data writes it (millimetres). Every
 * ruleset's unit profiles use it; the geometry turns it into inches (`shapes.ts`).
 */
import { z } from 'zod';

export const BaseSpec = z.discriminatedUnion('shape', [
  z.object({ shape: z.literal('round'), mm: z.number().min(10).max(200) }).strict(),
  z.object({ shape: z.literal('oval'), widthMm: z.number().min(10).max(250), depthMm: z.number().min(10).max(250) }).strict(),
  z.object({ shape: z.literal('hull'), widthMm: z.number().min(10).max(400), depthMm: z.number().min(10).max(400) }).strict(),
]);
export type BaseSpec = z.infer<typeof BaseSpec>;
