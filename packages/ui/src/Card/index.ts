export { Card, cardVariants, type CardProps, type CardVariant } from './Card';
