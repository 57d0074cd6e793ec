import { plural } from '../locale';

const characters = (count: number) =>
  plural('en-US', count, { one: 'character', other: 'characters' });

/**
 * The TextArea's own wording; override any of it through the `messages` prop (e.g. to match a
 * co-op's voice). `maxLength` is absent when the field has no limit.
 */
export const textAreaMessages = {
  /** The visible counter under the field: '23/400' with a limit, '23' without one. */
  counter: (length: number, maxLength?: number) =>
    maxLength === undefined ? `${length}` : `${length}/${maxLength}`,
  /** The counter as a screen reader reads it with the field (part of its description). */
  counterDescription: (length: number, maxLength?: number) =>
    maxLength === undefined
      ? `${length} ${characters(length)} entered.`
      : `${length} of ${maxLength} characters entered.`,
  /** Announced once when the text comes within a tenth of the limit. */
  nearLimit: (remaining: number) => `${remaining} ${characters(remaining)} remaining.`,
  /** Announced once when the text reaches the limit, typed or pasted. */
  limitReached: (maxLength: number) => `You have reached the limit of ${maxLength} characters.`,
};

export type TextAreaMessages = typeof textAreaMessages;
