import { globalLayer } from '@vanilla-extract/css';

/**
 * Cascade layers, in order. Everything the kit ships sits in a layer, so a consumer's own
 * (unlayered) CSS wins without specificity fights.
 */
export const themeLayer = globalLayer('coop-theme');
export const componentsLayer = globalLayer('coop-components');
