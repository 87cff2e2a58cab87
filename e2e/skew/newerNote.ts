import { z } from './zod';
import { text } from './fields';

/** A schema the contracts gain in a later version: the host's build has never seen it. */
export const newerNoteSchema = z.object({ note: text('Nota', { gender: 'f', max: 20, required: true }).rule });
