import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountContract, organizationContract } from '@console/contracts';
import { resourceClient } from '@console/ui';
import { describeResourceScreen, ok } from '@console/ui/testing';
import App from './App';

const acme = { organization_id: 7, name: 'Acme', service_id: null, partner_id: null, createdAt: null };

/**
 * The organization already known, as when the host's menu has loaded it (it shares the record's query):
 * the title is 'Cuentas de Acme' from the first render, which the suite looks the table up by.
 */
function KnownOrganization() {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData([...resourceClient(organizationContract).key, 'detail', 7], ok(acme).body));
  return <App />;
}

// What the organization's accounts screen does as a screen of the resource machine;
// OrganizationAccountsPage.test.tsx covers what is particular to it.
describeResourceScreen({
  contract: accountContract,
  route: '/organization/7/accounts',
  mountedAt: '/organization/:organization_id/*',
  render: () => <KnownOrganization />,
  listPath: 'organization/7/accounts',
  api: { 'GET organization/7': ok(acme) },
  title: 'Cuentas de Acme',
});
