export { afterPaint } from './afterPaint';
