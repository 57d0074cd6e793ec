export {
  MyProfile,
  myProfileConfigKeys,
  myProfileWebContentKeys,
  type MyProfileProps,
  type MyProfileTab,
} from './MyProfile';
export { myProfileMessages, type MyProfileMessages } from './messages';
