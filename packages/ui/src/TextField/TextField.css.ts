/**
 * A TextField is the kit's plain field, so its look is the shared field styles every text-like
 * field builds on (label, 44px input, help text, error): it adds no rules of its own. Rules that
 * only a TextField needs go here.
 */
export { field as root, input } from '../Field/Field.css';
