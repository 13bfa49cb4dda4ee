import { __ } from '../../../runtime/i18n';

/** The table's failure sentences, shared by the island and its lazy parts. */
export const stalePage = () => __('This page is out of date. Reload it and try again.');
export const unreadable = () => __('The wishlist could not be updated: the server sent an unexpected answer.');
