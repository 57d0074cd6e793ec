/**
 * The msw path for a contract path under any API base URL (`/api`, `https://api.coop.example/portal`…),
 * with `{name}` segments as msw `:name` parameters.
 */
export function anyBase(contractPath: string): string {
  return `*${contractPath.replace(/\{(\w+)\}/g, ':$1')}`;
}
