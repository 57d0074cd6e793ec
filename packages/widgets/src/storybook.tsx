import { createSession, type KeyValueStorage } from '@coop-portal/api-client';
import { createQueryClient } from '@coop-portal/api-client/react';
import { anyBase, demoAnswer, issueToken } from '@coop-portal/mocks';
import { useLocale } from '@coop-portal/ui';
import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useEffect, useState, type ReactNode } from 'react';
import { CoopWidgetProvider } from './provider';

// Stories only (not exported by the package).

/**
 * Each story gets its own widget provider and query cache, pointed at the demo backend that msw
 * serves in Storybook, in the toolbar's language (or the story's `globals.locale`); `session`
 * signs a member in.
 */
function StoryWidgetProvider({
  session,
  children,
}: {
  session?: ReturnType<typeof createSession>;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  const locale = useLocale();
  return (
    <CoopWidgetProvider
      locale={locale}
      apiBaseUrl="/api"
      applicationId="storybook"
      requestTimeoutMs={10_000}
      queryClient={queryClient}
      {...(session ? { session } : {})}
    >
      {children}
    </CoopWidgetProvider>
  );
}

export const withWidgetProvider: Decorator = (Story) => (
  <StoryWidgetProvider>
    <Story />
  </StoryWidgetProvider>
);

/** A demo co-op member for a story: username and member number (the mocks README's members). */
export type StoryMember = readonly [userName: string, memberNumber: string];

export const storyMembers = {
  demo: ['member.demo', '800001'],
  mfa: ['member.mfa', '800002'],
  solo: ['member.solo', '800003'],
  many: ['member.many', '800004'],
  states: ['member.states', '800005'],
} as const satisfies Record<string, StoryMember>;

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The member signed in with a fresh demo token, kept in memory so no other story sees it. */
function MemberProvider({ member, children }: { member: StoryMember | null; children: ReactNode }) {
  const [session] = useState(() => {
    const made = createSession({ storage: memoryStorage() });
    if (member) {
      made.signIn({
        accessToken: issueToken('member', member[0], member[1]),
        memberNumber: member[1],
        expireInMinutes: 30,
        memberMfaEnabled: false,
      });
    }
    return made;
  });
  useEffect(() => () => session.dispose(), [session]);
  return <StoryWidgetProvider session={session}>{children}</StoryWidgetProvider>;
}

/**
 * A widget provider with the demo member of `parameters.member` (a `StoryMember`; member.demo when
 * unset) signed in; `parameters.member: null` leaves the story signed out.
 */
export const withDemoMember: Decorator = (Story, { parameters }) => {
  const member = parameters['member'] as StoryMember | null | undefined;
  return (
    <MemberProvider member={member === undefined ? storyMembers.demo : member}>
      <Story />
    </MemberProvider>
  );
};

type Json = Record<string, unknown>;

/** An msw handler that answers `path` with the demo backend's answer, changed by `change`. */
export const changedAnswer = (
  method: 'get' | 'post',
  path: string,
  change: (answer: Json) => Json,
) =>
  http[method](anyBase(path), async ({ request }) => {
    const answer = await demoAnswer(request);
    if (!answer?.ok) return answer;
    return HttpResponse.json(change((await answer.json()) as Json));
  });
