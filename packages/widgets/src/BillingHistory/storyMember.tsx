// Stories only (not part of the package build): the history stories' signed-in member.
import { createSession, type KeyValueStorage } from '@coop-portal/api-client';
import { createQueryClient } from '@coop-portal/api-client/react';
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { CoopWidgetProvider } from '../provider';

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** A member of the demo co-op: a fresh access token for each story (the story's), and the number. */
export interface StoryMember {
  accessToken: () => string;
  memberNumber: string;
}

/** A widget provider with the member signed in, kept in memory so no other story sees it. */
function MemberProvider({ member, children }: { member: StoryMember; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [session] = useState(() => {
    const made = createSession({ storage: memoryStorage() });
    made.signIn({
      accessToken: member.accessToken(),
      memberNumber: member.memberNumber,
      expireInMinutes: 30,
      memberMfaEnabled: false,
    });
    return made;
  });
  useEffect(() => () => session.dispose(), [session]);
  return (
    <CoopWidgetProvider
      apiBaseUrl="/api"
      applicationId="storybook"
      requestTimeoutMs={10_000}
      queryClient={queryClient}
      session={session}
    >
      {children}
    </CoopWidgetProvider>
  );
}

/** Signs in the member of `parameters.member` (a `StoryMember`). */
export const withMember: Decorator = (Story, { parameters }) => (
  <MemberProvider member={parameters['member'] as StoryMember}>
    <Story />
  </MemberProvider>
);
