import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buildUrl, parseQuery, removeQueryKeys, type QueryParams } from './url.ts';

/**
 * The current query as values, with setters that change the URL without reloading the page (spec §2).
 * Changes replace the history entry unless `{ push: true }`, so filters do not flood the back button.
 */
export function useQueryParams() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseQuery(location.search), [location.search]);

  const go = useCallback(
    (search: string, push = false) =>
      void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: !push }),
    [navigate, location.pathname, location.hash],
  );

  const setParams = useCallback(
    (patch: QueryParams, options: { push?: boolean } = {}) => {
      const url = buildUrl(`${location.pathname}${location.search}`, patch);
      go(url.slice(location.pathname.length), options.push);
    },
    [go, location.pathname, location.search],
  );

  const clearParams = useCallback(
    (keys: readonly string[] | 'all' = 'all', options: { push?: boolean } = {}) => {
      const url = removeQueryKeys(`${location.pathname}${location.search}`, keys);
      go(url.slice(location.pathname.length), options.push);
    },
    [go, location.pathname, location.search],
  );

  return { params, setParams, clearParams };
}
