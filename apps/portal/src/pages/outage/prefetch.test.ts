import { getConfigurationSettings } from '@coop-portal/api-client';
import {
  accountInfoQuery,
  configurationSettingsQuery,
  outageStatusQuery,
} from '@coop-portal/api-client/react';
import { createDemoServer } from '@coop-portal/mocks/node';
import { outageCenterConfigKeys } from '@coop-portal/widgets';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadStartup } from '../../startup/startup';
import { DEMO_OVERRIDES_KEY, testDeps } from '../testing';
import { outageStatusLoader } from './loaders';
import { outageCenterKeyLists, prefetchOutageStatus } from './prefetch';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

/** The portal's deps after start-up, with `userName` signed in (none: a guest). */
async function started(userName?: string) {
  const deps = await testDeps(userName);
  await loadStartup(deps);
  return deps;
}

const cached = (deps: Awaited<ReturnType<typeof started>>, accountNumber: string) => ({
  info: deps.queryClient.getQueryData(
    accountInfoQuery(deps.apiClient, { params: { accountNumber } }).queryKey,
  ),
  status: deps.queryClient.getQueryData(
    outageStatusQuery(deps.apiClient, { params: { accountNumber } }).queryKey,
  ),
});

describe('doc 2 §2.6 the outage page reads its status beside its code', () => {
  it('reads the widget’s own configuration keys', () => {
    expect(outageCenterKeyLists).toEqual({
      configKeys: [...outageCenterConfigKeys],
      clientKeys: [],
      webContentKeys: [],
    });
  });

  it('the primary account’s info and outage status, and the widget’s configuration as the API answers it', async () => {
    const deps = await started('member.demo');
    await prefetchOutageStatus(deps, new URL('http://localhost/outage-status'));
    const { info, status } = cached(deps, '1000001');
    expect(info?.accountNumber).toBe('1000001');
    expect(status).toBeDefined();
    expect(
      deps.queryClient.getQueryData(
        configurationSettingsQuery(deps.apiClient, { body: outageCenterKeyLists }).queryKey,
      ),
    ).toEqual(
      await deps.apiClient.request(getConfigurationSettings, { body: outageCenterKeyLists }),
    );
  });

  it('the account of query accountno when it is the member’s (3000003, in an outage); not another member’s', async () => {
    const deps = await started('member.demo');
    await prefetchOutageStatus(deps, new URL('http://localhost/outage-status?accountno=3000003'));
    expect(cached(deps, '3000003').status?.isActive).toBe('Y');
    expect(cached(deps, '1000001').info).toBeUndefined();

    const other = await started('member.demo');
    await prefetchOutageStatus(other, new URL('http://localhost/outage-status?accountno=3000004'));
    expect(cached(other, '3000004').info).toBeUndefined();
    expect(cached(other, '1000001').status).toBeDefined();
  });

  it('no status read for an account the rules give none (a water account, non-electric hidden)', async () => {
    localStorage.setItem(
      DEMO_OVERRIDES_KEY,
      JSON.stringify({ config: { HIDE_NON_ELECTRIC_USAGE_OUTAGE: 'Y' } }),
    );
    const deps = await started('member.demo');
    await prefetchOutageStatus(deps, new URL('http://localhost/outage-status?accountno=3000002'));
    expect(cached(deps, '3000002').info).toBeDefined();
    expect(cached(deps, '3000002').status).toBeUndefined();
  });

  it('nothing for a guest; the loader lets the page open at once', async () => {
    const deps = await started();
    await prefetchOutageStatus(deps, new URL('http://localhost/outage-status'));
    expect(deps.queryClient.getQueryCache().findAll({ type: 'all' }).length).toBe(4);
    const load = outageStatusLoader(deps);
    expect(load({ url: new URL('http://localhost/outage-status'), params: {} })).toBeNull();
  });
});
