/** The table's failure sentences, shared by the island and its lazy parts. */
export const STALE_PAGE = 'This page is out of date. Reload it and try again.';
export const UNREADABLE = 'The wishlist could not be updated: the server sent an unexpected answer.';
