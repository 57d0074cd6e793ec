import { getMyMeterUrl } from '@coop-portal/api-client';
import { useApiClient } from '@coop-portal/api-client/react';
import { useCallback, useRef, useState } from 'react';

/** Where My Meter stands: idle, fetching its link, failed, or opened by hand (`blocked`). */
export type MyMeterState =
  | { status: 'idle' }
  | { status: 'opening' }
  | { status: 'failed' }
  /** The browser kept the new tab from opening: the member opens `link` themself. */
  | { status: 'blocked'; link: string };

/** Cuts the new tab's way back to the portal (the tab is still blank, so this is allowed). */
function detach(tab: Window) {
  try {
    tab.opener = null;
  } catch {
    // A browser that does not allow it keeps the opener; the link is the co-op's own site.
  }
}

/**
 * My Meter (doc 2 §2.1, §7, §8): asks for the member's energy-tracking link (getMyMeterUrl) and
 * opens it in a new tab; a failure says 'Service unavailable, please contact administrator.'.
 *
 * - `openFromPress()` runs inside the press: it opens a blank tab at once (a tab opened after the
 *   call answers would be blocked as a pop-up), then sends it to the link, or closes it on failure.
 * - `openWhenReady()` is for a page that opens My Meter on arrival (link=mymeter): the link opens
 *   when it arrives; when the browser blocks the tab, the member gets the link to open themself.
 */
export function useMyMeter({
  memberNumber,
  accountNumber,
}: {
  memberNumber: string;
  accountNumber: string;
}) {
  const api = useApiClient();
  const [state, setState] = useState<MyMeterState>({ status: 'idle' });
  const busy = useRef(false);

  const fetchLink = useCallback(
    async () =>
      (await api.request(getMyMeterUrl, { params: { memberNumber, accountNumber } })).link,
    [api, memberNumber, accountNumber],
  );

  const openFromPress = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    const tab = window.open('', '_blank');
    if (tab) detach(tab);
    setState({ status: 'opening' });
    fetchLink().then(
      (link) => {
        busy.current = false;
        if (tab && !tab.closed) {
          tab.location.href = link;
          setState({ status: 'idle' });
        } else {
          setState({ status: 'blocked', link });
        }
      },
      () => {
        busy.current = false;
        tab?.close();
        setState({ status: 'failed' });
      },
    );
  }, [fetchLink]);

  /** Resolves true when the tab opened. */
  const openWhenReady = useCallback(async (): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setState({ status: 'opening' });
    try {
      const link = await fetchLink();
      const tab = window.open(link, '_blank');
      if (tab) {
        detach(tab);
        setState({ status: 'idle' });
        return true;
      }
      setState({ status: 'blocked', link });
    } catch {
      setState({ status: 'failed' });
    } finally {
      busy.current = false;
    }
    return false;
  }, [fetchLink]);

  return { state, openFromPress, openWhenReady, dismiss: () => setState({ status: 'idle' }) };
}
