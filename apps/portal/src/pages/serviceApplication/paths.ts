/** The two pages' addresses; the account type travels in the query, so a reload keeps it. */
export const CHOICE_PATH = '/service-type/select-service-type';
export const APPLICATION_PATH = '/service-type/application-for-service';

/** A page's address with the account type in its query (none: no query). */
export function withAccountType(path: string, accountType: string | null | undefined): string {
  return accountType ? `${path}?${new URLSearchParams({ accountType }).toString()}` : path;
}
