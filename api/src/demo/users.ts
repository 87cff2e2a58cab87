/**
 * The demo users of the bot accounts (issue 15), their values of their account's variables and their
 * breadcrumbs: thousands of users in the first bot account (so its lists page and search for real), 30–120 in
 * each of the others, only on the platforms each account talks on. Set-based SQL (INSERT … SELECT over
 * generate_series), every choice a deterministic function of md5 of the row's key, dates counted back from
 * `now`: the same rows on every machine, in a few hundred milliseconds even on PGlite.
 *
 * - Users: Spanish names (two surnames for most), gender, locale with its time zone and phone prefix (México,
 *   Colombia, Argentina, España, Chile, Perú, some en_US), a phone on WhatsApp and SMS (some elsewhere), a handle
 *   on Twitter, Instagram and Telegram, followers on Twitter, an address and page on the web chat, a photo
 *   on the social ones; last interaction within the last 60 days; about 1 in 13 with the bot off, 1 in 67
 *   soft-deleted.
 * - Values: three users in five hold one for each of their account's variables (user_attributes), about 5% longer
 *   than 100 characters (delivery addresses, order notes).
 * - Breadcrumbs: logs of 2–6 events (`date|event|detail|resource`) over the last six weeks, a block of the
 *   account's bot, some with an error; and DEMO_USER (first account, WhatsApp) with 150 of them, so paging shows.
 */
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { DEMO_BOT_ACCOUNTS } from './account-links';
import { accounts, platforms, users } from '../db/schema';

/** The well-known user of the first bot account: many breadcrumbs on one platform. */
export const DEMO_USER = { first_name: 'Lucía', last_name: 'Hernández Ruiz', platform: 'whatsapp', breadcrumbs: 150 } as const;
/** Users of the first bot account (DEMO_USER included); the others get 30–120 each. */
export const FIRST_ACCOUNT_USERS = 2500;
const otherAccountUsers = (place: number) => 30 + ((place * 53) % 91);

const FEMALE = ['María', 'Guadalupe', 'Sofía', 'Valentina', 'Camila', 'Lucía', 'Mariana', 'Fernanda', 'Daniela', 'Ximena', 'Andrea', 'Paola', 'Gabriela', 'Alejandra', 'Carolina', 'Natalia', 'Isabella', 'Renata', 'Regina', 'Victoria', 'Ana', 'Laura', 'Elena', 'Carmen', 'Rosa', 'Julieta', 'Adriana', 'Patricia', 'Verónica', 'Claudia'];
const MALE = ['José', 'Juan', 'Luis', 'Carlos', 'Jorge', 'Miguel', 'Santiago', 'Mateo', 'Sebastián', 'Diego', 'Alejandro', 'Daniel', 'Andrés', 'Fernando', 'Ricardo', 'Eduardo', 'Javier', 'Francisco', 'Manuel', 'Rafael', 'Gabriel', 'Emilio', 'Tomás', 'Joaquín', 'Héctor', 'Raúl', 'Óscar', 'Iván', 'Pablo', 'Arturo'];
const LAST = ['García', 'Hernández', 'Martínez', 'López', 'González', 'Rodríguez', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Cruz', 'Morales', 'Reyes', 'Gutiérrez', 'Ortiz', 'Jiménez', 'Ruiz', 'Mendoza', 'Álvarez', 'Castillo', 'Romero', 'Vargas', 'Herrera', 'Medina', 'Aguilar', 'Moreno', 'Castro', 'Vega', 'Rojas', 'Silva', 'Navarro', 'Ramos', 'Suárez', 'Delgado', 'Peña', 'Cabrera'];

/** Where users write from: locale, time zone, phone prefix and cities, repeated by weight. */
const PLACES: { locale: string; timezone: string; phone: string; cities: string[]; weight: number }[] = [
  { locale: 'es_MX', timezone: 'America/Mexico_City', phone: '+52 55', cities: ['Ciudad de México', 'Puebla', 'Querétaro', 'Toluca'], weight: 4 },
  { locale: 'es_MX', timezone: 'America/Monterrey', phone: '+52 81', cities: ['Monterrey', 'Saltillo', 'San Pedro Garza García'], weight: 2 },
  { locale: 'es_MX', timezone: 'America/Mexico_City', phone: '+52 33', cities: ['Guadalajara', 'Zapopan', 'León'], weight: 2 },
  { locale: 'es_CO', timezone: 'America/Bogota', phone: '+57 3', cities: ['Bogotá', 'Medellín', 'Cali', 'Barranquilla'], weight: 3 },
  { locale: 'es_AR', timezone: 'America/Argentina/Buenos_Aires', phone: '+54 9 11', cities: ['Buenos Aires', 'Córdoba', 'Rosario'], weight: 1 },
  { locale: 'es_ES', timezone: 'Europe/Madrid', phone: '+34 6', cities: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla'], weight: 1 },
  { locale: 'es_CL', timezone: 'America/Santiago', phone: '+56 9', cities: ['Santiago', 'Valparaíso', 'Concepción'], weight: 1 },
  { locale: 'es_PE', timezone: 'America/Lima', phone: '+51 9', cities: ['Lima', 'Arequipa', 'Trujillo'], weight: 1 },
  { locale: 'en_US', timezone: 'America/Los_Angeles', phone: '+1 213', cities: ['Los Ángeles', 'San Diego'], weight: 1 },
];
const WEIGHTED = PLACES.flatMap((place, i) => Array.from({ length: place.weight }, () => i + 1));

const STREETS = ['Av. Insurgentes Sur', 'Calle 5 de Mayo', 'Av. Paseo de la Reforma', 'Calle Miguel Hidalgo', 'Av. Benito Juárez', 'Carrera 7', 'Calle José María Morelos', 'Av. Libertador'];
const NEIGHBOURHOODS = ['Col. Roma Norte', 'Col. Del Valle', 'Barrio Chapinero', 'Col. Centro', 'Col. Condesa', 'Col. Narvarte', 'Barrio El Poblado'];
const DIRECTIONS = [
  'Casa blanca con portón negro, tocar el timbre dos veces.',
  'Edificio B, departamento 302; dejar con el portero si no hay nadie.',
  'Frente al parque, a un lado de la farmacia; llamar al llegar.',
  'Oficina en el segundo piso; horario de recepción de 9:00 a 18:00.',
];
const PRODUCTS = ['Paracetamol 500 mg', 'Jarabe para la tos 120 ml', 'Vitamina C 1 g', 'Protector solar FPS 50', 'Shampoo anticaspa 400 ml', 'Gel antibacterial 1 l', 'Cubrebocas KN95 (10 piezas)'];
const ORDER_NOTES = [
  'por favor llamar antes de entregar, el timbre no funciona.',
  'pago en efectivo al recibir; traer cambio de 500.',
  'es un regalo: no incluir el ticket en la caja.',
  'entregar después de las 15:00, en la mañana no hay nadie.',
];
const MESSAGES = ['Hola', 'Quiero información de precios', '¿Dónde está mi pedido?', 'Necesito hablar con un asesor', 'Quiero agendar una cita', '¿Tienen envío a domicilio?', 'Buenas tardes, ¿siguen abiertos?', 'Me llegó incompleto mi pedido'];
const TEMPLATES = ['bienvenida_v2', 'menu_principal', 'confirmacion_pedido', 'recordatorio_cita', 'encuesta_nps', 'horario_atencion'];
const WEBHOOKS = ['POST https://hooks.example.com/pedidos', 'GET https://api.example.com/inventario', 'POST https://crm.example.com/contactos'];
const QUEUES = ['Soporte', 'Ventas', 'Cobranza', 'Facturación'];
const ATTRIBUTE_SETS = ['ciudad=Monterrey', 'correo=cliente@example.com', 'acepta_promociones=sí', 'puntos_lealtad=120'];
const ERRORS = [
  'webhook_called: tiempo de espera agotado (10 s) en POST https://hooks.example.com/pedidos',
  'template_sent: la plantilla recordatorio_cita no está aprobada para este canal',
  'block_executed: la variable {{ciudad}} no tiene valor',
  'attribute_set: el valor no es un correo válido (correo)',
];

/** A text[] parameter (names and phrases of this file: no user input). */
const texts = (values: readonly string[]) => sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
/** The k-th (1–8) deterministic number in [0, 1) of an md5 digest (bytea): two of its bytes. */
const part = (digest: string, k: number) => sql.raw(`((get_byte(${digest}, ${2 * k - 2}) * 256 + get_byte(${digest}, ${2 * k - 1})) / 65536.0::float8)`);
/** A coarser one, for a choice among a few: the k-th (0–15) byte of the digest. */
const byte = (digest: string, k: number) => sql.raw(`(get_byte(${digest}, ${k}) / 256.0::float8)`);
/** An element of an array expression, chosen by a number in [0, 1). */
const pick = (array: ReturnType<typeof sql>, r: ReturnType<typeof sql>) => sql`(${array})[1 + floor(${r} * array_length(${array}, 1))::int]`;
/** Lower-case without accents: a handle or an e-mail's name. */
const plain = (text: ReturnType<typeof sql>) => sql`translate(lower(${text}), 'áéíóúüñ', 'aeiouun')`;
/** A phone number: the prefix and eight digits taken from the hash. */
const phone = (prefix: ReturnType<typeof sql>, hash: string) =>
  sql`${prefix} || ' ' || translate(substr(${sql.raw(hash)}, 9, 4), 'abcdef', '271828') || ' ' || translate(substr(${sql.raw(hash)}, 13, 4), 'abcdef', '314159')`;

/**
 * The k-th line of a breadcrumb's log (null past its `events`): 'date|event|detail|resource', some seconds after
 * the one before. The first is the message received, the second the block; a failed breadcrumb's last one is
 * what its error_log tells of; the others are drawn from the digest.
 */
function eventLine(k: number) {
  const q = sql.raw(`(get_byte(d, ${9 + k}) / 256.0::float8)`);
  const block = sql`'block_executed|' || coalesce(block_names[block], 'Bloque') || '|block:' || coalesce(block_ids[block], 0)`;
  const drawn = sql`case get_byte(d, ${sql.raw(String(9 + k))}) % 5
    when 0 then ${block}
    when 1 then 'template_sent|' || ${pick(texts(TEMPLATES), q)} || '|template'
    when 2 then 'attribute_set|' || ${pick(texts(ATTRIBUTE_SETS), q)} || '|user_attribute'
    when 3 then 'webhook_called|' || ${pick(texts(WEBHOOKS), q)} || '|200'
    else 'case_opened|' || ${pick(texts(QUEUES), q)} || '|case:' || (1000 + floor(${q} * 9000))::int
  end`;
  const failing = sql`case failure
    when 0 then 'webhook_called|POST https://hooks.example.com/pedidos|504'
    when 1 then 'template_sent|recordatorio_cita|template'
    when 2 then ${block}
    else 'attribute_set|correo=cliente.example.com|user_attribute'
  end`;
  const what = k === 1 ? sql`'message_received|' || ${pick(texts(MESSAGES), q)} || '|' || platform` : k === 2 ? block : sql`case when failed and events = ${sql.raw(String(k))} then ${failing} else ${drawn} end`;
  const line = sql`to_char((updated_at - ((events - ${sql.raw(String(k))}) * 45 + floor(${q} * 20)) * interval '1 second') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || '|' || ${what}`;
  return k <= 2 ? line : sql`case when events >= ${sql.raw(String(k))} then ${line} end`;
}

export async function seedUsers(db: Db, { now }: { now: number }) {
  const botAccounts = (await db.select({ account_id: accounts.account_id }).from(accounts).orderBy(asc(accounts.account_id)).limit(DEMO_BOT_ACCOUNTS)).map(
    (account) => account.account_id,
  );
  if (botAccounts.length === 0) return;
  const at = sql`to_timestamp(${now / 1000}::float8)`;
  const day = sql`interval '1 day'`;
  const plan = sql.join(
    botAccounts.map((account_id, place) => sql`(${account_id}::int, ${place === 0 ? FIRST_ACCOUNT_USERS - 1 : otherAccountUsers(place)}::int)`),
    sql`, `,
  );
  const place = (column: keyof (typeof PLACES)[number]) => texts(PLACES.map((p) => String(p[column])));

  // DEMO_USER first (the lowest id of the demo users): the first account on WhatsApp, when it talks there.
  const [whatsapp] = await db
    .select({ id: platforms.platform_id })
    .from(platforms)
    .where(sql`${platforms.name} = ${DEMO_USER.platform} and exists (select 1 from account_platforms ap where ap.account_id = ${botAccounts[0]} and ap.platform_id = ${platforms.platform_id})`);
  let wellKnownId = 0;
  if (whatsapp) {
    const [created] = await db
      .insert(users)
      .values({
        account_id: botAccounts[0],
        platform_id: whatsapp.id,
        first_name: DEMO_USER.first_name,
        last_name: DEMO_USER.last_name,
        gender: 'female',
        locale: 'es_MX',
        phone_number: '+52 55 4182 7730',
        timezone: 'America/Mexico_City',
        is_subscribed: true,
        link_code: 'VINC-7F3A21',
        createdAt: new Date(now - 210 * 86_400_000),
        updatedAt: new Date(now - 3 * 86_400_000),
        last_info_update: new Date(now - 3 * 86_400_000),
        last_interaction_time: new Date(now - 2 * 3_600_000),
      })
      .returning({ id: users.user_id });
    wellKnownId = created.id;
  }

  // Every choice of a user its own byte (or two) of md5 of (account, n) or of (n, account), so that no two choices
  // move together (the web chat's address reuses those of its last update).
  await db.execute(sql`
    with plan(account_id, n) as (values ${plan}),
    bot as (
      select p.account_id, p.n,
        array_agg(ap.platform_id order by ap.platform_id) as platform_ids,
        array_agg(pl.name::text order by ap.platform_id) as platform_names,
        coalesce((select array_agg(s.sequence_id order by s.sequence_id) from sequences s where s.account_id = p.account_id), '{}') as sequence_ids
      from plan p
      join account_platforms ap on ap.account_id = p.account_id
      join platforms pl on pl.platform_id = ap.platform_id
      group by p.account_id, p.n
    ),
    keyed as (
      select b.account_id, g, b.platform_ids, b.platform_names, b.sequence_ids,
        decode(md5(b.account_id || ':' || g), 'hex') as d, md5(g || ':' || b.account_id) as h, decode(md5(g || ':' || b.account_id), 'hex') as e
      from bot b, generate_series(1, b.n) as g
      offset 0
    ),
    drawn as (
      select k.*,
        1 + floor(array_length(platform_ids, 1) * power(${part('d', 1)}, 1.3))::int as pi,
        case when ${byte('d', 2)} < 0.47 then 'female' when ${byte('d', 2)} < 0.94 then 'male' else 'none' end as gender,
        ${byte('d', 3)} as first_r,
        ${pick(texts(LAST), byte('d', 4))} || case when ${byte('d', 5)} < 0.65 then ' ' || ${pick(texts(LAST), byte('d', 6))} else '' end as last_name,
        (${`{${WEIGHTED.join(',')}}`}::int[])[1 + floor(${byte('d', 7)} * ${WEIGHTED.length})::int] as home,
        2 + floor(power(${part('d', 5)}, 0.7) * 420) as created_days,
        ${part('d', 6)} * 60 as interaction_days
      from keyed k
    ),
    named as (
      select x.*, platform_ids[pi] as platform_id, platform_names[pi] as platform,
        case when gender = 'female' or (gender = 'none' and ${byte('d', 12)} < 0.5) then ${pick(texts(FEMALE), sql`first_r`)} else ${pick(texts(MALE), sql`first_r`)} end as first_name,
        least(interaction_days, created_days - 0.5) as last_days
      from drawn x
    )
    insert into users (account_id, platform_id, first_name, last_name, screen_name, gender, locale, phone_number, ip, container, timezone,
      followers, friends, tweets, sequence_id, sequence_step, profile_pic, is_protected, is_verified, is_subscribed, bot_enabled, link_code,
      created_at, updated_at, last_info_update, last_interaction_time, deleted_at)
    select account_id, platform_id,
      case when platform = 'webchat' and ${byte('d', 13)} < 0.3 then 'Visitante' else first_name end,
      case when platform = 'webchat' and ${byte('d', 13)} < 0.3 then (1000 + g)::text else last_name end,
      case when platform in ('twitter', 'instagram', 'telegram') then ${plain(sql`first_name`)} || '_' || ${plain(sql`split_part(last_name, ' ', 1)`)} || (g % 97) else '' end,
      gender,
      (${place('locale')})[home],
      case when platform in ('whatsapp', 'sms') or ${byte('d', 14)} < 0.25 then ${phone(sql`(${place('phone')})[home]`, 'h')} else '' end,
      case when platform = 'webchat' then ${sql.raw(`concat_ws('.', 177 + get_byte(e, 11) % 24, get_byte(e, 12), get_byte(e, 13), 1 + get_byte(e, 14) % 254)`)} else '' end,
      case when platform = 'webchat' then ${pick(texts(['sitio-principal', 'tienda-en-linea', 'landing-promociones']), byte('d', 15))} else '' end,
      (${place('timezone')})[home],
      case when platform = 'twitter' then floor(power(${part('e', 1)}, 3) * 50000)::int else 0 end,
      case when platform = 'twitter' then floor(${byte('e', 2)} * 2000)::int else 0 end,
      case when platform = 'twitter' then floor(power(${byte('e', 3)}, 2) * 20000)::int else 0 end,
      case when ${byte('e', 4)} < 0.3 and cardinality(sequence_ids) > 0 then ${pick(sql`sequence_ids`, byte('e', 5))} end,
      case when ${byte('e', 4)} < 0.3 and cardinality(sequence_ids) > 0 then get_byte(e, 6) % 5 end,
      case when platform in ('messenger', 'facebook', 'instagram', 'twitter') and ${byte('e', 7)} < 0.85 then 'https://cdn.example.com/avatars/' || substr(h, 1, 12) || '.jpg' end,
      platform = 'twitter' and ${byte('e', 8)} < 0.1,
      platform in ('twitter', 'instagram') and ${byte('e', 9)} < 0.05,
      ${byte('e', 10)} < 0.72,
      g % 13 <> 0,
      case when ${byte('e', 15)} < 0.15 then 'VINC-' || upper(substr(h, 20, 6)) else '' end,
      ${at} - created_days * ${day},
      ${at} - (last_days + (created_days - last_days) * ${byte('e', 11)} * 0.5) * ${day},
      ${at} - (last_days + (created_days - last_days) * ${byte('e', 11)} * 0.5) * ${day},
      ${at} - last_days * ${day},
      case when g % 67 = 5 then ${at} - last_days * 0.5 * ${day} end
    from named
    order by account_id, g`);

  // Three users in five (and DEMO_USER) hold a value of each of their account's variables; about 5% run past 100 characters.
  await db.execute(sql`
    with places(timezone, phone, cities) as (values ${sql.join(
      PLACES.map((p) => sql`(${p.timezone}, ${p.phone}, ${texts(p.cities)})`),
      sql`, `,
    )}),
    keyed as (
      select u.user_id, u.first_name, u.last_name, u.phone_number, u.timezone, u.created_at, u.last_interaction_time, ua.user_attribute_id, ua.name,
        md5(u.user_id || ':' || ua.user_attribute_id) as h, decode(md5(u.user_id || ':' || ua.user_attribute_id), 'hex') as d,
        coalesce(place.cities, ${texts(['Ciudad de México'])}) as cities, coalesce(place.phone, '+52 55') as prefix
      from users u
      join user_attributes ua on ua.account_id = u.account_id
      left join lateral (select cities, phone from places where places.timezone = u.timezone limit 1) as place on true
      where u.user_id % 5 < 3 or u.user_id = ${wellKnownId}
      offset 0
    ),
    drawn as (
      select k.*, ${part('d', 1)} as r1, ${part('d', 2)} as r2, ${part('d', 3)} as r3, ${part('d', 4)} as r4, ${part('d', 5)} as r5
      from keyed k
    )
    insert into user_attribute_values (user_id, user_attribute_id, value, created_at, updated_at)
    select user_id, user_attribute_id,
      case name
        when 'nombre' then trim(first_name || ' ' || last_name)
        when 'correo' then ${plain(sql`first_name`)} || '.' || ${plain(sql`split_part(last_name, ' ', 1)`)} || (user_id % 100) || '@' || ${pick(texts(['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx', 'icloud.com']), sql`r2`)}
        when 'telefono' then case when phone_number <> '' then phone_number else ${phone(sql`prefix`, 'h')} end
        when 'ciudad' then case when r1 < 0.3
          then 'Dirección de entrega: ' || ${pick(texts(STREETS), sql`r2`)} || ' ' || (1 + get_byte(d, 10) * 9 + get_byte(d, 11) % 9) || ', ' || ${pick(texts(NEIGHBOURHOODS), sql`r3`)}
            || ', CP ' || lpad((get_byte(d, 12) * 390 + get_byte(d, 13))::text, 5, '0') || ', ' || ${pick(sql`cities`, byte('d', 14))} || '. ' || ${pick(texts(DIRECTIONS), sql`r5`)}
          else ${pick(sql`cities`, sql`r2`)} end
        when 'fecha_nacimiento' then to_char(date '1958-01-01' + floor(r2 * 17000)::int, 'YYYY-MM-DD')
        when 'puntos_lealtad' then floor(r2 * r2 * 5000)::int::text
        when 'ultimo_pedido' then case when r1 < 0.3
          then 'PED-' || (100000 + floor(r2 * 900000))::int || ': ' || (1 + get_byte(d, 10) % 3) || ' × ' || ${pick(texts(PRODUCTS), sql`r3`)} || ', 1 × ' || ${pick(texts(PRODUCTS), sql`r5`)}
            || '. Nota del cliente: ' || ${pick(texts(ORDER_NOTES), byte('d', 14))}
          else 'PED-' || (100000 + floor(r2 * 900000))::int end
        when 'acepta_promociones' then case when r2 < 0.6 then 'sí' else 'no' end
        else ''
      end,
      created_at + (last_interaction_time - created_at) * r4 * 0.5,
      created_at + (last_interaction_time - created_at) * (0.5 + r4 * 0.5)
    from drawn
    order by user_id, user_attribute_id`);

  // Breadcrumbs: 0–2 per user of the first account (0.8 on average), 0–3 per user of the others, DEMO_USER's 150; each a log of
  // 2–6 events a few seconds apart (first the message received, then the block), ids growing with time.
  await db.execute(sql`
    with bot as (
      select f.account_id, array_agg(b.block_id order by b.block_id) as block_ids, array_agg(b.name::text order by b.block_id) as block_names
      from flows f join blocks b on b.flow_id = f.flow_id group by f.account_id
    ),
    crumb as (
      select u.user_id, u.account_id, u.platform_id, c, extract(epoch from ${at} - u.created_at) / 86400 as age_days, u.user_id = ${wellKnownId} as well_known,
        decode(md5(u.user_id || ':' || c), 'hex') as d
      from users u
      cross join generate_series(1, case
        when u.user_id = ${wellKnownId} then ${DEMO_USER.breadcrumbs}
        when u.account_id = ${botAccounts[0]} then ((u.user_id * 7) % 5) / 2
        else (u.user_id * 7) % 4 end) as c
      offset 0
    ),
    drawn as (
      select k.*, pl.name::text as platform, bot.block_ids, bot.block_names,
        ${part('d', 1)} as r1, ${part('d', 2)} as r2, ${part('d', 3)} as r3, ${part('d', 4)} as r4, ${part('d', 5)} as r5
      from crumb k
      join platforms pl on pl.platform_id = k.platform_id
      left join bot on bot.account_id = k.account_id
    ),
    timed as (
      select x.*,
        date_trunc('milliseconds', ${at} - (case when well_known then (c - 1 + r1) * 42.0 / ${DEMO_USER.breadcrumbs} else r1 * least(42, age_days) end) * ${day}) as updated_at,
        2 + floor(r2 * 5)::int as events,
        r4 < 0.07 and r2 >= 0.2 as failed,
        floor(r5 * ${ERRORS.length})::int as failure,
        1 + floor(r3 * coalesce(cardinality(block_ids), 0))::int as block
      from drawn x
    )
    insert into breadcrumbs (account_id, user_id, platform_id, block_id, log, error_log, created_at, updated_at)
    select account_id, user_id, platform_id, block_ids[block],
      concat_ws(E'\n', ${sql.join([1, 2, 3, 4, 5, 6].map(eventLine), sql`, `)}),
      case when failed then (${texts(ERRORS)})[failure + 1] end,
      updated_at - events * interval '90 seconds',
      updated_at
    from timed
    order by updated_at, user_id, c`);
}

/** Whether this part has no rows yet (a demo database from before it). */
export async function usersAreEmpty(db: Db) {
  const rows = await db.select({ one: sql`1` }).from(users).limit(1);
  return rows.length === 0;
}
