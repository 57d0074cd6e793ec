import { options } from 'preact';

/**
 * The `<coop-quick-pay>` script and the npm `mount()` run on preact/compat (scripts/preact.mjs).
 * React runs the effects of an update caused by a key press or a click before the next frame;
 * Preact waits for a frame to be painted, also for the clean-up of a component that went away.
 * react-aria counts on React's
 * timing: when the dialog closes, the modal's clean-up (an effect) makes the page outside it
 * usable again (`inert` off), and the focus scope (one frame later) returns focus to the button
 * that opened it. On Preact's timing the button was still inert then and focus was lost. Here
 * effects run right after each render, as React runs them for input.
 */
export function runEffectsLikeReact(): void {
  options.requestAnimationFrame = (flush) => {
    queueMicrotask(flush);
  };
}
