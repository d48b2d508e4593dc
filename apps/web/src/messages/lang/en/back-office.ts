/** Every English text of the back office (issue 45): its own chunk, loaded with /admin in English. */
import type { BackOfficeTexts } from '../../shape';
import { admin } from './modules/admin';
import { adminLabels } from './modules/admin-labels';
import { adminTrace } from './modules/admin-trace';
import { dashboard } from './modules/dashboard';

export const texts: BackOfficeTexts = { admin, adminLabels, adminTrace, dashboard };
