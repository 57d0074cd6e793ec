/*
 * The address bar and the history the portal's router follows: the browser's (the History API) or
 * one in memory (tests). A history entry keeps a navigation's state with a key and its position:
 * `window.history.state` is `{ usr: state, key, idx }`, so back and forward know how far they
 * moved, and a reload keeps the state a page left in its entry.
 */

/** How the shown location was reached. */
export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const;
export type NavigationType = (typeof NavigationType)[keyof typeof NavigationType];

/** The parts of an address the router reads. */
export interface Path {
  /** '/accountoverview' */
  pathname: string;
  /** '' or '?accountno=3000002' */
  search: string;
  /** '' or '#help' */
  hash: string;
}

/** An address shown, with its history entry's state and key (new for every navigation). */
export interface Location extends Path {
  state: unknown;
  key: string;
}

/** Where to go: a path ('/billpayments/history?x=1#y') or its parts. */
export type To = string | Partial<Path>;

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
  /** How many entries back (negative) or forward a move went; 0 for a replace; null if unknown. */
  delta: number | null;
}

export interface History {
  readonly action: NavigationType;
  readonly location: Location;
  /** Follows back and forward (one listener at a time); returns the function that stops. */
  listen(listener: (update: HistoryUpdate) => void): () => void;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  createHref(to: To): string;
  createURL(to: To): URL;
}

/** A path's parts: pathname, search and hash (each present only when the path has it). */
export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/** A path written out: '/a?b=1#c'. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  let path = pathname;
  if (search && search !== '?') path += search.startsWith('?') ? search : `?${search}`;
  if (hash && hash !== '#') path += hash.startsWith('#') ? hash : `#${hash}`;
  return path;
}

/** A portal pathname as the browser's address writes it: under the basename ('/' is the basename). */
export function addBasename(basename: string, pathname: string): string {
  if (basename === '/' || basename === '') return pathname;
  const base = basename.replace(/\/$/, '');
  return pathname === '/' ? base : `${base}${pathname}`;
}

/** An address's pathname without the basename (whatever its case); null when outside it. */
export function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '/' || basename === '') return pathname;
  const base = basename.replace(/\/$/, '');
  if (!pathname.toLowerCase().startsWith(base.toLowerCase())) return null;
  const rest = pathname.slice(base.length);
  if (rest !== '' && !rest.startsWith('/')) return null;
  return rest || '/';
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

const createKey = () => Math.random().toString(36).slice(2, 10);

function locationOf(current: Path, to: To, state: unknown, key: string = createKey()): Location {
  return {
    pathname: current.pathname,
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state,
    key,
  };
}

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/** The history of the browser's address bar (the History API). */
export function createBrowserHistory(window: Window): History {
  const browser = window.history;
  const entry = () => (browser.state ?? {}) as EntryState;
  let action: NavigationType = NavigationType.Pop;
  let index = entry().idx;
  if (index === undefined) {
    index = 0;
    browser.replaceState({ ...entry(), idx: index }, '');
  }
  const current = (): Location => {
    const { pathname, search, hash } = window.location;
    const { usr = null, key = 'default' } = entry();
    return { pathname, search, hash, state: usr, key };
  };
  const createURL = (to: To) => new URL(hrefOf(to), window.location.origin);
  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    listen(listener) {
      const onPop = () => {
        action = NavigationType.Pop;
        const next = entry().idx;
        const delta = next === undefined || index === undefined ? null : next - index;
        index = next;
        listener({ action, location: current(), delta });
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
    push(to, state = null) {
      action = NavigationType.Push;
      const location = locationOf(current(), to, state);
      index = (entry().idx ?? 0) + 1;
      const url = hrefOf(location);
      try {
        browser.pushState({ usr: location.state, key: location.key, idx: index }, '', url);
      } catch (error) {
        // A state the browser cannot keep is the page's bug; a full history (Safari's limit of
        // entries) is not: the address still changes, by a page load.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(url);
      }
    },
    replace(to, state = null) {
      action = NavigationType.Replace;
      const location = locationOf(current(), to, state);
      index = entry().idx ?? 0;
      browser.replaceState(
        { usr: location.state, key: location.key, idx: index },
        '',
        hrefOf(location),
      );
    },
    go: (delta) => browser.go(delta),
    createHref: hrefOf,
    createURL,
  };
}

/** A history in memory (tests), starting at the last of `initialEntries`. */
export function createMemoryHistory(initialEntries: string[] = ['/']): History {
  const entries = initialEntries.map((entry, at) =>
    locationOf(
      { pathname: '/', search: '', hash: '' },
      entry,
      null,
      at === 0 ? 'default' : undefined,
    ),
  );
  let index = entries.length - 1;
  let action: NavigationType = NavigationType.Pop;
  let listener: ((update: HistoryUpdate) => void) | null = null;
  return {
    get action() {
      return action;
    },
    get location() {
      return entries[index]!;
    },
    listen(next) {
      listener = next;
      return () => {
        listener = null;
      };
    },
    push(to, state = null) {
      action = NavigationType.Push;
      index += 1;
      entries.splice(index, entries.length, locationOf(entries[index - 1]!, to, state));
    },
    replace(to, state = null) {
      action = NavigationType.Replace;
      entries[index] = locationOf(entries[index]!, to, state);
    },
    go(delta) {
      action = NavigationType.Pop;
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      listener?.({ action, location: entries[index]!, delta });
    },
    createHref: hrefOf,
    createURL: (to) => new URL(hrefOf(to), 'http://localhost'),
  };
}
