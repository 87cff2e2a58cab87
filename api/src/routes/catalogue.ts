/**
 * The catalogue resources that are their contract's generic calls and nothing more (document 2): parameters,
 * subscriptions, languages, components, views and e-mail templates. Their unique values (a parameter's
 * code, a language's locale, a view's path, a template's name without case) are refused by the database,
 * worded in lib/texts.ts. Resources with calls of their own have their module: plugins.ts, plans.ts,
 * custom-views.ts.
 */
import {
  componentContract,
  emailTemplateContract,
  languageContract,
  parameterContract,
  subscriptionContract,
  viewContract,
} from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { components, emailTemplates, languages, parameters, subscriptions, views } from '../db/schema';
import { resourceRoutes } from '../lib/resource';

export default async function catalogueRoutes(app: FastifyInstance) {
  resourceRoutes(app, { contract: parameterContract, table: parameters });
  resourceRoutes(app, { contract: subscriptionContract, table: subscriptions });
  resourceRoutes(app, { contract: languageContract, table: languages });
  resourceRoutes(app, { contract: componentContract, table: components });
  resourceRoutes(app, { contract: viewContract, table: views });
  resourceRoutes(app, { contract: emailTemplateContract, table: emailTemplates });
}
