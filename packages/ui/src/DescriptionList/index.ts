export {
  DescriptionList,
  descriptionListVariants,
  type DescriptionListItem,
  type DescriptionListProps,
  type DescriptionListVariant,
} from './DescriptionList';
