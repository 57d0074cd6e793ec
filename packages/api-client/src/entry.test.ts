import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every module the core entry loads (relative imports followed), with its bare imports. */
function importGraph(entry: string) {
  const seen = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g,
    )) {
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('.')) {
        const base = resolve(dirname(file), specifier);
        const candidates = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base];
        const found = candidates.find((candidate) => {
          try {
            readFileSync(candidate);
            return true;
          } catch {
            return false;
          }
        });
        if (found) visit(found);
      } else {
        bare.add(specifier);
      }
    }
  };
  visit(entry);
  return { modules: [...seen], bare: [...bare] };
}

describe('the core client imports no React', () => {
  it('src/index.ts and everything it loads import only zod/mini and its English locale (React and TanStack Query stay in /react; classic zod stays out of bundles)', () => {
    const { modules, bare } = importGraph(resolve(import.meta.dirname, 'index.ts'));
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.some((file) => file.includes(`${'/'}react${'/'}`))).toBe(false);
    expect(bare.filter((name) => !name.startsWith('node:')).sort()).toEqual([
      'zod/locales',
      'zod/mini',
    ]);
  });
});

describe('the client’s Spanish messages load only where Spanish is spoken', () => {
  it('src/index.ts never reaches them: they come from the /es entry alone', () => {
    const { modules } = importGraph(resolve(import.meta.dirname, 'index.ts'));
    expect(modules.filter((file) => /\.es\.ts$|\/es\.ts$/.test(file))).toEqual([]);
    expect(importGraph(resolve(import.meta.dirname, 'es.ts')).modules).toContain(
      resolve(import.meta.dirname, 'messages.es.ts'),
    );
  });
});
