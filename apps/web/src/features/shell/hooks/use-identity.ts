import type { User } from '@plataforma/shared/users';
import { useSession } from '../../../lib/session.ts';

export type Identity = { name: string; email: string; photo: string | null; user: User | null };

/**
 * Who is signed in, for the top bar: the session's user, always the person's own (the partner company's user, and in
 * client mode — where the person has no user in the customer's tenant — the user of their own tenant).
 */
export function useIdentity(): Identity | null {
  const user = useSession().user;
  if (!user) return null;
  return { name: user.nomeCompleto || user.apelido || user.email, email: user.email, photo: user.foto, user };
}
