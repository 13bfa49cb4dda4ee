/**
 * The order-attribution field map WooCommerce localizes in `wc_order_attribution.fields`
 * (contract §6.6): input name without prefix → dotted path in the visitor-source data.
 * The island falls back to it on 8.5.x, which did not print `fields`; the demo server prints
 * it and reads the posted inputs back with it.
 */
export const ORDER_ATTRIBUTION_PREFIX = 'wc_order_attribution_';

export const ORDER_ATTRIBUTION_FIELDS: Readonly<Record<string, string>> = {
	source_type: 'current.typ',
	referrer: 'current_add.rf',
	utm_campaign: 'current.cmp',
	utm_source: 'current.src',
	utm_medium: 'current.mdm',
	utm_content: 'current.cnt',
	utm_id: 'current.id',
	utm_term: 'current.trm',
	utm_source_platform: 'current.plt',
	utm_creative_format: 'current.fmt',
	utm_marketing_tactic: 'current.tct',
	session_entry: 'current_add.ep',
	session_start_time: 'current_add.fd',
	session_pages: 'session.pgs',
	session_count: 'udata.vst',
	user_agent: 'udata.uag',
};
