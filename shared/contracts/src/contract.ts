/**
 * One description per resource. A contract says, once: the API path, the id, the Spanish names (with their
 * gender), the fields with their rules, what a list may filter and sort by, and whether items are created,
 * updated and deleted. Everything else is derived from it, on both sides:
 *
 *   - the API's validated routes and rows (api/src/lib/resource.ts)
 *   - the client calls and query keys, the forms (rules and default values), the columns (@console/ui)
 *   - every standard text: toasts, the delete question, 'Error creando plataforma.', 'La plataforma no existe'
 *   - the update rule, which never re-applies the create defaults: a PATCH of one field leaves the others
 *
 *   export const platformContract = defineContract({
 *     path: 'platform', id: 'platform_id', names: { one: 'plataforma', many: 'plataformas', gender: 'f' },
 *     fields: { name: text('Nombre', { max: 100, required: true }), createdAt: timestamp('Fecha de creación') },
 *     list: { search: ['name'], sort: ['name', 'createdAt'] },
 *   });
 */
import { z } from './zod';
import { ROW_VERSION } from './envelope';
import { DEFAULT_PAGE_SIZE, MAX_LIST_LIMIT } from './paging';
import { typable, type AnyField, type Gender, type ReferenceTarget, type ValueOf } from './fields';
import { resourceTexts, type ResourceTexts } from './texts';

export interface Names {
  /** Singular, lower-case, no article: 'plataforma'. */
  one: string;
  /** Plural: 'plataformas'. */
  many: string;
  gender: Gender;
  /** A person ('el administrador'): sentences say 'al administrador X' where Spanish asks for it. */
  person?: boolean;
}

type Fields = Record<string, AnyField>;
type Joined = Record<string, z.ZodType>;

export interface ListSpec<F extends Fields, Id extends string> {
  /** Text searches, by query parameter; each searches the field of the same name unless the API says otherwise. */
  search?: readonly string[];
  /** Further filters, with their query parameter's rule (show_deleted). The API decides what each one does. */
  filters?: Record<string, z.ZodType>;
  /** What a list may be sorted by: `?sort=name` (ascending) or `?sort=-name`. */
  sort?: readonly ((keyof F & string) | NoInfer<Id>)[];
  /** The order without `?sort`; default newest first: `-{id}`. */
  defaultSort?: string;
  /**
   * The largest page it answers (default MAX_LIST_LIMIT, a selector's load). A list that grows without bound and
   * that no selector loads (the audit trail, breadcrumbs) answers up to the paginator's largest page: a bigger read
   * is its CSV export.
   */
  maxLimit?: number;
}

export interface ContractSpec<Id extends string, F extends Fields, J extends Joined, Ch extends string = never> {
  /** The API path of the generic calls: 'platform' → GET /platform, GET /platform/:id, … */
  path: string;
  /** The id field: 'platform_id'. */
  id: Id;
  names: Names;
  /** Every field a row answers or a write takes, in the order forms and tables show them. */
  fields: F;
  /** Objects a row carries from other resources (an account's Organization), by their shape. */
  joined?: J;
  /** What a row is called in texts (the delete question, the row's toggle). Default: its `name`. */
  label?(row: Row<NoInfer<Id>, F, J>): string;
  /**
   * A selector's option (RemoteSelect, a reference field): the fields `label` reads, besides the id. Declared by the
   * lists selectors load whole (up to 2,500 rows): their list then takes `choice=true` and answers only these fields,
   * a fifth of a full row's bytes (ChoiceOf). `label` must read nothing else (the API's tests check it).
   */
  choice?: readonly Ch[];
  list?: ListSpec<F, Id>;
  /** The writable fields a create takes (default all); false: no create. */
  create?: false | readonly (keyof F & string)[];
  /** The writable fields an update takes (default all); false: no update. */
  update?: false | readonly (keyof F & string)[];
  /**
   * false: no delete; `{ soft }`: a delete sets that timestamp field instead of removing the row; `restore`: the
   * machine's PATCH {path}/{id}/restore takes it back ('Deshacer' in the delete's toast).
   */
  remove?: false | { soft: keyof F & string; restore?: true };
  /**
   * Where one item is read, when `{path}/:id` is another call (the spec's GET active_account/{account_id} reads an
   * account's active accounts): 'active_account/by_id/:id'. Default `{path}/:id`.
   */
  getPath?: string;
  /**
   * A rule across fields, over the record as a write would leave it (a create: its body; an update: the row
   * with the changes): a 'select' attribute needs its options. The create dialog, the edit row and the API
   * all apply it.
   */
  check?(record: Record<string, unknown>): { field: string; message: string } | undefined;
  /** Where a standard text must read otherwise ('Certificación creada', without 'con éxito'). */
  texts?: Partial<Omit<ResourceTexts, 'what' | 'confirmDelete' | 'edit' | 'changedMeanwhile' | 'selected' | 'deletedMany'>>;
  /** The API it lives on. */
  api?: 'api' | 'messaging';
  /**
   * The permission resource its writes need, when it is not its path: an account's platforms are the
   * account's configuration (the API declares the same on their routes).
   */
  permission?: string;
  /**
   * false: its writes are recorded in the audit trail under another record (an account's platforms under the
   * account), so a row has no history of its own to show.
   */
  audit?: false;
}

type RowFields<F> = { [K in keyof F as F[K] extends { secret: true } ? never : K]: ValueOf<F[K]> };
type WritableKeys<F> = { [K in keyof F]: F[K] extends { writable: true } ? K : never }[keyof F];
type RequiredKeys<F> = { [K in WritableKeys<F>]: F[K] extends { required: true } ? K : never }[WritableKeys<F>];

/** A row as the API answers it. */
type JoinedRow<J extends Joined> = { [K in keyof J as undefined extends z.output<J[K]> ? never : K]: z.output<J[K]> } & {
  [K in keyof J as undefined extends z.output<J[K]> ? K : never]?: z.output<J[K]>;
};
/** Its version (envelope.ts ROW_VERSION): what a write that changes it sends as `If-Match`. */
type Versioned = { [ROW_VERSION]?: string };
/** The version's place in a row's schema: every contract's row, and the rows a record owns that writes change one by one. */
export const versionShape = { [ROW_VERSION]: z.string().optional() };
export type Row<Id extends string, F extends Fields, J extends Joined> = { [K in Id]: number } & RowFields<F> & JoinedRow<J> & Versioned;
/** A create's body (before defaults): required fields, then the others. */
export type CreateBody<F extends Fields> = { [K in RequiredKeys<F>]: ValueOf<F[K]> } & {
  [K in Exclude<WritableKeys<F>, RequiredKeys<F>>]?: ValueOf<F[K]>;
};
/** An update's body: any writable field. */
export type UpdateBody<F extends Fields> = { [K in WritableKeys<F>]?: ValueOf<F[K]> };

export interface Contract<Id extends string = string, F extends Fields = Fields, J extends Joined = Joined, Ch extends string = string>
  extends Omit<ContractSpec<Id, F, J, Ch>, 'label' | 'texts' | 'create' | 'update' | 'remove' | 'getPath'>,
    ReferenceTarget {
  readonly id: Id;
  /** Where one item is read: '{path}/:id' unless the contract says otherwise. */
  readonly getPath: string;
  label(row: Row<Id, F, J>): string;
  readonly texts: ResourceTexts;
  /** Writable fields a create takes ([] when there is no create). */
  readonly createFields: readonly (keyof F & string)[];
  readonly updateFields: readonly (keyof F & string)[];
  readonly canCreate: boolean;
  readonly canUpdate: boolean;
  readonly canRemove: boolean;
  /** The timestamp field a delete sets, for soft deletes. */
  readonly softDelete?: keyof F & string;
  /** A soft delete that the machine's restore takes back (PATCH {path}/{id}/restore). */
  readonly restorable: boolean;
  readonly schemas: {
    /** POST body: strict (unknown fields refused), required fields, create defaults applied. */
    create: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
    /** PATCH body: strict, every field optional, no defaults (a PATCH of one field leaves the others). */
    update: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
    /** An edit row's rule: the update's, plus the contract's `check` over the form's values. */
    edit: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
    /** The row as answered (documentation and the API tests' check of every answer). */
    row: z.ZodObject;
    /** The list's query: page, limit, searches, filters, sort (coerced from strings). */
    list: z.ZodObject;
  };
  /** The `?sort` values a list takes: 'name', '-name', … */
  readonly sorts: readonly string[];
  /** Phantom: the types of rows and bodies, for `typeof contract.$row`. */
  readonly $row: Row<Id, F, J>;
  readonly $create: CreateBody<F>;
  readonly $update: UpdateBody<F>;
  /** Phantom: the keys of a selector's option (`choice`). */
  readonly $choice: Ch;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContract = Contract<any, any, any, any>;
/** The row type of a contract: `RowOf<typeof platformContract>`. */
export type RowOf<C extends AnyContract> = C['$row'];
/** A selector's option of a contract's list (`choice=true`): its id and the fields its `choice` declares. */
export type ChoiceOf<C extends AnyContract> = Pick<RowOf<C>, C['id'] | C['$choice']>;

/** A contract's row schema typed as its rows (an operation's answer, so that the console's call is typed). */
export const rowSchema = <C extends AnyContract>(contract: C) => contract.schemas.row as unknown as z.ZodType<RowOf<C>>;

/** Secret fields: a blank value on update means unchanged. */
const blankIsUnchanged = (rule: z.ZodType) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), rule.optional());

function writeRule(field: AnyField) {
  return field.nullable ? field.rule.nullable() : field.rule;
}

function createSchema(fields: Fields, keys: readonly string[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const key of keys) {
    const field = fields[key];
    const rule = writeRule(field);
    if (field.required) shape[key] = rule;
    else if (field.default !== undefined) shape[key] = rule.default(field.default as never);
    // An optional secret left blank in a create dialog is no secret at all.
    else if (field.secret) shape[key] = blankIsUnchanged(field.rule);
    else shape[key] = rule.optional();
  }
  return z.strictObject(shape);
}

function updateSchema(fields: Fields, keys: readonly string[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const key of keys) {
    const field = fields[key];
    shape[key] = field.secret ? blankIsUnchanged(field.rule) : writeRule(field).optional();
  }
  return z.strictObject(shape);
}

/** A page's size, from 1 to `max`: 'El tamaño de página debe ser un número entero de 1 a 2500'. */
export const limitParam = (max: number) => {
  const message = `El tamaño de página debe ser un número entero de 1 a ${max}`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(DEFAULT_PAGE_SIZE);
};

/** The page of a list (spec: 25 by default; selectors load up to 2500). */
export const pagingShape = {
  page: z.coerce
    .number({ error: 'La página debe ser un número entero desde 1' })
    .int('La página debe ser un número entero desde 1')
    .min(1, 'La página debe ser un número entero desde 1')
    .default(1),
  limit: limitParam(MAX_LIST_LIMIT),
  /**
   * `total=true`: the page also says how many rows match (pagination.total), which the database counts; without it
   * only the last page says so (its rows tell). The console asks on a list's first page. An export takes and ignores it.
   */
  total: z.enum(['true', 'false'], { error: 'total debe ser true o false' }).optional(),
};

/** A search box's text: one line, nothing a person cannot type (tabs neither). */
export const searchParam = z
  .string({ error: 'La búsqueda debe ser un texto' })
  .trim()
  .max(200, 'La búsqueda admite hasta 200 caracteres')
  .refine((value) => typable(value) && !value.includes('\t'), 'La búsqueda tiene caracteres no permitidos')
  .optional();

/** A list filter that names a record by its id (`?platform=3`): '{subject} debe ser un identificador'. */
export const idParam = (subject: string) =>
  z.coerce
    .number({ error: `${subject} debe ser un identificador` })
    .int(`${subject} debe ser un identificador`)
    .positive(`${subject} debe ser un identificador`)
    .max(2_147_483_647, `${subject} debe ser un identificador`)
    .optional();

/** A moment as a list filter (`?start_time=`): an ISO 8601 date and time with its offset ('2026-11-02T00:00:00.000Z'). */
export const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
export const momentParam = (subject: string) =>
  z
    .string({ error: `${subject} debe ser una fecha y hora` })
    .refine((value) => MOMENT.test(value) && !Number.isNaN(Date.parse(value)), `${subject} debe ser una fecha y hora ISO 8601`)
    .optional();

/**
 * A list filter's rule that also refuses what no person types, whatever the rule itself checks: a filter's
 * text reaches the database, which answers a NUL with an error.
 */
const typableFilter = (rule: z.ZodType) =>
  rule.refine((value) => typeof value !== 'string' || typable(value), 'El filtro tiene caracteres no permitidos');

/** The rows of a list asked with `choice=true`, by the list query's `choice` parameter (choiceRowOf). */
const choiceRows = new WeakMap<z.ZodType, z.ZodObject>();

/**
 * The row a list answers with `choice=true` (its id and the contract's `choice` fields), from the list's query rule: any
 * list of a contract's rows declared with its list query (`strictListQuery(contract.schemas.list)`) takes it.
 */
export function choiceRowOf(query: z.ZodType | undefined): z.ZodObject | undefined {
  const param = query instanceof z.ZodObject ? (query.shape as Record<string, z.ZodType>).choice : undefined;
  return param && choiceRows.get(param);
}

export function defineContract<const Id extends string, const F extends Fields, const J extends Joined = Record<never, never>, const Ch extends (keyof F & string) | (keyof J & string) = never>(
  spec: ContractSpec<Id, F, J, Ch>,
): Contract<Id, F, J, Ch> {
  const writable = Object.keys(spec.fields).filter((key) => spec.fields[key].writable);
  const createFields = spec.create === false ? [] : (spec.create ?? writable);
  const updateFields = spec.update === false ? [] : (spec.update ?? writable);
  for (const key of [...createFields, ...updateFields]) {
    if (!spec.fields[key]?.writable) throw new Error(`${spec.path}: ${key} is not a writable field`);
  }

  const rowShape: Record<string, z.ZodType> = { [spec.id]: z.number().int() };
  for (const [key, field] of Object.entries(spec.fields)) {
    if (field.secret) continue;
    rowShape[key] = field.kind === 'timestamp' || field.nullable ? field.rule.nullable() : field.rule;
  }
  Object.assign(rowShape, spec.joined ?? {});
  Object.assign(rowShape, versionShape);

  const sortable = (spec.list?.sort ?? []) as readonly string[];
  const sorts = sortable.flatMap((key) => [key, `-${key}`]);
  const listShape: Record<string, z.ZodType> = { ...pagingShape };
  if (spec.list?.maxLimit) listShape.limit = limitParam(spec.list.maxLimit);
  if (spec.choice) {
    const choiceParam = z.enum(['true', 'false'], { error: 'choice debe ser true o false' }).optional();
    const choiceShape: Record<string, z.ZodType> = { [spec.id]: rowShape[spec.id] };
    for (const key of spec.choice) choiceShape[key] = rowShape[key];
    choiceRows.set(choiceParam, z.object(choiceShape));
    listShape.choice = choiceParam;
  }
  for (const param of [...(spec.list?.search ?? []), ...Object.keys(spec.list?.filters ?? {})]) {
    if (param in listShape) throw new Error(`${spec.path}: ${param} is a paging parameter, not a search or a filter`);
  }
  for (const param of spec.list?.search ?? []) listShape[param] = searchParam;
  for (const [param, rule] of Object.entries(spec.list?.filters ?? {})) listShape[param] = typableFilter(rule);
  if (sorts.length > 0) {
    listShape.sort = z.enum(sorts as [string, ...string[]], { error: `Orden no válido: usa ${sorts.join(', ')}` }).optional();
  }

  const label =
    spec.label ??
    ((row: Row<Id, F, J>) => {
      const record = row as Record<string, unknown>;
      return typeof record.name === 'string' ? record.name : `#${String(record[spec.id])}`;
    });

  // The cross-field check as a refinement: its message lands on its field.
  const checked = <S extends z.ZodObject>(schema: S) =>
    spec.check
      ? schema.superRefine((value, context) => {
          const problem = spec.check!(value as Record<string, unknown>);
          if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
        })
      : schema;
  const update = updateSchema(spec.fields, updateFields);

  return {
    ...spec,
    label: label as never,
    texts: resourceTexts(spec.names, spec.texts),
    createFields: createFields as never,
    updateFields: updateFields as never,
    canCreate: spec.create !== false,
    canUpdate: spec.update !== false,
    canRemove: spec.remove !== false,
    softDelete: spec.remove ? spec.remove.soft : undefined,
    restorable: Boolean(spec.remove && spec.remove.restore),
    getPath: spec.getPath ?? `${spec.path}/:id`,
    schemas: {
      create: checked(createSchema(spec.fields, createFields)),
      update,
      edit: checked(update),
      row: z.object(rowShape) as never,
      list: z.object(listShape),
    },
    sorts,
    $row: undefined as never,
    $create: undefined as never,
    $update: undefined as never,
    $choice: undefined as never,
  };
}
