import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from '@console/contracts';

/**
 * react-hook-form resolver for a shared zod schema (the one rule set of the wire contract), given directly
 * or as a loader (the schema module is fetched on demand). Written here because @hookform/resolvers is not
 * a dependency. It reports the first issue of each field, so the schema's order of checks decides the
 * message ('Introduce la contraseña' before 'Introduce una contraseña válida'). When the schema cannot be
 * loaded, the error is reported as `errors.root` with `unavailableMessage`.
 */
export function zodResolver<T extends FieldValues>(
  schema: z.ZodType<T> | (() => Promise<z.ZodType<T>>),
  unavailableMessage = 'No se pudo validar el formulario.',
): Resolver<T> {
  return async (values) => {
    let rules: z.ZodType<T>;
    try {
      rules = typeof schema === 'function' ? await schema() : schema;
    } catch {
      return { values: {}, errors: { root: { type: 'unavailable', message: unavailableMessage } } as FieldErrors<T> };
    }
    const result = await rules.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (key && !errors[key]) errors[key] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as unknown as FieldErrors<T> };
  };
}
