import type { PortalMessages } from '@coop-portal/api-client';
import { warnAboutMessageOverrides, type CatalogueShape } from '@coop-portal/ui';
import catalogues from './messageCatalogues.json';

/**
 * Every catalogue of the portal, the widgets and the kit, by name, with its messages
 * (messageCatalogues.json, written by messageCatalogues.test.ts from the catalogues themselves).
 */
const shapes = catalogues as Readonly<Record<string, CatalogueShape>>;

/** Warns about each override the catalogues do not have (see `warnAboutConfigMessages`). */
export function checkConfigMessages(messages: PortalMessages): void {
  warnAboutMessageOverrides(messages, shapes);
}
