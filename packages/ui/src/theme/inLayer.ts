import type { StyleRule } from '@vanilla-extract/css';
import { componentsLayer } from './layers.css';

/** Puts a component rule in the components cascade layer, so consumer CSS wins. */
export function inLayer(rule: StyleRule): StyleRule {
  return { '@layer': { [componentsLayer]: rule } };
}
