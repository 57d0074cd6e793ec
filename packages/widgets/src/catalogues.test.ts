import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueShapes, kitCatalogues } from '@coop-portal/ui';
import { describe, expect, it } from 'vitest';
import { widgetCatalogues } from './catalogues';

const source = `${import.meta.dirname}/`;

/** Every source file of the widgets (tests and stories aside). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every catalogue's translations declared in the widgets' sources, found by their type. */
async function declaredCatalogues(): Promise<{ file: string; name: unknown }[]> {
  const found: { file: string; name: unknown }[] = [];
  for (const file of sourceFiles(source)) {
    const declarations = [
      ...readFileSync(file, 'utf8').matchAll(/export const (\w+): CatalogueTranslations</g),
    ];
    if (declarations.length === 0) continue;
    const module = (await import(/* @vite-ignore */ file)) as Record<string, { name?: unknown }>;
    for (const [, exported] of declarations) {
      found.push({ file: file.slice(source.length), name: module[exported!]?.name });
    }
  }
  return found;
}

describe('widgets catalogues: every one has a name of its own, for a co-op’s overrides', () => {
  it('lists every catalogue declared in the widgets, under the name its translations give', async () => {
    const declared = await declaredCatalogues();
    expect(declared.length).toBeGreaterThanOrEqual(30);
    for (const { file, name } of declared) expect(typeof name, file).toBe('string');
    expect(widgetCatalogues.map((c) => c.name).sort()).toEqual(
      declared.map((c) => c.name as string).sort(),
    );
  });

  it('no two catalogues of the widgets and the kit share a name', () => {
    const names = [...kitCatalogues, ...widgetCatalogues].map((c) => c.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(() => catalogueShapes([...kitCatalogues, ...widgetCatalogues])).not.toThrow();
  });
});
