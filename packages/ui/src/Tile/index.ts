export {
  Tile,
  type TileAction,
  type TileButtonAction,
  type TileLinkAction,
  type TileProps,
} from './Tile';
export { tileMessages, type TileMessages } from './messages';
