import { describe, expect, it } from 'vitest';
import { cx } from './classNames';

describe('cx joins class names', () => {
  it('keeps the given order, one space apart', () => {
    expect(cx('field', 'root', 'consumer')).toBe('field root consumer');
    expect(cx('consumer', 'field')).toBe('consumer field');
  });

  it('leaves out empty, false, null and undefined names without extra spaces', () => {
    expect(cx('root', undefined)).toBe('root');
    expect(cx(undefined, 'root', null, '', false, 'consumer')).toBe('root consumer');
    const isActive = false;
    expect(cx('tab', isActive && 'active')).toBe('tab');
  });

  it('an empty string when nothing is left, so a caller can turn it into no attribute', () => {
    expect(cx()).toBe('');
    expect(cx(undefined, null, false, '')).toBe('');
    expect(cx(undefined) || undefined).toBeUndefined();
  });

  it('the same string as the hand-joined list it replaces', () => {
    const lists: (string | false | null | undefined)[][] = [
      ['a'],
      ['a', undefined],
      ['a', 'b', undefined],
      [undefined, 'b'],
      ['a', '', 'b', null, false],
    ];
    for (const list of lists) expect(cx(...list)).toBe(list.filter(Boolean).join(' '));
  });
});
