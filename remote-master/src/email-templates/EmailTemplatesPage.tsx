import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  EMAIL_TEMPLATE_NAME_TAKEN,
  emailTemplateContract,
  emailTemplateNameTaken,
  MAX_LIST_LIMIT,
  type RowOf,
  type z,
} from '@console/contracts';
import { ResourceScreen, resourceClient, type CreateConfig, type EditConfig, type QueryParams } from '@console/ui';

type Template = RowOf<typeof emailTemplateContract>;
const templates = resourceClient(emailTemplateContract);

const columns = ['email_template_id', 'external_template_id', 'name', 'title', 'description', 'email_platform', 'createdAt'] as const;

/** Every template's name, for the check as you type (templates are few: one call, refreshed by every write). */
const ALL: QueryParams = { page: 1, limit: MAX_LIST_LIMIT };

/** A form's rule plus "no other template has this name" (case-insensitive), on the name field. */
function withUniqueName(schema: z.ZodType<Record<string, unknown>>, known: readonly Template[], ownId?: number) {
  return (schema as z.ZodObject).superRefine((values, context) => {
    if (typeof values.name === 'string' && emailTemplateNameTaken(values.name, known, ownId)) {
      context.addIssue({ code: 'custom', message: EMAIL_TEMPLATE_NAME_TAKEN, path: ['name'] });
    }
  });
}

/**
 * Spec 2 §2, §5, §8: e-mail templates; external_template_id and name required, the platform 'Sendgrid' by
 * default, and a name no other template has ('Ya existe un template con ese nombre' as you type; the API's
 * unique index refuses it too).
 */
export default function EmailTemplatesPage() {
  // Quiet: when it fails, the list's own failure is toasted, and the API still refuses a taken name.
  const all = useQuery({ queryKey: [...templates.key, 'list', null, ALL], queryFn: () => templates.list(ALL), meta: { quiet: true } });
  const known = all.data?.resource;
  const create = useMemo<CreateConfig>(() => ({ schema: withUniqueName(emailTemplateContract.schemas.create, known ?? []) }), [known]);
  const edit = useMemo<EditConfig<typeof emailTemplateContract>>(
    // Each row against the others: its own name is its own.
    () => ({ schema: (row) => withUniqueName(emailTemplateContract.schemas.edit, known ?? [], row.email_template_id) }),
    [known],
  );
  return <ResourceScreen contract={emailTemplateContract} columns={columns} create={create} edit={edit} />;
}
