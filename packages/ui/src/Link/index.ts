export {
  Link,
  LinkProvider,
  linkVariants,
  type LinkProps,
  type LinkProviderProps,
  type LinkVariant,
} from './Link';
