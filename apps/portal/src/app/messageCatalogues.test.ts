import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueShapes, kitCatalogues, namedCatalogue } from '@coop-portal/ui';
import { navigation } from '@coop-portal/validation';
import { widgetCatalogues } from '@coop-portal/widgets';
import { describe, expect, it } from 'vitest';
import { lateFrameMessages, lateFrameTranslations } from '../frame/lateMessages';
import { frameMessages, frameTranslations } from '../frame/messages';
import { accountManagementTranslations, navigationTranslations } from '../frame/navigationMessages';
import { unsavedChangesMessages, unsavedChangesTranslations } from '../pages/UnsavedChangesGuard';
import { accountsPageMessages, accountsPageTranslations } from '../pages/accounts/messages';
import {
  averageBillingPageMessages,
  averageBillingPageTranslations,
} from '../pages/averageBilling/messages';
import { billingPageMessages, billingPageTranslations } from '../pages/billing/messages';
import {
  capitalCreditsPageMessages,
  capitalCreditsPageTranslations,
} from '../pages/capitalCredits/messages';
import {
  delinquentsPageMessages,
  delinquentsPageTranslations,
} from '../pages/delinquents/messages';
import { depositsPageMessages, depositsPageTranslations } from '../pages/deposits/messages';
import { memberAccountMessages, memberAccountTranslations } from '../pages/memberAccount';
import {
  memberInfoDocsPageMessages,
  memberInfoDocsPageTranslations,
} from '../pages/memberInfoDocs/messages';
import { pageMessages, pageTranslations } from '../pages/messages';
import {
  notificationPagesMessages,
  notificationPagesTranslations,
} from '../pages/notifications/messages';
import { outagePageMessages, outagePageTranslations } from '../pages/outage/messages';
import { overviewPageMessages, overviewPageTranslations } from '../pages/overview/messages';
import {
  payMultiplePageMessages,
  payMultiplePageTranslations,
} from '../pages/payMultiple/messages';
import {
  paymentProfilePageMessages,
  paymentProfilePageTranslations,
} from '../pages/paymentProfile/messages';
import { profilePageMessages, profilePageTranslations } from '../pages/profile/messages';
import { quickPayPageMessages, quickPayPageTranslations } from '../pages/quickPay/messages';
import { roundUpPageMessages, roundUpPageTranslations } from '../pages/roundUp/messages';
import {
  scheduledPaymentsPageMessages,
  scheduledPaymentsPageTranslations,
} from '../pages/scheduledPayments/messages';
import {
  serviceApplicationPageMessages,
  serviceApplicationPageTranslations,
} from '../pages/serviceApplication/messages';
import {
  serviceRequestsPageMessages,
  serviceRequestsPageTranslations,
} from '../pages/serviceRequests/messages';
import { signInPageMessages, signInPageTranslations } from '../pages/signIn/messages';
import { usagePageMessages, usagePageTranslations } from '../pages/usage/messages';
import { routeTitleMessages, routeTitleTranslations } from '../routing/routeTitles';
import { sessionMessages, sessionTranslations } from '../session/messages';
import { startupErrorMessages, startupErrorTranslations } from '../startup/messages';

/** The portal's own catalogues, each with its English (US) wording. */
const portalCatalogues = [
  namedCatalogue(lateFrameTranslations, lateFrameMessages),
  namedCatalogue(frameTranslations, frameMessages),
  namedCatalogue(accountManagementTranslations, navigation.accountManagementMessages),
  namedCatalogue(navigationTranslations, navigation.navigationMessages),
  namedCatalogue(unsavedChangesTranslations, unsavedChangesMessages),
  namedCatalogue(accountsPageTranslations, accountsPageMessages),
  namedCatalogue(averageBillingPageTranslations, averageBillingPageMessages),
  namedCatalogue(billingPageTranslations, billingPageMessages),
  namedCatalogue(capitalCreditsPageTranslations, capitalCreditsPageMessages),
  namedCatalogue(delinquentsPageTranslations, delinquentsPageMessages),
  namedCatalogue(depositsPageTranslations, depositsPageMessages),
  namedCatalogue(memberAccountTranslations, memberAccountMessages),
  namedCatalogue(memberInfoDocsPageTranslations, memberInfoDocsPageMessages),
  namedCatalogue(pageTranslations, pageMessages),
  namedCatalogue(notificationPagesTranslations, notificationPagesMessages),
  namedCatalogue(outagePageTranslations, outagePageMessages),
  namedCatalogue(overviewPageTranslations, overviewPageMessages),
  namedCatalogue(payMultiplePageTranslations, payMultiplePageMessages),
  namedCatalogue(paymentProfilePageTranslations, paymentProfilePageMessages),
  namedCatalogue(profilePageTranslations, profilePageMessages),
  namedCatalogue(quickPayPageTranslations, quickPayPageMessages),
  namedCatalogue(roundUpPageTranslations, roundUpPageMessages),
  namedCatalogue(scheduledPaymentsPageTranslations, scheduledPaymentsPageMessages),
  namedCatalogue(serviceApplicationPageTranslations, serviceApplicationPageMessages),
  namedCatalogue(serviceRequestsPageTranslations, serviceRequestsPageMessages),
  namedCatalogue(signInPageTranslations, signInPageMessages),
  namedCatalogue(usagePageTranslations, usagePageMessages),
  namedCatalogue(routeTitleTranslations, routeTitleMessages),
  namedCatalogue(sessionTranslations, sessionMessages),
  namedCatalogue(startupErrorTranslations, startupErrorMessages),
];

/** Every catalogue of the suite: the kit's, the widgets' and the portal's. */
const suiteCatalogues = [...kitCatalogues, ...widgetCatalogues, ...portalCatalogues];

const source = join(import.meta.dirname, '..');

/** Every source file of the portal (tests aside). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names of the catalogues whose translations the portal declares, found by their type. */
async function declaredNames(): Promise<string[]> {
  const names: string[] = [];
  for (const file of sourceFiles(source)) {
    const declarations = [
      ...readFileSync(file, 'utf8').matchAll(/export const (\w+): CatalogueTranslations</g),
    ];
    if (declarations.length === 0) continue;
    const module = (await import(/* @vite-ignore */ file)) as Record<string, { name: string }>;
    for (const [, exported] of declarations) names.push(module[exported!]!.name);
  }
  return names;
}

describe('the suite’s catalogues: one name each, for the co-op’s wording in portal-config.json', () => {
  it('lists every catalogue the portal declares', async () => {
    const declared = await declaredNames();
    expect(declared.length).toBeGreaterThanOrEqual(25);
    expect(portalCatalogues.map((c) => c.name).sort()).toEqual(declared.sort());
  });

  it('no two catalogues of the kit, the widgets and the portal share a name', () => {
    const names = suiteCatalogues.map((c) => c.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('the portal’s own catalogues are named portal.…, the kit’s kit.…, the widgets’ neither', () => {
    for (const { name } of portalCatalogues) expect(name).toMatch(/^portal\.[a-zA-Z]+$/);
    for (const { name } of kitCatalogues) expect(name).toMatch(/^kit\.[a-zA-Z]+$/);
    for (const { name } of widgetCatalogues) expect(name).toMatch(/^[a-z][a-zA-Z]+$/);
  });

  // The list co-ops read for the names, and the portal checks portal-config.json's messages
  // against at start-up: after adding, renaming or removing a catalogue or a message, run this
  // test with `-u` to write it again.
  it('messageCatalogues.json lists every catalogue, by name, with its messages', async () => {
    const shapes = catalogueShapes(
      [...suiteCatalogues].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    );
    await expect(`${JSON.stringify(shapes, null, 2)}\n`).toMatchFileSnapshot(
      './messageCatalogues.json',
    );
  });
});
