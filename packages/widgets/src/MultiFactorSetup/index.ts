export {
  MultiFactorSetup,
  type MultiFactorSetupHeadingLevel,
  type MultiFactorSetupProps,
} from './MultiFactorSetup';
export { multiFactorSetupMessages, type MultiFactorSetupMessages } from './messages';
export { multiFactorSetupTranslations } from './messages';
