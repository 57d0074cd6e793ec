/*
 * The room the account switcher strip takes (doc 1 §2.1), remembered on the device for the member
 * it was shown to. The strip comes in once the member's accounts have loaded, above the page: the
 * frame keeps its room meanwhile, so the page does not move down when it appears (no layout
 * shift), and keeps none for a member with one account.
 */

const ROOM_KEY = 'coop-portal:account-switcher-room';

/** The strip's height when it was last shown to this member, in CSS pixels; 0 when unknown. */
export function rememberedSwitcherRoom(memberNumber: string | null | undefined): number {
  if (!memberNumber) return 0;
  try {
    const stored = JSON.parse(window.localStorage.getItem(ROOM_KEY) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return 0;
    const { member, height } = stored as Record<string, unknown>;
    return member === memberNumber && typeof height === 'number' && height > 0 && height < 480
      ? height
      : 0;
  } catch {
    return 0;
  }
}

/** Remembers the strip's height for this member (0: the member has no strip). */
export function rememberSwitcherRoom(memberNumber: string, height: number): void {
  try {
    window.localStorage.setItem(
      ROOM_KEY,
      JSON.stringify({ member: memberNumber, height: Math.round(height) }),
    );
  } catch {
    // Storage refused (private mode): the strip still shows, only without its room kept.
  }
}
