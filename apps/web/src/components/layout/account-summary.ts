/** What the header shows of the visitor: whether logged in, the user's name and the unread-message count. */
export interface AccountSummary {
  loggedIn: boolean;
  name: string;
  unreadCount: number;
}
