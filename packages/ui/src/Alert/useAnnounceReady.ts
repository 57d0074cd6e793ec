import { useEffect, useState } from 'react';

/**
 * False on the first frame, true after it. A live region that mounts with its text already in it
 * is not always read out (NVDA in particular); keeping the text `visibility: hidden` for one frame
 * adds it to the region after the region exists, so it is announced — react-aria's toasts do the
 * same with `aria-hidden`. Visibility also keeps links in the text out of reach for that frame.
 *
 * A page that is not being painted (a background tab, a hidden frame, a busy machine) runs no
 * animation frames, so a short timer shows the text too: whichever comes first.
 */
export function useAnnounceReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    const frame = requestAnimationFrame(show);
    const timer = setTimeout(show, fallbackDelayMs);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}

/** Long enough for a screen reader to register the empty live region; short enough to go unseen. */
const fallbackDelayMs = 50;
