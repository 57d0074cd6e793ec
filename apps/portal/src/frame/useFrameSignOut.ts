import { useSession } from '@coop-portal/api-client/react';
import { navigation } from '@coop-portal/validation';
import { useNavigate } from '../routing/hooks';
import { useFrameData } from './useFrameData';

/**
 * Sign Out (doc 1 §4.2): clears the session (and with it the member's cached answers; the co-op's
 * public start-up reads stay) and goes to the configured sign-out link when it starts with login,
 * else /home.
 */
export function useFrameSignOut(): () => void {
  const session = useSession();
  const navigate = useNavigate();
  const { settings } = useFrameData();
  const target = navigation.signOutTarget(settings ?? {});
  return () => {
    session.signOut('signOut');
    void navigate(target);
  };
}
