import { api, useAppDispatch } from '@cartlift/admin-kit';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShell } from '../../app/shellContext';

/** The title /logout leaves on the page. */
export const LOGGED_OUT_TITLE = 'Logged out | Cartlift';

/** /logout: signs out, forgets cached shop data, sets the page title and redirects to /login (query string kept). */
export function LogoutPage() {
  const { session } = useShell();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    session.signOut();
    dispatch(api.util.resetApiState());
    document.title = LOGGED_OUT_TITLE;
    navigate(`/login${search}`, { replace: true });
  }, [session, dispatch, navigate, search]);
  return null;
}
