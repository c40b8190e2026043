/** A member's name as the team page and its mails show it: first and last, either may be missing. */
export const nameOf = (u: { first_name: string | null; last_name: string | null }) =>
  `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim();
