import type { MeResponse } from '@vi/contracts';
import { useEffect, useState } from 'react';
import { httpClient } from '../../../shared/api/http-client';

/**
 * Whose account a sign-in link opens, as the server verifies it. A company without a name is named by its
 * id, in the page's language (`companyName` null).
 */
export type SignInAccount = { name: string; companyName: string | null; companyId: string | number };

/**
 * GET /auth/me with the link's token (not the browser's session): the server checks the signature and
 * names the user and the company. A user the server does not know as an active user of that company is
 * no account to sign in to (undefined).
 */
export async function fetchSignInAccount(token: string): Promise<SignInAccount | undefined> {
  const { data } = await httpClient.get<MeResponse>('/auth/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const user = data.user;
  if (!user?.active) return undefined;
  const name = `${user.contactInfo.firstName} ${user.contactInfo.lastName}`.trim();
  return { name, companyName: data.companyName?.trim() || null, companyId: data.companyId };
}

export type SignInAccountState =
  { status: 'loading' } | { status: 'ready'; account: SignInAccount } | { status: 'invalid' };

/**
 * The account behind `token`, asked once per token. Plain state rather than the query cache: the guard
 * runs outside the recruiter area's query client, and a credential is better not cached anyway.
 */
export function useSignInAccount(token: string): SignInAccountState {
  const [state, setState] = useState<{ token: string; result: SignInAccountState }>({
    token,
    result: { status: 'loading' },
  });
  useEffect(() => {
    let isCurrent = true;
    fetchSignInAccount(token).then(
      (account) => {
        if (isCurrent)
          setState({ token, result: account ? { status: 'ready', account } : { status: 'invalid' } });
      },
      () => {
        if (isCurrent) setState({ token, result: { status: 'invalid' } });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);
  return state.token === token ? state.result : { status: 'loading' };
}
