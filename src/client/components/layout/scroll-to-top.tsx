import { useEffect } from 'react';
import { useLocation, useNavigationType } from '../../lib/router';
import { pageKey } from './page-key';

/**
 * A new page starts at the top. Back and forward are left to the browser, and a hash is left to the
 * page that owns the section (it may still be loading).
 */
export function ScrollToTop() {
  const location = useLocation();
  const { hash } = location;
  // A sheet opened over the page (/jobs/:id over /jobs) is not a new page.
  const pathname = pageKey(location);
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
    // Only a change of page counts; hash and navigation type are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
