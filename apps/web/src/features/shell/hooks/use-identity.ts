import { useQuery } from '@tanstack/react-query';
import type { User } from '@plataforma/shared/users';
import { useSession } from '../../../lib/session.ts';
import { identityQueryOptions } from '../api/get-identity.ts';

export type Identity = { name: string; email: string; photo: string | null; user: User | null };

/**
 * Who is signed in, for the top bar: the session's user; in client mode (where the person has no user in the
 * customer's tenant) the user of their own tenant.
 */
export function useIdentity(): Identity | null {
  const session = useSession();
  const userId = session.payload?.IdDoUsuario ?? '';
  const inClientMode = Boolean(session.clientMode);
  const own = useQuery({ ...identityQueryOptions(userId, session.tenantPartner), enabled: inClientMode && Boolean(userId) });
  const user = inClientMode ? (own.data ?? null) : session.user;
  if (!user) return null;
  return { name: user.nomeCompleto || user.apelido || user.email, email: user.email, photo: user.foto, user };
}
