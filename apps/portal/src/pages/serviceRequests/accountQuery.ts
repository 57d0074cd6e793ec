import { navigation } from '@coop-portal/validation';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../routing/hooks';
import { sameViewState } from '../../routing/freshView';

/**
 * For a page whose address must not keep query `accountno` (doc 3 §2.5): the account number it was
 * opened for. The query is taken out of the address at once, replacing the history entry (Back does
 * not return to the address with it), and the number moves into the entry's state, so a reload or a
 * return keeps the account (and the account switcher shows it) while the address shows none. The
 * page is not shown anew for it: a member who has begun typing keeps what they typed.
 */
export function useAccountQueryTakenOut(): string | null {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const fromQuery = params.get('accountno');
  const state: unknown = location.state;
  const { key } = location;
  useEffect(() => {
    if (fromQuery === null) return;
    const rest = new URLSearchParams(params);
    rest.delete('accountno');
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      {
        replace: true,
        // The same view: what the member began on the page (a request being typed) stays.
        state: sameViewState(
          { key, state },
          {
            ...(state && typeof state === 'object' ? state : {}),
            [navigation.ACCOUNT_STATE_KEY]: fromQuery,
          },
        ),
      },
    );
  }, [fromQuery, params, navigate, location.pathname, location.hash, state, key]);
  return fromQuery ?? navigation.accountNumberInState(state);
}
