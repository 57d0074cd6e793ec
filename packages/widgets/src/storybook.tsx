import { createQueryClient } from '@coop-portal/api-client/react';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { CoopWidgetProvider } from './provider';

/**
 * Stories only (not exported by the package): each story gets its own widget provider and query
 * cache, pointed at the demo backend that msw serves in Storybook.
 */
function StoryWidgetProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <CoopWidgetProvider
      apiBaseUrl="/api"
      applicationId="storybook"
      requestTimeoutMs={10_000}
      queryClient={queryClient}
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
