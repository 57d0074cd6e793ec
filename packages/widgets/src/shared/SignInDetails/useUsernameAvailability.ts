import { checkUsernameAvailabilityQuery, useApiClient } from '@coop-portal/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { AvailabilityStatus } from './UsernameAvailability';

interface Availability {
  username: string;
  status: AvailabilityStatus;
}

export interface UsernameAvailabilityCheck {
  /** The result for this username, or null when it has not been checked. */
  statusOf: (username: string) => AvailabilityStatus | null;
  /** On blur: checks the username when `shouldCheck` says so, else forgets the last result. */
  onBlur: (username: string) => void;
  /**
   * Whether the username is taken, checking it first when `shouldCheck` says so and it is not yet
   * known (a submit before the field lost focus).
   */
  isTaken: (username: string) => Promise<boolean>;
}

/**
 * The username availability check (doc 1 §4.3, doc 2 §4): on blur, for a username `shouldCheck`
 * accepts; an answer is kept per username, and an answer for a username the member has since
 * changed is ignored. A failing call means taken.
 */
export function useUsernameAvailability(
  shouldCheck: (username: string) => boolean,
): UsernameAvailabilityCheck {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [availability, setAvailability] = useState<Availability | null>(null);
  // The username the latest check is for: an answer for another one is ignored.
  const latestCheck = useRef<string | null>(null);

  const check = async (name: string): Promise<boolean> => {
    latestCheck.current = name;
    setAvailability({ username: name, status: 'checking' });
    let taken: boolean;
    try {
      await queryClient.fetchQuery({
        ...checkUsernameAvailabilityQuery(api, { query: { username: name } }),
        staleTime: 0,
        retry: false,
      });
      taken = false;
    } catch {
      taken = true;
    }
    if (latestCheck.current === name) {
      setAvailability({ username: name, status: taken ? 'taken' : 'available' });
    }
    return taken;
  };

  const known = (name: string) =>
    availability?.username === name && availability.status !== 'checking'
      ? availability.status
      : null;

  return {
    statusOf: (name) => (availability?.username === name ? availability.status : null),
    onBlur: (name) => {
      if (!shouldCheck(name)) {
        latestCheck.current = null;
        setAvailability(null);
        return;
      }
      if (known(name) !== null) return;
      void check(name);
    },
    isTaken: async (name) => {
      if (!shouldCheck(name)) return false;
      const status = known(name);
      return status !== null ? status === 'taken' : check(name);
    },
  };
}
