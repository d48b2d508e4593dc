import type { FastifyInstance } from 'fastify';
import { mayUseBackOffice } from '../auth/back-office';
import type { Services } from '../services/services';

/**
 * `GET /info/abilities`: the rules the server applies to the current user (`can` in
 * packages/shared/src/rules/permissions.ts reads them), and whether the back office is theirs. The
 * back office shows a button only when the same function says the server would accept it.
 */
export function abilitiesRoutes(app: FastifyInstance, services: Services) {
  app.get('/info/abilities', async (request) => {
    const user = request.currentUser!;
    return {
      admin: user.admin,
      back_office: await mayUseBackOffice(services.db, user),
      rules: user.rules,
    };
  });
}
