import { useAuthStore } from '@console/core';
import { routePath } from '@console/contracts';
import { LinkButton } from '@console/ui';

/** 'Entrar' to an account's personalization; the account becomes one of the organization's recent ones. */
export function EnterAccount({ account }: { account: { account_id: number; name: string; organization_id: number } }) {
  const remember = () => useAuthStore.getState().remember('accounts', { id: account.account_id, name: account.name, parentId: account.organization_id });
  return (
    <LinkButton to={routePath('personalization', { account_id: account.account_id })} aria-label={`Entrar a ${account.name}`} onClick={remember}>
      Entrar
    </LinkButton>
  );
}
