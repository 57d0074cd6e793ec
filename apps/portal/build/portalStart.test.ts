import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { portalStart } from './portalStart';

/** A build's output with the chunks given as file name → [code, imports]. */
function bundle(chunks: Record<string, [code: string, imports: string[]]>): Rollup.OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, [code, imports]]) => [
      fileName,
      { type: 'chunk', fileName, code, imports } as unknown as Rollup.OutputChunk,
    ]),
  );
}

describe("index.html names the portal's code and its start, not an entry that only starts it", () => {
  it('an entry that only imports a chunk and calls one of its exports: that chunk and that export', () => {
    const output = bundle({
      'assets/index-abc.js': ['import{t as e}from"./CsE.js";e();\n', ['assets/CsE.js']],
      'assets/CsE.js': ['export { main as t };', []],
    });
    expect(portalStart(output, 'assets/index-abc.js')).toEqual({
      file: 'assets/CsE.js',
      name: 't',
    });
    // As written to the disk, with its source map comment.
    const written = bundle({
      'assets/index-abc.js': [
        'import{t as e}from"./CsE.js";e();\n//# sourceMappingURL=index-abc.js.map\n',
        ['assets/CsE.js'],
      ],
    });
    expect(portalStart(written, 'assets/index-abc.js')).toEqual({
      file: 'assets/CsE.js',
      name: 't',
    });
  });

  it('an entry with code of its own, or more than one import, is imported as it is (null)', () => {
    const own = bundle({
      'assets/index-abc.js': [
        'import{t as e}from"./CsE.js";e();console.log(1);',
        ['assets/CsE.js'],
      ],
    });
    expect(portalStart(own, 'assets/index-abc.js')).toBeNull();
    const two = bundle({
      'assets/index-abc.js': [
        'import"./A.js";import{t as e}from"./CsE.js";e();',
        ['assets/A.js', 'assets/CsE.js'],
      ],
    });
    expect(portalStart(two, 'assets/index-abc.js')).toBeNull();
    const other = bundle({
      'assets/index-abc.js': ['import{t as e}from"./CsE.js";f();', ['assets/CsE.js']],
    });
    expect(portalStart(other, 'assets/index-abc.js')).toBeNull();
    expect(portalStart(bundle({}), 'assets/index-abc.js')).toBeNull();
  });
});
