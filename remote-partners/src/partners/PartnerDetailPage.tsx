import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Card, HStack, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  PARTNER_BUSINESS_FIELDS,
  PARTNER_CONTACT_FIELDS,
  awaitsDecision,
  partnerContract,
  partnerTexts,
  routePath,
  type Partner,
} from '@console/contracts';
import {
  BUTTON_SIZE,
  DraftsProvider,
  LinkButton,
  PageHeader,
  QuestionDialog,
  ResourceEditor,
  formatValue,
  useCan,
  useResourceMutation,
  useResourceRecord,
  type EditConfig,
} from '@console/ui';
import { Figure } from '../Figure';
import { decide, partnerKeys, partners } from './api';
import { PartnerCertifications } from './PartnerCertifications';
import { PartnerOrganizations, PartnerPackages } from './PartnerLinks';

type Editor = EditConfig<typeof partnerContract>;
// Three forms of one record: each with its own heading, 'Guardar' and draft.
const LOGO: Editor = { title: 'Logo', fields: ['business_logo'] };
const BUSINESS: Editor = { title: partnerTexts.business, fields: PARTNER_BUSINESS_FIELDS };
const CONTACT: Editor = { title: partnerTexts.contact, fields: PARTNER_CONTACT_FIELDS };

/**
 * Approve and reject (spec 1 §4, RULINGS 2), each after its question, offered only while the partner is
 * neither approved nor rejected. A refusal ('Actualización a estado no válido fallida') is toasted once.
 */
function PartnerDecision({ partner }: { partner: Partner }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const may = useCan(partnerContract.path, 'update', partnerContract.names.many);
  const decision = useResourceMutation(partners, (approve: boolean) => decide(partner, approve), {
    success: partnerTexts.decided,
    onSuccess: () => {
      setAsking(null);
      void Promise.all(partnerKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  if (!awaitsDecision(partner.status) || !may.allowed) return null;
  const approve = asking === 'approve';
  return (
    <>
      <Button size={BUTTON_SIZE.page} onClick={() => setAsking('approve')}>
        {partnerTexts.approve}
      </Button>
      <Button size={BUTTON_SIZE.page} variant="outline" colorPalette="red" onClick={() => setAsking('reject')}>
        {partnerTexts.reject}
      </Button>
      <QuestionDialog
        open={asking !== null}
        title={approve ? partnerTexts.approveTitle : partnerTexts.rejectTitle}
        question={approve ? partnerTexts.approveQuestion(partner.business_name) : partnerTexts.rejectQuestion(partner.business_name)}
        confirmLabel={approve ? partnerTexts.approve : partnerTexts.reject}
        cancelLabel="Cancelar"
        loading={decision.isPending}
        onConfirm={() => decision.mutate(approve, { onError: () => setAsking(null) })}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

/**
 * Level, number of accounts and of clients, the status and the last dispersal (spec 1 §2.9, §3; the logo is its
 * form's, below).
 */
function PartnerSummary({ partner }: { partner: Partner }) {
  const { level, total_accounts, clients_size, status, last_dispersal } = partnerContract.fields;
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="6">
      <Figure label={level.label}>{partner.level}</Figure>
      <Figure label={total_accounts.label}>{partner.total_accounts}</Figure>
      <Figure label={clients_size.label}>{partner.clients_size}</Figure>
      <Figure label={status.label}>{formatValue(status, partner.status)}</Figure>
      <Figure label={last_dispersal.label}>{formatValue(last_dispersal, partner.last_dispersal)}</Figure>
    </SimpleGrid>
  );
}

function PartnerDetail({ partnerId }: { partnerId: number }) {
  const record = useResourceRecord(partners, partnerId);
  const partner = record.data;
  const to = { partner_id: partnerId };
  return (
    <>
      <PageHeader
        title={partner ? partner.business_name : partnerContract.texts.title}
        actions={
          <HStack gap="2" wrap="wrap">
            {partner && <PartnerDecision partner={partner} />}
            <LinkButton to={routePath('bpayment_credentials', to)} size={BUTTON_SIZE.page}>
              {partnerTexts.paymentCredentials}
            </LinkButton>
            <LinkButton to={routePath('invoice', to)} size={BUTTON_SIZE.page}>
              {partnerTexts.invoices}
            </LinkButton>
            <LinkButton to={routePath('partner-active-accounts', to)} size={BUTTON_SIZE.page}>
              {partnerTexts.activeAccounts}
            </LinkButton>
            <LinkButton to={routePath('partners')} variant="ghost" size={BUTTON_SIZE.page}>
              {partnerTexts.backToList}
            </LinkButton>
          </HStack>
        }
      />
      {partner ? (
        <Stack gap="6">
          <Card.Root>
            <Card.Body>
              <Stack gap="5">
                <PartnerSummary partner={partner} />
                <ResourceEditor client={partners} row={partner} edit={LOGO} />
              </Stack>
            </Card.Body>
          </Card.Root>
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
            <Card.Root>
              <Card.Body>
                <ResourceEditor client={partners} row={partner} edit={BUSINESS} />
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Body>
                <ResourceEditor client={partners} row={partner} edit={CONTACT} />
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
          <Card.Root>
            <Card.Body>
              <PartnerOrganizations partnerId={partnerId} />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body>
              <PartnerPackages partnerId={partnerId} />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body>
              <PartnerCertifications partnerId={partnerId} />
            </Card.Body>
          </Card.Root>
        </Stack>
      ) : (
        record.isPending && <Skeleton height="96" />
      )}
    </>
  );
}

/** Spec 1 §2.9: a partner — its logo and figures, approval, its two forms, organizations, packages and certifications. */
export default function PartnerDetailPage() {
  const id = Number(useParams().partner_id);
  // Keyed: another partner is a fresh page; one set of drafts for its three forms.
  return (
    <DraftsProvider key={id}>
      <PartnerDetail partnerId={id} />
    </DraftsProvider>
  );
}
