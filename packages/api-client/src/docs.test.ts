import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from './contract';

const readme = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8');

/** The paths the specs give (doc 1 §7, doc 2 §7, doc 3 §7): everything else is chosen, marked ¹. */
const verbatim = new Set([
  '/v3/quick-pay/verify/account/phone',
  '/v3/quick-pay/member/{memberNumber}/payments/settings',
  '/v3/quick-pay/member/{memberNumber}/pay',
  '/v3/quick-pay/payments/status',
  '/v2/aclara/member/{memberNumber}',
  '/v2/applicationforservice/serviceordertypes/{accountNumber}',
  '/v2/applicationforservice/processserviceorder',
  '/v2/applicationforservice/getserviceorders/{accountNumber}',
]);

const authText = { none: 'none', member: 'member', quickPay: 'quick pay' } as const;

describe('the README lists every endpoint (the chosen paths for a co-op’s back-end team)', () => {
  const rows = readme
    .split('\n')
    .filter((line) => /^\| `[a-zA-Z]+` +\| `(GET|POST|PUT|PATCH|DELETE) /.test(line));

  it('one row per endpoint, and the count the README states', () => {
    expect(rows).toHaveLength(Object.keys(endpoints).length);
    expect(readme).toContain(`(${Object.keys(endpoints).length} endpoints`);
  });

  it.each(Object.values(endpoints).map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s: method, path, ¹ when chosen, auth and kind',
    (id, endpoint) => {
      const row = rows.find((line) => line.startsWith(`| \`${id}\` `));
      expect(row, id).toBeDefined();
      const cells = row!.split('|').map((cell) => cell.trim());
      const [, , route = '', auth = '', kind = ''] = cells;
      expect(route).toMatch(
        new RegExp(
          `^\`${endpoint.method} ${endpoint.path.replace(/[{}?]/g, '\\$&')}(\\?[^\`]*)?\``,
        ),
      );
      expect(route.endsWith('¹'), `${id}: ¹ marks a chosen path`).toBe(
        !verbatim.has(endpoint.path),
      );
      expect(auth.startsWith(authText[endpoint.auth]), auth).toBe(true);
      expect(auth.includes('`ApplicationId`'), auth).toBe(endpoint.applicationIdHeader);
      expect(auth.includes('`?applicationId`'), auth).toBe(endpoint.applicationIdQuery);
      expect(kind).toBe(endpoint.read ? 'read' : 'write');
    },
  );
});
