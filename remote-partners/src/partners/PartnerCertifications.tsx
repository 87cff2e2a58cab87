/**
 * A partner's certifications (spec 1 §2.9, §3, §4, §9): a table 300 px high whose rows open to edit status,
 * score (≥ 0, step 0.01) and attempts (whole, ≥ 0) with 'Guardar', and 'Quitar' after the question; a
 * selector assigns another (it starts 'Disponible'). One already assigned is warned about here.
 */
import { useMemo, useState } from 'react';
import { Box, Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldValues } from 'react-hook-form';
import { notify, notifySuccess } from '@console/core';
import {
  PARTNER_CERTIFICATION_STATUSES,
  certificationContract,
  formatDate,
  formatNumber,
  partnerCertificationFields,
  partnerCertificationForm,
  partnerContract,
  partnerOperations,
  partnerTexts,
  type PartnerCertification,
  type RowOf,
  type z,
} from '@console/contracts';
import {
  BUTTON_SIZE,
  callOperation,
  ConfirmDialog,
  conflictOf,
  DataTable,
  FORM_INCOMPLETE,
  FormFields,
  formatValue,
  resourceClient,
  SAVE_WAITS,
  useButtonReason,
  useCan,
  zodResolver,
  type FieldSpec,
} from '@console/ui';
import { AddFromSelect } from './AddFromSelect';
import { certificationsOf, partnerKeys, partners } from './api';

type Certification = RowOf<typeof certificationContract>;
const certificationsClient = resourceClient(certificationContract);
const what = (row: PartnerCertification) => `la certificación ${row.Certification.name}`;

const FIELDS: FieldSpec<FieldValues>[] = [
  { name: 'status', label: partnerCertificationFields.status.label, kind: 'select', options: Object.entries(PARTNER_CERTIFICATION_STATUSES).map(([value, label]) => ({ value, label })) },
  { name: 'score', label: partnerCertificationFields.score.label, kind: 'number', min: 0, step: 0.01 },
  { name: 'attempts', label: partnerCertificationFields.attempts.label, kind: 'number', min: 0, step: 1 },
];

/** One certification's form: only what changed is sent (PATCH partner/{id}/update_certification). */
function CertificationEditor({ partnerId, row, mayUpdate }: { partnerId: number; row: PartnerCertification; mayUpdate: boolean }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<FieldValues>({
    resolver: zodResolver(partnerCertificationForm as unknown as z.ZodType<FieldValues, FieldValues>),
    values: { status: row.status, score: row.score, attempts: row.attempts },
    resetOptions: { keepDirtyValues: true },
    mode: 'onChange',
  });
  const refresh = () => Promise.all(partnerKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const save = useMutation({
    mutationFn: (changes: FieldValues) =>
      callOperation(
        partnerOperations.updateCertification,
        { params: { id: partnerId }, body: { partner_certification_id: row.partner_certification_id, ...changes } },
        { from: row },
      ),
    onSuccess: async () => {
      notifySuccess(partnerTexts.certificationUpdated);
      form.reset(form.getValues());
      await refresh();
    },
    // Changed by someone else meanwhile (the toast names them): the row shows their values, the form keeps what was typed.
    onError: (error) => void (conflictOf(error) && refresh()),
  });
  const remove = useMutation({
    mutationFn: () =>
      callOperation(partnerOperations.removeCertification, { params: { id: partnerId, partner_certification_id: row.partner_certification_id } }, { from: row }),
    onSuccess: async () => {
      setConfirming(false);
      notifySuccess(partnerTexts.certificationRemoved);
      await refresh();
    },
    onError: (error) => {
      setConfirming(false);
      if (conflictOf(error)) void refresh();
    },
  });
  async function onRemove() {
    // Spec 1 §8: one no longer assigned (another tab removed it) is warned about, not sent.
    const current = await certificationsOf(partnerId).catch(() => null);
    if (current && !current.resource.some((item) => item.partner_certification_id === row.partner_certification_id)) {
      setConfirming(false);
      notify({ type: 'warning', title: partnerTexts.certificationMissing });
      await refresh();
      return;
    }
    remove.mutate();
  }
  const { isDirty, isValid, dirtyFields } = form.formState;
  const waits = useButtonReason(!isDirty ? SAVE_WAITS : !isValid && FORM_INCOMPLETE);
  return (
    <form
      aria-label={`Editar ${row.Certification.name}`}
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(Object.fromEntries(Object.keys(dirtyFields).map((key) => [key, values[key]]))))}
    >
      <fieldset disabled={!mayUpdate} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
          <FormFields form={form} fields={FIELDS} />
        </SimpleGrid>
      </fieldset>
      {mayUpdate && (
        <HStack mt="4" gap="3">
          <Button type="submit" size={BUTTON_SIZE.row} loading={save.isPending} disabled={!isDirty || !isValid} aria-describedby={waits.describedBy}>
            Guardar
          </Button>
          <Button size={BUTTON_SIZE.row} variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            Quitar
          </Button>
          {waits.text}
        </HStack>
      )}
      <ConfirmDialog open={confirming} title="Quitar certificación" what={what(row)} loading={remove.isPending} onConfirm={() => void onRemove()} onCancel={() => setConfirming(false)} />
    </form>
  );
}

export function PartnerCertifications({ partnerId }: { partnerId: number }) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: [...partners.key, partnerId, 'certifications'], queryFn: () => certificationsOf(partnerId), select: (answer) => answer.resource });
  const rows = list.data;
  const may = useCan(partnerContract.path, 'update', partnerContract.names.many);
  const [chosen, setChosen] = useState<Certification | null>(null);
  const assign = useMutation({
    mutationFn: (certification: Certification) =>
      callOperation(partnerOperations.assignCertification, { params: { id: partnerId }, body: { certification_id: certification.certification_id } }),
    onSuccess: async () => {
      notifySuccess(partnerTexts.certificationAssigned);
      setChosen(null);
      await Promise.all(partnerKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  const columns = useMemo(
    () => [
      { header: 'ID', cell: (row: PartnerCertification) => row.certification_id, phone: 'line' as const },
      { header: 'Certificación', cell: (row: PartnerCertification) => row.Certification.name },
      { header: 'Estado', cell: (row: PartnerCertification) => formatValue(partnerCertificationFields.status, row.status) },
      { header: 'Puntaje', cell: (row: PartnerCertification) => formatNumber(row.score) },
      { header: 'Intentos', cell: (row: PartnerCertification) => row.attempts },
      { header: 'Último intento', cell: (row: PartnerCertification) => formatDate(row.last_attempt_date) },
    ],
    [],
  );
  const expand = useMemo(
    () => ({
      label: (row: PartnerCertification) => `Editar ${row.Certification.name}`,
      render: (row: PartnerCertification) => <CertificationEditor partnerId={partnerId} row={row} mayUpdate={may.allowed} />,
    }),
    [partnerId, may.allowed],
  );

  function onAssign() {
    if (!chosen) return;
    if (rows?.some((row) => row.certification_id === chosen.certification_id)) return notify({ type: 'warning', title: partnerTexts.certificationLinked });
    assign.mutate(chosen);
  }

  return (
    <Stack as="section" aria-label={partnerTexts.certifications} gap="3">
      <Heading as="h2" size="md">
        {partnerTexts.certifications}
      </Heading>
      {rows?.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {partnerTexts.noCertifications}
        </Text>
      ) : (
        // Spec 1 §9: 300 px high.
        <Box maxH="300px" overflowY="auto">
          <DataTable label={partnerTexts.certifications} columns={columns} rows={rows ?? []} rowKey={(row) => row.partner_certification_id} loading={list.isPending} expand={expand} />
        </Box>
      )}
      <AddFromSelect<Certification>
        label={partnerTexts.chooseCertification}
        placeholder="Buscar certificación"
        resource={certificationsClient}
        itemLabel={(c) => c.name}
        chosen={chosen}
        onChoose={setChosen}
        onAdd={onAssign}
        adding={assign.isPending}
        addLabel="Asignar"
        may={may}
      />
    </Stack>
  );
}

