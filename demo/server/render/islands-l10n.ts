/**
 * `?lang=de`: a few of the islands' words in German, printed as the plugin prints a translated
 * site's (`var shopIslandsL10n = {…}` in the loader's inline "before" script), so QA and the
 * browser tests see the islands speak the site's language. Not a translation of the bundle:
 * only what the checks read.
 */
import { type Html } from '../http/html';
import { localizedScript } from './localized';

export const GERMAN: Readonly<Record<string, string>> = {
	Close: 'Schließen',
	'Still adding… the shop is slow to answer.': 'Wird noch hinzugefügt … der Shop antwortet langsam.',
	'Could not add to cart. %s': 'Konnte nicht in den Warenkorb legen. %s',
	'The server took too long to answer.': 'Der Server hat zu lange gebraucht.',
	'An unknown error occurred.': 'Ein unbekannter Fehler ist aufgetreten.',
	'The response is not a valid JSON response.': 'Die Antwort ist keine gültige JSON-Antwort.',
	'Product added to your wishlist.': 'Produkt zur Wunschliste hinzugefügt.',
	'Product removed from your wishlist.': 'Produkt von der Wunschliste entfernt.',
	'%s removed from the wishlist.': '%s wurde von der Wunschliste entfernt.',
	'Show image %d': 'Bild %d anzeigen',
	'Product images': 'Produktbilder',
};

/** The inline script for `lang`, or nothing for English. */
export const islandsL10n = (lang: 'de' | null): Html | '' => (lang === 'de' ? localizedScript('islands', 'shopIslandsL10n', GERMAN) : '');
