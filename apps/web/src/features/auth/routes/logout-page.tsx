import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@inai/shared';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../api/session';

/** /logout: ends the session on the server, forgets it here, then goes to /login. */
export default function LogoutPage() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    void signOut().then(() => navigate(ROUTES.login, { replace: true }));
  }, [signOut, navigate]);
  return <PageLoading />;
}
