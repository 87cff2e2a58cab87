import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountContract, accountStatusContract, adminContract, entityContract, organizationContract, organizationSubscriptionContract } from '@console/contracts';
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

const common = { mountedAt: '/organization/:organization_id/*', render: () => <KnownOrganization />, api: { 'GET organization/7': ok(acme) } };

// What each screen of the area does as a screen of the resource machine; each page's own test covers what is
// particular to it.
describeResourceScreen({ ...common, contract: accountContract, route: '/organization/7/accounts', listPath: 'organization/7/accounts', title: 'Cuentas de Acme' });

describeResourceScreen({
  ...common,
  contract: adminContract,
  route: '/organization/7/admins',
  listPath: 'organization/7/admins',
  createPath: 'organization/7/admins',
  title: 'Administradores de Acme',
  api: { ...common.api, 'GET organization/7/billing': ok(null) },
});

describeResourceScreen({
  ...common,
  contract: organizationSubscriptionContract,
  route: '/organization/7/subscriptions',
  listPath: 'organization/7/subscriptions',
  title: 'Suscripciones de Acme',
  api: { ...common.api, 'GET organization/7/billing': ok(null) },
});

describeResourceScreen({ ...common, contract: entityContract, route: '/organization/7/entities', listPath: 'organization/7/entities', title: 'Entidades de Acme' });

describeResourceScreen({
  ...common,
  contract: accountStatusContract,
  route: '/organization/7/account-status',
  listPath: 'organization/7/account_status',
  title: 'Estado de las cuentas de Acme',
});
