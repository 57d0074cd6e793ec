import { createContext, useContext, type ReactNode } from 'react';
import type { MessageOverrides } from './messageOverrides';

const MessageOverridesContext = createContext<MessageOverrides | undefined>(undefined);

export interface MessageOverridesProviderProps {
  /**
   * The co-op's wording, by language, catalogue name and message name; left out, the wording of an
   * enclosing provider applies. Give the same object from one render to the next (a module
   * constant, a parsed configuration, `useMemo`): a new object computes every overridden catalogue
   * again.
   */
  overrides?: MessageOverrides | undefined;
  children: ReactNode;
}

/**
 * A co-op's own wording for what it wraps: `useCatalogue` and the kit's components read their
 * catalogue in the current language with the overrides for that language on top. An override that
 * names no message of the catalogue, or gives a value of the wrong kind, is ignored with a warning
 * in the console.
 */
export function MessageOverridesProvider({ overrides, children }: MessageOverridesProviderProps) {
  const enclosing = useContext(MessageOverridesContext);
  return (
    <MessageOverridesContext.Provider value={overrides ?? enclosing}>
      {children}
    </MessageOverridesContext.Provider>
  );
}

/** The overrides of the nearest `MessageOverridesProvider`; undefined outside any. */
export function useMessageOverrides(): MessageOverrides | undefined {
  return useContext(MessageOverridesContext);
}
