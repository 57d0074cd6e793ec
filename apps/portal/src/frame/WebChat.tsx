import { navigation } from '@coop-portal/validation';
import { lazy } from 'react';
import { LazyBoundary } from './LazyBoundary';
import { useFrameData } from './useFrameData';

const WebChatLauncher = lazy(() =>
  import('./WebChatLauncher').then((module) => ({ default: module.WebChatLauncher })),
);

/**
 * Web chat (doc 1 §2.1): only when the WebChatEnabled feature is on and both coopId and apiUrl are
 * set. Its launcher's code loads then, not with every page: most co-ops have no chat.
 */
export function WebChat() {
  const { settings } = useFrameData();
  const chat = settings?.webChatSetting;
  const enabled = navigation.isWebChatEnabled({
    webChatFeatureOn: navigation.isFeatureOn(settings?.features, 'WebChatEnabled'),
    webChatSetting: chat,
  });
  if (!enabled || !chat) return null;
  return (
    <LazyBoundary>
      <WebChatLauncher chat={chat} />
    </LazyBoundary>
  );
}
