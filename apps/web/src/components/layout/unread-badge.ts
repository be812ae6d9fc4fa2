/** Spec, section 9: the unread badge caps at 9+. */
export const UNREAD_BADGE_MAX = 9;

/** The badge's text for `count` unread messages; null when there is nothing to show. */
export function unreadBadgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}
