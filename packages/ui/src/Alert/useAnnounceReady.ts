import { useEffect, useState } from 'react';

/**
 * False on the first frame, true after it. A live region that mounts with its text already in it
 * is not always read out (NVDA in particular); keeping the text `visibility: hidden` for one frame
 * adds it to the region after the region exists, so it is announced — react-aria's toasts do the
 * same with `aria-hidden`. Visibility also keeps links in the text out of reach for that frame.
 */
export function useAnnounceReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready;
}
