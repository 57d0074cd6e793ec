import { isLocale, LOCALES } from './locales';
import { isGroup, overrideProblem, warnOnce } from './messageOverrides';
import type { CatalogueTranslations } from './useCatalogue';

/** A catalogue as the override check knows it: its name and its English wording. */
export interface NamedCatalogue {
  readonly name: string;
  readonly english: object;
}

/** A catalogue declared with its translations, under their name. */
export const namedCatalogue = <T extends object>(
  translations: CatalogueTranslations<T>,
  english: NoInfer<T>,
): NamedCatalogue => ({ name: translations.name, english });

/**
 * What a catalogue holds, by message name: `'text'` for a message that is text, `'template'` for a
 * function (its override is a template with `{0}`, `{1}`…), an object for a group of messages.
 */
export interface CatalogueShape {
  readonly [message: string]: 'text' | 'template' | CatalogueShape;
}

function shapeOf(catalogue: object): CatalogueShape {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]: [string, unknown]) => [
      key,
      typeof value === 'function' ? 'template' : isGroup(value) ? shapeOf(value) : 'text',
    ]),
  );
}

/**
 * The shape of every catalogue, by name (a plain object, to keep as JSON): what
 * `checkMessageOverrides` checks overrides against. Two catalogues with one name are an error.
 */
export function catalogueShapes(
  catalogues: Iterable<NamedCatalogue>,
): Record<string, CatalogueShape> {
  const shapes: Record<string, CatalogueShape> = {};
  for (const { name, english } of catalogues) {
    if (Object.hasOwn(shapes, name)) throw new Error(`Two catalogues are named "${name}".`);
    shapes[name] = shapeOf(english);
  }
  return shapes;
}

function checkTree(tree: unknown, shape: CatalogueShape, path: string[], problems: string[]) {
  if (!isGroup(tree)) {
    problems.push(overrideProblem(path, 'expected an object of messages'));
    return;
  }
  for (const [key, given] of Object.entries(tree)) {
    const at = [...path, key];
    const kind = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (kind === undefined) problems.push(overrideProblem(at, 'no such message'));
    else if (typeof kind === 'object') checkTree(given, kind, at, problems);
    else if (typeof given !== 'string') problems.push(overrideProblem(at, 'expected a string'));
  }
}

/**
 * Every problem of a co-op's overrides (`MessageOverrides`, or anything read from a configuration
 * file), one line each, against the shapes of the catalogues they may name: a language the kit
 * does not speak, a catalogue or message no catalogue has, a value of the wrong kind. None for
 * undefined. The overrides apply anyway: what is wrong is ignored where it would be used.
 */
export function checkMessageOverrides(
  overrides: unknown,
  shapes: Readonly<Record<string, CatalogueShape>>,
): string[] {
  const problems: string[] = [];
  if (overrides === undefined) return problems;
  if (!isGroup(overrides)) return [overrideProblem([], 'expected an object of languages')];
  for (const [language, catalogues] of Object.entries(overrides)) {
    if (!isLocale(language)) {
      problems.push(
        overrideProblem([language], `not a language of the kit (${LOCALES.join(', ')})`),
      );
    } else if (!isGroup(catalogues)) {
      problems.push(overrideProblem([language], 'expected an object of catalogues'));
    } else {
      for (const [name, tree] of Object.entries(catalogues)) {
        const shape = Object.hasOwn(shapes, name) ? shapes[name] : undefined;
        if (shape) checkTree(tree, shape, [language, name], problems);
        else problems.push(overrideProblem([language, name], 'no catalogue has this name'));
      }
    }
  }
  return problems;
}

/**
 * Warns in the console about every problem `checkMessageOverrides` finds, each once (a component
 * meeting the same override later says nothing more). For an app's start-up: a bad override is
 * reported, never fatal.
 */
export function warnAboutMessageOverrides(
  overrides: unknown,
  shapes: Readonly<Record<string, CatalogueShape>>,
): void {
  for (const problem of checkMessageOverrides(overrides, shapes)) warnOnce(problem);
}
