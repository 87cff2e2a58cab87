/** Rows of the fake API shared by the users, user and breadcrumbs screens' tests. */
import { ok } from '@console/ui/testing';

export const account = {
  account_id: 5,
  name: 'Bot ventas',
  username: 'botventas',
  type: 'konverza_free',
  is_active: true,
  main_color_dashboard: null,
  timezone: null,
  image_dashboard: null,
  organization_id: 7,
  createdAt: '2026-02-10T12:00:00.000Z',
};

export const platform = (platform_id: number, name: string, title: string) => ({
  platform_id,
  name,
  title,
  description: '',
  icon: '',
  enabled: true,
  responding_mode: 'auto',
  confidence: 0.8,
  createdAt: '2026-02-10T12:00:00.000Z',
  Subscription: null,
});
/** In the API's order: Web, Facebook, WhatsApp. */
export const platforms = [platform(1, 'web', 'Web'), platform(2, 'facebook', 'Facebook'), platform(3, 'whatsapp', 'WhatsApp')];

export const user = (user_id: number, extra: Record<string, unknown> = {}) => ({
  user_id,
  account_id: 5,
  platform_id: 2,
  first_name: 'Ana',
  last_name: 'Ruiz',
  screen_name: 'anaruiz',
  gender: 'female',
  locale: 'es_MX',
  phone_number: '+5215550001',
  ip: '',
  container: '',
  timezone: '',
  followers: 0,
  friends: 0,
  tweets: 0,
  sequence_id: null,
  sequence_step: null,
  profile_pic: null,
  is_protected: false,
  is_verified: false,
  is_subscribed: true,
  bot_enabled: true,
  link_code: '',
  createdAt: '2026-02-10T12:00:00.000Z',
  last_info_update: null,
  last_interaction_time: '2026-03-01T15:00:00.000Z',
  deletedAt: null,
  ...extra,
});

/** The account and its platforms, as every screen of the account reads them. */
export const accountApi = (accountPlatforms: unknown[] = platforms) => ({
  'GET account/5': ok(account),
  'GET account/5/platforms': ok(accountPlatforms, { hasNextPage: false, limit: 2500 }),
});

export const VISITS_KEY = 'console-platform-visits-5';
