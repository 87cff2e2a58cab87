import { Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { certifiedPartnerContract, formatDateLong, partnerTexts, routePath, type CertifiedPartner } from '@console/contracts';
import { LinkButton, ResourceScreen, TextLink, type ColumnSpec } from '@console/ui';
import { PartnerOrganizations } from '../partners/PartnerLinks';
import { PartnerTabs } from '../tabs';

const partnerLink = (row: CertifiedPartner) => routePath('partner', { partner_id: row.partner_id });

/** Spec 2 §2: id, name (links to the partner), clients, level, certifications, 'Entrar'. */
const columns: ColumnSpec<typeof certifiedPartnerContract>[] = [
  'partner_id',
  { header: 'Nombre', sort: 'business_name', cell: (row: CertifiedPartner) => <TextLink to={partnerLink(row)}>{row.business_name}</TextLink> },
  'clients_size',
  'level',
  'certifications',
  {
    header: '',
    cell: (row: CertifiedPartner) => (
      <LinkButton to={partnerLink(row)} aria-label={`${partnerTexts.enter} a ${row.business_name}`}>
        {partnerTexts.enter}
      </LinkButton>
    ),
  },
];

/** An opened row: its certifications (id, title, last attempt 'DD MMMM, YYYY') and its organizations (add, remove). */
function details(row: CertifiedPartner) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <Stack as="section" aria-label={`${partnerTexts.certifications} de ${row.business_name}`} gap="3">
        <Heading as="h3" size="sm">
          {partnerTexts.certifications}
        </Heading>
        <List.Root variant="plain" gap="1">
          {row.Certifications.map((certification) => (
            <List.Item key={certification.certification_id} gap="3">
              <Text textStyle="sm" color="fg.muted" minW="8">
                {certification.certification_id}
              </Text>
              <Text textStyle="sm" flex="1">
                {certification.title}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {formatDateLong(certification.Partner_Certification.last_attempt_date)}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      <PartnerOrganizations partnerId={row.partner_id} level="h3" />
    </SimpleGrid>
  );
}

/** Spec 2 §2: 'Asignación de cuentas' — the certified partners, whose organizations are assigned here. */
export default function AssignAccountsPage() {
  return (
    <ResourceScreen contract={certifiedPartnerContract} columns={columns} details={details}>
      <PartnerTabs />
    </ResourceScreen>
  );
}
