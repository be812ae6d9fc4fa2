/** Spec, section 9: the unread badge caps at 9+. */
export const UNREAD_BADGE_MAX = 9;

/** The badge's text for `count` unread messages; null when there is nothing to show. */
export function unreadBadgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}

/** Spoken name of the account button: the user's name, then how many messages wait. */
export function accountButtonLabel(name: string, badge: string | null): string {
  return badge ? `${name}, ${unreadMessagesLabel(badge)}` : name;
}

/** "1 mensagem não lida", "3 mensagens não lidas", "9+ mensagens não lidas". */
export function unreadMessagesLabel(badge: string): string {
  return badge === '1' ? '1 mensagem não lida' : `${badge} mensagens não lidas`;
}
