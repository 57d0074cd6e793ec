import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './useObjectUrl';

// jsdom has no object URLs: count them instead.
let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn(() => {
      const url = `blob:test/${created.length}`;
      created.push(url);
      return url;
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: vi.fn((url: string) => revoked.push(url)),
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function Shown({ blob }: { blob: Blob | null }) {
  const url = useObjectUrl(blob);
  return <p>{url ?? 'none'}</p>;
}

describe('ui useObjectUrl (a document shown from bytes, e.g. a bill on its own page)', () => {
  it('gives a URL while a Blob is given and revokes it when the Blob goes', () => {
    const first = new Blob(['a']);
    const { rerender, unmount } = render(
      <StrictMode>
        <Shown blob={first} />
      </StrictMode>,
    );
    const shown = screen.getByRole('paragraph');
    expect(shown.textContent).toMatch(/^blob:test\//);
    rerender(
      <StrictMode>
        <Shown blob={new Blob(['b'])} />
      </StrictMode>,
    );
    expect(shown.textContent).toBe(created.at(-1));
    expect(revoked).toContain(created.at(-2));
    rerender(
      <StrictMode>
        <Shown blob={null} />
      </StrictMode>,
    );
    expect(shown).toHaveTextContent('none');
    unmount();
    // every URL made was given back
    expect([...revoked].sort()).toEqual([...created].sort());
  });
});
