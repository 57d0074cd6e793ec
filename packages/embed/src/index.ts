export { mount, type EmbedWidget, type MountedWidget, type MountOptions } from './mount';
