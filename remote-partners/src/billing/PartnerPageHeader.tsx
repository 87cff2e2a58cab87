import { useParams } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { partnerTexts, routePath } from '@console/contracts';
import { BUTTON_SIZE, LinkButton, useResourceRecord } from '@console/ui';
import { partners } from '../partners/api';

/** The partner of a per-partner screen (its id from the route) and the way back to it. */
export function usePartnerOfRoute() {
  const partnerId = Number(useParams().partner_id);
  const record = useResourceRecord(partners, partnerId, { enabled: Number.isInteger(partnerId) && partnerId > 0 });
  return { partnerId, partner: record.data };
}

/** 'Volver al partner' (spec 2 §2: each per-partner screen has a back-to-partner button). */
export function BackToPartner({ partnerId }: { partnerId: number }) {
  return (
    <LinkButton to={routePath('partner', { partner_id: partnerId })} variant="ghost" size={BUTTON_SIZE.page}>
      {partnerTexts.back}
    </LinkButton>
  );
}

/** Whose screen this is: the partner's name, below the title. */
export function PartnerName({ partner }: { partner?: { business_name: string } }) {
  return (
    <Text color="fg.muted" mb="4">
      Partner: {partner ? partner.business_name : '…'}
    </Text>
  );
}

