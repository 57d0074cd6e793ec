export { TextArea, type TextAreaProps } from './TextArea';
export { textAreaMessages, type TextAreaMessages } from './messages';
