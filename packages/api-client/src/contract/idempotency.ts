import * as z from 'zod/mini';

/** The header that makes a write happen once, however often it is sent. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The `Idempotency-Key` header of a write that must never happen twice (an outage report). The
 * caller makes one key per intent (one press of Submit for one report) and sends the same key with
 * every retry of that intent; the server answers a key it has seen with the first answer it gave,
 * without doing the write again. Any unique text of 1-255 characters; the portal sends a UUID.
 */
export const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .check(z.minLength(1), z.maxLength(255))
    .register(z.globalRegistry, {
      description:
        'One key per report intent: a retry of the same report sends the same key, a new report a new one. The server answers a key it has already seen with its first answer and records the report once.',
    }),
});

/**
 * A new idempotency key: a random version 4 UUID from the Web Crypto API (browsers and Node alike;
 * `getRandomValues` also works on a page served without HTTPS, where `randomUUID` is missing). Call
 * it once per intent and keep the key for that intent's retries.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
