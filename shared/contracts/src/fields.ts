/**
 * The fields of a resource, declared once with their Spanish label and rule. From one declaration come the
 * API's validation (create and update), the row's type, the form control, the column's formatting and
 * every validation text, worded as a Spanish sentence about the field ('El nombre admite hasta 100
 * caracteres'), never the validation library's own wording.
 *
 *   name: text('Nombre', { max: 100, required: true })
 *   data_type: choice('Tipo de dato', { string: 'Texto plano', number: 'Número' }, { required: true })
 *   organization_id: reference('Organización', () => organizationContract, { required: true, gender: 'f' })
 */
import { z } from './zod';

export type Gender = 'm' | 'f';

/** How a value is edited and shown. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'url'
  | 'number'
  | 'flag'
  | 'choice'
  | 'reference'
  | 'secret'
  | 'color'
  | 'date'
  | 'json'
  | 'timestamp';

/** One meaning, one colour, across the console (status badges). */
export type Tone = 'positive' | 'negative' | 'warning' | 'info' | 'neutral';

export interface ChoiceOption {
  value: string;
  /** Spanish label: what people read, never the raw code. */
  label: string;
  tone?: Tone;
}

/** The noun phrases of a field for its messages: 'el nombre', 'El nombre', 'un nombre'. */
export interface Words {
  the: string;
  The: string;
  a: string;
  /** 'los apellidos': its verbs agree ('admiten', 'deben'). */
  plural: boolean;
}

/** The verb that agrees with the field: agree(w, 'admite', 'admiten'). */
const agree = (w: Words, one: string, many: string) => (w.plural ? many : one);

/** The resource a reference points to, as far as a field needs to know it (see contract.ts). */
export interface ReferenceTarget {
  path: string;
  id: string;
  names: { one: string; many: string; gender: Gender; person?: boolean };
  /** The API it lives on (default the main one). */
  api?: 'api' | 'messaging';
  label(row: Record<string, unknown>): string;
}

/**
 * A field. `V` is the value's type; the flags say whether it may be null, must be given on create, is a
 * secret (accepted, never answered) and may be written at all (false: answered only, like createdAt).
 */
export interface Field<V = unknown, Null extends boolean = boolean, Req extends boolean = boolean, Secret extends boolean = boolean, Writable extends boolean = boolean> {
  readonly kind: FieldKind;
  readonly label: string;
  readonly words: Words;
  /** The value's rule (not null), with Spanish messages. */
  readonly rule: z.ZodType<V>;
  readonly nullable: Null;
  readonly required: Req;
  readonly secret: Secret;
  readonly writable: Writable;
  /** Applied on create when the field is left out (never on update). */
  readonly default?: V | null;
  readonly multiline?: boolean;
  readonly options?: readonly ChoiceOption[];
  /** A number's values as people read and choose them: { 1: 'Fácil', 2: 'Media', 3: 'Difícil' }. */
  readonly labels?: Readonly<Record<number, string>>;
  /** A flag's two values as people read them: ['Activo', 'Apagado'] (default 'Sí' / 'No'). */
  readonly states?: readonly [string, string];
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  /** A number above zero (min is then the control's, 0). */
  readonly positive?: boolean;
  /** A number's most decimals (0 for whole numbers): how many a cell writes (formatNumber). */
  readonly decimals?: number;
  /** An amount of money: written '$4,500.00' (formatMoney). */
  readonly money?: boolean;
  readonly placeholder?: string;
  /** The option that chooses null, where null is a real choice ('No asignar rol'). */
  readonly nullLabel?: string;
  /** Where the field's value comes from: a remote search (default) or a select of all the items. */
  readonly lookup?: 'search' | 'select';
  readonly target?: () => ReferenceTarget;
  /** A value the person uploads instead of typing: an image's address, a code file's stored name. */
  readonly upload?: UploadKind;
  /** The shape a text must have (Meta's ids are digits), and values that have it. */
  readonly format?: TextFormat;
  /** A state written as free text ('en pruebas'): shown with a capital ('En pruebas'). */
  readonly state?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = Field<any, boolean, boolean, boolean, boolean>;

interface Common {
  /** 'f' for a feminine noun ('la descripción'); default masculine. */
  gender?: Gender;
  /** The noun with its article when the default would be wrong: 'los apellidos'. */
  noun?: string;
  required?: boolean;
  nullable?: boolean;
  placeholder?: string;
  nullLabel?: string;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Half of a UTF-16 pair without its other half: no character at all, and not UTF-8 (the database refuses it). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a text holds only what a person types: no control character (NUL breaks PostgreSQL) and no broken
 * Unicode; line breaks only where `multiline`, tabs always. Every text a contract takes passes through it.
 */
export function typable(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value) && (multiline || !/[\n\r]/.test(value));
}

function words(label: string, { gender = 'm', noun }: Common): Words {
  // 'ID de plantilla' keeps its capitals; 'Nombre' reads 'el nombre'.
  const first = label.split(' ')[0];
  const lower = first === first.toUpperCase() ? label : label.charAt(0).toLowerCase() + label.slice(1);
  const the = noun ?? `${gender === 'f' ? 'la' : 'el'} ${lower}`;
  const plural = /^(los|las) /.test(the);
  return { the, The: the.charAt(0).toUpperCase() + the.slice(1), a: plural ? the : `${gender === 'f' ? 'una' : 'un'} ${lower}`, plural };
}

/** zod's error for a value of the wrong type, or missing (undefined or null where null is not allowed). */
const typeError = (missing: string, wrong: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? missing : wrong;

type Flags<O, Default extends { nullable: boolean; required: boolean }> = {
  nullable: O extends { nullable: true } ? true : Default['nullable'];
  required: O extends { required: true } ? true : Default['required'];
};

function field<V, O extends Common>(
  kind: FieldKind,
  label: string,
  options: O,
  rule: (w: Words) => z.ZodType<V>,
  extra: Partial<Omit<Field<V>, 'kind' | 'label' | 'words' | 'rule' | 'nullable' | 'required' | 'secret' | 'writable'>> = {},
): Field<V, Flags<O, { nullable: false; required: false }>['nullable'], Flags<O, { nullable: false; required: false }>['required'], false, true> {
  const w = words(label, options);
  return {
    kind,
    label,
    words: w,
    rule: rule(w),
    nullable: (options.nullable ?? false) as never,
    required: (options.required ?? false) as never,
    secret: false,
    writable: true,
    placeholder: options.placeholder,
    nullLabel: options.nullLabel,
    ...extra,
  };
}

/**
 * What can be uploaded (POST utils/uploadToS3, document 2 §7): images and code go to separate fixed buckets.
 * The server checks the type from the file's content and the size; the texts are the spec's.
 */
export const UPLOADS = {
  image: {
    bucket: 'images',
    accept: 'image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif',
    maxBytes: 5 * 1024 * 1024,
    wrongType: 'Sube una imagen jpg o png',
    tooLarge: 'La imagen supera el tamaño máximo de 5 MB.',
    failed: 'Error subiendo imagen. Intenta de nuevo.',
  },
  code: {
    bucket: 'code',
    accept: '.zip,application/zip',
    maxBytes: 20 * 1024 * 1024,
    wrongType: 'Sube un archivo .zip',
    tooLarge: 'El archivo supera el tamaño máximo de 20 MB.',
    failed: 'Error subiendo archivo. Intenta de nuevo.',
  },
} as const;
export type UploadKind = keyof typeof UPLOADS;
/** Who may upload: a role's permission on the resource 'upload' (read by the API and the upload control). */
export const UPLOAD_PERMISSION = { resource: 'upload', action: 'create', many: 'archivos' } as const;

/** A text's required shape: its pattern, what is said when a value lacks it, and the n-th value that has it (tests). */
export interface TextFormat {
  pattern: RegExp;
  message: string;
  example(n: number): string;
}

export interface TextOptions extends Common {
  /** The shape the (trimmed) text must have; an empty optional text needs none. */
  format?: TextFormat;
  /** A code file uploaded (the field keeps the stored file's name). */
  upload?: 'code';
  /** Longest accepted value, in characters (default 200; 2000 when multiline). */
  max?: number;
  /** A textarea that grows from 1 to 10 rows. */
  multiline?: boolean;
  default?: string;
  /** A state written as free text ('activa', 'en pruebas'): shown with a capital. */
  state?: boolean;
}

function textRule(w: Words, { max, required, multiline, format }: { max: number; required?: boolean; multiline?: boolean; format?: TextFormat }) {
  let rule = z
    .string({ error: typeError(`Introduce ${w.the}`, `${w.The} ${agree(w, 'debe', 'deben')} ser un texto`) })
    .trim()
    .max(max, `${w.The} ${agree(w, 'admite', 'admiten')} hasta ${max} caracteres`)
    .refine((value) => typable(value, { multiline }), `${w.The} ${agree(w, 'tiene', 'tienen')} caracteres no permitidos`);
  if (required) rule = rule.refine((value) => value.length > 0, `Introduce ${w.the}`);
  if (format) rule = rule.refine((value) => value === '' || format.pattern.test(value), format.message);
  return rule;
}

/** Free text, trimmed; control characters refused. */
export function text<const O extends TextOptions = Record<never, never>>(label: string, options?: O) {
  const o = (options ?? {}) as O;
  const max = o.max ?? (o.multiline ? 2000 : 200);
  return field<string, O>('text', label, o, (w) => textRule(w, { max, required: o.required, multiline: o.multiline, format: o.format }), {
    max,
    multiline: o.multiline,
    default: o.default,
    upload: o.upload,
    format: o.format,
    state: o.state,
  });
}

/** An e-mail address (trimmed). */
export function email<const O extends Common = Record<never, never>>(label: string, options?: O) {
  const o = (options ?? {}) as O;
  return field<string, O>('email', label, o, (w) =>
    z
      .string({ error: typeError(`Introduce ${w.the}`, 'Introduce un correo válido') })
      .trim()
      .max(254, 'Introduce un correo válido')
      .email('Introduce un correo válido'),
  );
}

/** An http(s) address: anything else (javascript:, data:) is refused. */
export function url<const O extends Common & { max?: number; upload?: 'image' } = Record<never, never>>(label: string, options?: O) {
  const o = (options ?? {}) as O;
  const max = o.max ?? 2000;
  return field<string, O>('url', label, o, (w) =>
    z
      .string({ error: typeError(`Introduce ${w.the}`, `${w.The} ${agree(w, 'debe', 'deben')} ser un texto`) })
      .trim()
      .max(max, `${w.The} ${agree(w, 'admite', 'admiten')} hasta ${max} caracteres`)
      .refine((value) => typable(value), `${w.The} ${agree(w, 'tiene', 'tienen')} caracteres no permitidos`)
      .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), `${w.The} ${agree(w, 'debe', 'deben')} ser una dirección web http o https`),
    { max, upload: o.upload },
  );
}

export interface NumberOptions extends Common {
  min?: number;
  max?: number;
  /** Whole numbers only. */
  int?: boolean;
  /** Above zero (a plan's price: "non-zero" where the control's min is 0). */
  positive?: boolean;
  /** The form control's step (50 for prices, 0.01 for a score). */
  step?: number;
  /** Most decimals a value may have (2: money in cents); more are refused rather than rounded. */
  decimals?: number;
  /** An amount of money (two decimals): shown '$4,500.00'. */
  money?: boolean;
  default?: number;
  /**
   * Whole values shown and chosen by their Spanish label (a select; give min and max too): a question's
   * difficulty { 1: 'Fácil', 2: 'Media', 3: 'Difícil' }. The wire keeps the number.
   */
  labels?: Readonly<Record<number, string>>;
}

/**
 * Whether `value` has at most `decimals` decimals (12.5 and 12.50 have 1; 12.345 has 3). A client's floating-point
 * noise is not a decimal (0.1 + 0.2 is 0.30), but a value that would be stored as 0 is not 0 (3e-285 has more).
 */
export function hasDecimals(value: number, decimals: number): boolean {
  const rounded = Number(value.toFixed(decimals));
  return Math.abs(value - rounded) < 1e-9 * Math.max(1, Math.abs(value)) && (rounded !== 0 || value === 0);
}

/** A number (the form keeps it a number; an emptied control is null). */
export function number<const O extends NumberOptions = Record<never, never>>(label: string, options?: O) {
  const o = (options ?? {}) as O;
  return field<number, O>(
    'number',
    label,
    o,
    (w) => {
      let rule = z.number({ error: typeError(`Introduce ${w.the}`, `${w.The} ${agree(w, 'debe', 'deben')} ser un número`) });
      const decimals = o.money ? 2 : o.decimals;
      if (o.int) rule = rule.int(`${w.The} ${agree(w, 'debe', 'deben')} ser un número entero`);
      if (o.min !== undefined) rule = rule.min(o.min, `${w.The} no ${agree(w, 'puede', 'pueden')} ser ${agree(w, 'menor', 'menores')} que ${o.min}`);
      if (o.max !== undefined) rule = rule.max(o.max, `${w.The} no ${agree(w, 'puede', 'pueden')} ser ${agree(w, 'mayor', 'mayores')} que ${o.max}`);
      if (o.positive) rule = rule.positive(`${w.The} ${agree(w, 'debe', 'deben')} ser ${agree(w, 'mayor', 'mayores')} que 0`);
      if (decimals !== undefined) {
        rule = rule.refine((value) => hasDecimals(value, decimals), `${w.The} ${agree(w, 'admite', 'admiten')} hasta ${decimals} decimales`);
      }
      // PostgreSQL's integer and numeric(14,2) bounds: a bigger value is refused here, not by the database.
      return rule.refine((value) => Math.abs(value) <= (o.int ? 2_147_483_647 : 999_999_999_999), `${w.The} ${agree(w, 'es', 'son')} demasiado grande${w.plural ? 's' : ''}`);
    },
    {
      min: o.min,
      max: o.max,
      step: o.step,
      positive: o.positive,
      default: o.default,
      labels: o.labels,
      decimals: o.int ? 0 : o.money ? 2 : o.decimals,
      money: o.money,
    },
  );
}

/** Yes or no (a switch); `states` words the two values where 'Sí' / 'No' would not ('Activo' / 'Apagado'). */
export function flag<const O extends Omit<Common, 'required' | 'nullable'> & { default?: boolean; states?: readonly [string, string] } = Record<never, never>>(
  label: string,
  options?: O,
) {
  const o = (options ?? {}) as O;
  return field<boolean, O>('flag', label, o, (w) => z.boolean({ error: typeError(`Indica ${w.the}`, `${w.The} ${agree(w, 'debe', 'deben')} ser sí o no`) }), {
    default: o.default,
    states: o.states,
  });
}

export interface ChoiceOptions<V extends string> extends Common {
  default?: V;
  /** The badge colour of each value, where the value is a state (partner status). */
  tones?: Partial<Record<V, Tone>>;
}

/** One value of a fixed list, shown and chosen by its Spanish label: { pre_register: 'Pre registro', … }. */
export function choice<const L extends Record<string, string>, const O extends ChoiceOptions<keyof L & string> = Record<never, never>>(
  label: string,
  labels: L,
  options?: O,
) {
  const o = (options ?? {}) as O;
  const values = Object.keys(labels) as [keyof L & string, ...(keyof L & string)[]];
  return field<keyof L & string, O>(
    'choice',
    label,
    o,
    (w) =>
      z.enum(values, {
        // An empty choice ('' from a select left on its placeholder) is a missing one.
        error: (issue) => (issue.input === '' ? `Elige ${w.a}` : typeError(`Elige ${w.a}`, `${w.The} ${agree(w, 'debe', 'deben')} ser una de estas opciones: ${values.join(', ')}`)(issue)),
      }),
    {
      options: values.map((value) => ({ value, label: labels[value], tone: o.tones?.[value] })),
      default: o.default,
    },
  );
}

/** The id of another resource: chosen with a remote search (or a select of every item, `lookup: 'select'`). */
export function reference<const O extends Common & { lookup?: 'search' | 'select' } = Record<never, never>>(
  label: string,
  target: () => ReferenceTarget,
  options?: O,
) {
  const o = (options ?? {}) as O;
  return field<number, O>(
    'reference',
    label,
    o,
    (w) =>
      z
        .number({ error: typeError(`Elige ${w.a}`, `Elige ${w.a}`) })
        .int(`Elige ${w.a}`)
        .positive(`Elige ${w.a}`)
        .max(2_147_483_647, `Elige ${w.a}`),
    { target, lookup: o.lookup ?? 'search' },
  );
}

/** A hex colour without '#': '1e5a5f'. */
export function color<const O extends Common = Record<never, never>>(label: string, options?: O) {
  const o = (options ?? {}) as O;
  return field<string, O>('color', label, o, (w) =>
    z
      .string({ error: typeError(`Introduce ${w.the}`, 'Introduce un color hexadecimal de 6 dígitos') })
      .regex(/^[0-9a-fA-F]{6}$/, 'Introduce un color hexadecimal de 6 dígitos'),
  );
}

/** A calendar date, 'YYYY-MM-DD'. */
export function date<const O extends Common = Record<never, never>>(label: string, options?: O) {
  const o = (options ?? {}) as O;
  return field<string, O>('date', label, o, (w) =>
    z
      .string({ error: typeError(`Introduce ${w.the}`, `${w.The} ${agree(w, 'debe', 'deben')} ser una fecha`) })
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${w.The} ${agree(w, 'debe', 'deben')} ser una fecha AAAA-MM-DD`),
  );
}

/** A value JSON can write: what a `json` field holds. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** The warning of spec 2 §5 when a JSON text does not parse: also the API's word for a value that is not JSON. */
export const INVALID_JSON = 'Error en formato JSON';

/** How deep a `json` field's value may nest: the value is level 0, what a list or an object holds one level below it. */
export const MAX_JSON_DEPTH = 20;

/**
 * Whether a value is plain JSON (no class instance, no non-finite number), at most MAX_JSON_DEPTH levels deep,
 * every text in it typable (a NUL inside a string breaks PostgreSQL's jsonb as it would a text column).
 * Iterative, and it stops at the first level too deep: a value nested 5,000 deep (a request can carry one) is
 * refused without walking it, so nothing after it (the length rule's JSON.stringify) ever sees it.
 */
export function isJsonValue(value: unknown): value is JsonValue {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (depth > MAX_JSON_DEPTH) return false;
    if (item === null || typeof item === 'boolean') continue;
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return false;
      continue;
    }
    if (typeof item === 'string') {
      if (!typable(item, { multiline: true })) return false;
      continue;
    }
    if (typeof item !== 'object') return false;
    if (Array.isArray(item)) {
      for (const inner of item) pending.push([inner, depth + 1]);
      continue;
    }
    // A plain object of any realm (a test's fetch parses in Node's): its prototype is an Object.prototype, or null.
    const prototype = Object.getPrototypeOf(item) as object | null;
    if (prototype !== null && Object.getPrototypeOf(prototype) !== null) return false;
    for (const [key, inner] of Object.entries(item)) {
      if (!typable(key)) return false;
      pending.push([inner, depth + 1]);
    }
  }
  return true;
}

/**
 * Structured data (a select's options): a JSON list or object, kept as JSON and edited as JSON text; `max`
 * bounds its written length.
 */
export function json<const O extends Common & { max?: number } = Record<never, never>>(label: string, options?: O) {
  const o = (options ?? {}) as O;
  const max = o.max ?? 20_000;
  return field<JsonValue, O>(
    'json',
    label,
    o,
    (w) =>
      z
        .custom<JsonValue>((value) => value !== undefined, { error: `Introduce ${w.the}` })
        // Each rule stops the ones after it: the length is measured only on a value known to be shallow JSON.
        .refine((value) => isJsonValue(value), { error: INVALID_JSON, abort: true })
        .refine((value) => typeof value === 'object' && value !== null, {
          error: `${w.The} ${agree(w, 'debe', 'deben')} ser una lista o un objeto JSON`,
          abort: true,
        })
        .refine((value) => JSON.stringify(value).length <= max, `${w.The} ${agree(w, 'admite', 'admiten')} hasta ${max} caracteres`),
    { max },
  );
}

export interface SecretOptions extends Omit<Common, 'nullable'> {
  min?: number;
  max?: number;
}

/**
 * A secret (a password, a token): accepted, never answered. Trimmed. On update a blank value means
 * "unchanged" and is left out.
 */
export function secret<const O extends SecretOptions = Record<never, never>>(label: string, options?: O) {
  const o = (options ?? {}) as O;
  const min = o.min ?? 1;
  const max = o.max ?? 200;
  const w = words(label, o);
  const invalid = `Introduce ${w.a} ${w.a.startsWith('una') ? 'válida' : 'válido'}`;
  return {
    ...field<string, O>('secret', label, o, () =>
      z
        .string({ error: typeError(`Introduce ${w.the}`, `${w.The} ${agree(w, 'debe', 'deben')} ser un texto`) })
        .trim()
        .min(1, `Introduce ${w.the}`)
        .min(min, invalid)
        .max(max, invalid)
        .refine((value) => typable(value), invalid),
    ),
    secret: true as const,
    min,
    max,
  };
}

/** A moment the server records (createdAt): answered, never written. */
export function timestamp(label: string, options: Pick<Common, 'gender' | 'noun'> = {}) {
  return { ...field<string, { nullable: true }>('timestamp', label, { ...options, nullable: true }, () => z.string()), writable: false as const };
}

/** Any field answered but never written by the client (the account's username). */
export function readOnly<F extends AnyField>(spec: F): Omit<F, 'writable'> & { writable: false } {
  return { ...spec, writable: false as const };
}

/** The type a field's value has in a row. */
export type ValueOf<F> = F extends Field<infer V, infer N> ? (N extends true ? V | null : V) : never;
