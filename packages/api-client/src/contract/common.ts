import * as z from 'zod/mini';

/** A text the server may leave out or send as null. */
export const optionalText = z.nullish(z.string());

/** An amount of money in dollars, e.g. 142.37 (negative for a prepaid credit). */
export const money = z.number().register(z.globalRegistry, {
  description: 'Amount in dollars, 2 decimals.',
});

/** A calendar date or date-time as the API sends it: ISO 8601, e.g. `2026-05-01` or `2026-05-01T14:30:00`. */
export const isoDate = z.string().register(z.globalRegistry, {
  description: 'ISO 8601 date or date-time.',
});

/** Setting values for flags are Y or N (doc 1 §9, doc 3 §9). */
export const yesNo = z.enum(['Y', 'N']);

/** An account number: digits only, at most 12 (doc 1 §5.1, §9). */
export const accountNumber = z.string().check(z.regex(/^\d{1,12}$/, 'digits only, at most 12'));

/** A member number as the session and the paths carry it. */
export const memberNumber = z.string().check(z.minLength(1));

/** Path parameters of member calls. */
export const memberParams = z.object({ memberNumber });
/** Path parameters of account calls. */
export const accountParams = z.object({ accountNumber });
/** Path parameters of calls about one account of one member. */
export const memberAccountParams = z.object({ memberNumber, accountNumber });

/** The answer of a write that only reports back a message. */
export const messageResponse = z.object({ message: z.string() });

/**
 * A file the API sends inline (bill, capital credit or delinquent PDF): base64 bytes. `null` when
 * the file does not exist.
 */
export const base64File = z.nullable(
  z.string().register(z.globalRegistry, { description: 'File content, base64.' }),
);

/** The error body of a 400: a list of messages (doc 1 §8, doc 3 §8). */
export const errorListSchema = z.array(
  z.union([
    z.string(),
    z.object({ code: z.optional(z.union([z.string(), z.number()])), message: z.string() }),
  ]),
);
