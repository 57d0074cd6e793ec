export { Accordion, Disclosure, type AccordionProps, type DisclosureProps } from './Disclosure';
