import { MILESTONE_NO_TYPE, milestoneContract } from '@console/contracts';
import { resourceClient, type FieldOverrides } from '@console/ui';

export const milestones = resourceClient(milestoneContract);

/** What the list's edit row changes (spec 2 §2); the detail adds the description and the links. */
export const ROW_FIELDS = ['title', 'type', 'status', 'published_date', 'scheduled_date', 'notify'] as const;

/** In an edit form, a milestone without a type reads 'No asignado' (spec 2 §4); a new one must choose one. */
export const editOverrides: FieldOverrides = { type: { placeholder: MILESTONE_NO_TYPE } };
