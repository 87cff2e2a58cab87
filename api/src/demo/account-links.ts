/**
 * The demo rows of an account's links (issue 15): the platforms each bot account talks on (with the bot's
 * switch, responding mode and confidence; one Facebook page connected), its languages, and the SAM models
 * with the ones each account uses. Deterministic: fixed rows, dates counted back. The users of those
 * platforms come after (demo/users.ts).
 */
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountLanguages, accountModels, accountPlatforms, accounts, languages, models, platformSubscriptions, platforms } from '../db/schema';

const DAY = 86_400_000;
/** The demo accounts with a bot (as in demo/packages.ts): they talk on platforms and have users. */
export const DEMO_BOT_ACCOUNTS = 8;

/** The platforms of each bot account, by name: every account on Messenger, WhatsApp and the web chat, some on more. */
const PLATFORM_SETS = [
  ['messenger', 'whatsapp', 'webchat', 'facebook', 'twitter'],
  ['messenger', 'whatsapp', 'webchat', 'instagram'],
  ['messenger', 'whatsapp', 'webchat', 'telegram'],
  ['messenger', 'whatsapp', 'webchat', 'facebook'],
  ['messenger', 'whatsapp', 'webchat', 'sms'],
  ['messenger', 'whatsapp', 'webchat'],
  ['messenger', 'whatsapp', 'webchat', 'instagram', 'twitter'],
  ['messenger', 'whatsapp', 'webchat'],
];

/** The SAM models (the messaging service's), and which of them each bot account uses (by place). */
const MODELS: { name: string; type: 'intents' | 'entities' | 'faq' | 'sentiment' }[] = [
  { name: 'Intenciones de ventas', type: 'intents' },
  { name: 'Intenciones de soporte', type: 'intents' },
  { name: 'Intenciones de citas', type: 'intents' },
  { name: 'Productos y marcas', type: 'entities' },
  { name: 'Ciudades y sucursales', type: 'entities' },
  { name: 'Fechas y horarios', type: 'entities' },
  { name: 'Preguntas de envíos', type: 'faq' },
  { name: 'Preguntas de pagos', type: 'faq' },
  { name: 'Preguntas de devoluciones', type: 'faq' },
  { name: 'Sentimiento general', type: 'sentiment' },
  { name: 'Detección de enojo', type: 'sentiment' },
  { name: 'Intenciones de cobranza', type: 'intents' },
];

export async function seedAccountLinks(db: Db, { now }: { now: number }) {
  const daysAgo = (days: number) => new Date(now - days * DAY);
  const botAccounts = (await db.select({ account_id: accounts.account_id }).from(accounts).orderBy(asc(accounts.account_id)).limit(DEMO_BOT_ACCOUNTS)).map(
    (account) => account.account_id,
  );
  const platformIds = new Map((await db.select({ id: platforms.platform_id, name: platforms.name }).from(platforms)).map((p) => [p.name, p.id]));
  const languageIds = (await db.select({ id: languages.language_id }).from(languages).orderBy(asc(languages.language_id))).map((l) => l.id);

  const links = botAccounts.flatMap((account_id, a) =>
    PLATFORM_SETS[a % PLATFORM_SETS.length].flatMap((name, p) => {
      const platform_id = platformIds.get(name);
      if (platform_id === undefined) return [];
      return [
        {
          account_id,
          platform_id,
          enabled: (a + p) % 5 !== 4,
          responding_mode: (a + p) % 3 === 2 ? 'manual' : 'auto',
          confidence: [0.8, 0.75, 0.9, 0.6, 0.85][(a + p) % 5],
          createdAt: daysAgo(300 - a * 20 - p),
        },
      ];
    }),
  );
  if (links.length > 0) await db.insert(accountPlatforms).values(links);

  // The first account's Facebook page is connected (its token is the demo's, never answered).
  const facebook = platformIds.get('facebook');
  if (facebook !== undefined && botAccounts[0] !== undefined) {
    await db.insert(platformSubscriptions).values({
      account_id: botAccounts[0],
      platform_id: facebook,
      external_id: '104857361200457',
      name: 'Farmacia San Rafael',
      subscribed: true,
      access_token: 'demo-page-token',
      createdAt: daysAgo(120),
    });
  }

  if (languageIds.length > 0) {
    await db.insert(accountLanguages).values(
      botAccounts.flatMap((account_id, a) => languageIds.filter((_, l) => l === 0 || (a + l) % 3 === 0).map((language_id) => ({ account_id, language_id }))),
    );
  }

  const modelRows = await db
    .insert(models)
    .values(MODELS.map((model, i) => ({ ...model, created_at: daysAgo(500 - i * 25) })))
    .returning({ model_id: models.model_id });
  await db.insert(accountModels).values(
    botAccounts.flatMap((account_id, a) => modelRows.filter((_, m) => (a + m) % 4 === 0 || m === a % 3).map(({ model_id }) => ({ account_id, model_id }))),
  );
}

/** Whether this part has no rows yet (a demo database from before it). */
export async function accountLinksAreEmpty(db: Db) {
  const rows = await db.select({ one: sql`1` }).from(models).limit(1);
  return rows.length === 0;
}
