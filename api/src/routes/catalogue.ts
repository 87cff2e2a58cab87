/**
 * The catalogue resources that are their contract's generic calls and nothing more (document 2): parameters,
 * subscriptions, languages, components, views and e-mail templates. Their unique values (a parameter's
 * code, a language's locale, a view's path, a template's name without case) are refused by the database,
 * worded in lib/texts.ts. Resources with calls of their own have their module: plugins.ts, plans.ts,
 * custom-views.ts. A subscription's max_accounts is lowered only while the organizations holding it keep
 * their accounts within the rule (lib/subscription-limit.ts).
 */
import {
  componentContract,
  emailTemplateContract,
  languageContract,
  parameterContract,
  subscriptionContract,
  subscriptionLimitTexts,
  viewContract,
} from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { components, emailTemplates, languages, parameters, subscriptions, views } from '../db/schema';
import { resourceRoutes } from '../lib/resource';
import { assertLoweringFits, today } from '../lib/subscription-limit';

export default async function catalogueRoutes(app: FastifyInstance) {
  resourceRoutes(app, { contract: parameterContract, table: parameters });
  resourceRoutes(app, {
    contract: subscriptionContract,
    table: subscriptions,
    // The organizations holding it keep their accounts within what their subscriptions allow (subscription-limit.ts).
    update: {
      before: (tx, id, changes, row) =>
        changes.max_accounts === undefined
          ? Promise.resolve()
          : assertLoweringFits(tx, id, row.max_accounts as number, changes.max_accounts as number, today(app.ctx.now()), (name, s) =>
              subscriptionLimitTexts.lowerBelow(name, s.accounts, s.allowed),
            ),
    },
  });
  resourceRoutes(app, { contract: languageContract, table: languages });
  resourceRoutes(app, { contract: componentContract, table: components });
  resourceRoutes(app, { contract: viewContract, table: views });
  resourceRoutes(app, { contract: emailTemplateContract, table: emailTemplates });
}
