/** The button's text unless the page sets `label` (the report form's title). */
export const defaultOutageLabel = 'Report an Outage';
