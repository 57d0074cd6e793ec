export {
  MyProfile,
  myProfileConfigKeys,
  myProfileWebContentKeys,
  type MyProfileProps,
  type MyProfileTab,
} from './MyProfile';
export { myProfileMessages, myProfileTranslations, type MyProfileMessages } from './messages';
