/** What the account area's screen tests share: the account they open, known as the host's menu knows it. */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountContract } from '@console/contracts';
import { resourceClient } from '@console/ui';
import { ok } from '@console/ui/testing';
import App from './App';

/** Account 7, 'Bot ventas', of organization 3. */
export const ventas = { account_id: 7, name: 'Bot ventas', username: null, type: 'konverza_free', organization_id: 3, is_active: true, createdAt: null };

/**
 * The account already known, as when the host's menu has loaded it (it shares the record's query): a screen's
 * title carries its name from the first render ('Idiomas de Bot ventas'), which the suite looks the table up by.
 */
function KnownAccount() {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData([...resourceClient(accountContract).key, 'detail', 7], ok(ventas).body));
  return <App />;
}

/** describeResourceScreen's mount of the area, on account 7. */
export const accountScreen = { mountedAt: '/account/:account_id/*', render: () => <KnownAccount />, api: { 'GET account/7': ok(ventas) } };
