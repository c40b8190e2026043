import { z } from 'zod';

/** An on/off setting as people write it: true/false, 1/0, yes/no, on/off (any case); anything else stops the start. */
export const booleanEnv = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), {
    message: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));
