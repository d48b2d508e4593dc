import type { FastifyInstance } from 'fastify';
import { isAdminOrSupervisor } from '../auth/roles';
import type { Services } from '../services/services';
import { forbidden } from '../errors';
import { localDay } from '../services/dashboard-day';
import {
  inventoryDocuments,
  ordersByState,
  packagesOfDay,
  pickingListsInProgress,
  readingsPerHour,
} from '../services/dashboard-queries';

/**
 * `GET /info/dashboard[?day=YYYY-MM-DD]`: the back office's figures at a glance, for admins and
 * supervisors only (403 `forbidden` otherwise). The shape is in docs/dashboard.md.
 */
export function dashboardRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Querystring: { day?: string } }>('/info/dashboard', async (request) => {
    if (!(await isAdminOrSupervisor(services.db, request.currentUser?.id))) {
      throw forbidden('Cruscotto riservato ad amministratori e supervisori');
    }
    const day = localDay(request.query.day);
    const { db, dialect } = services;
    const [orders, pickingLists, inventories, packages, readings] = await Promise.all([
      ordersByState(db),
      pickingListsInProgress(db),
      inventoryDocuments(db),
      packagesOfDay(db, day),
      readingsPerHour(db, dialect, day),
    ]);
    return {
      day: {
        date: day.date,
        from: day.from.toISOString(),
        to: day.to.toISOString(),
        time_zone: day.timeZone,
      },
      orders,
      picking_lists: pickingLists,
      inventories,
      packages,
      readings,
    };
  });
}
