import { remembered } from '../../lib/lazy-page';

/**
 * The charts library is the largest part of the dashboard, and the last to arrive when started late: the
 * panel starts it as it first renders, and a visit that starts on the dashboard earlier still, from the
 * page's first script (app/head-start.ts, app/signed-in-home.ts).
 */
export const loadBalanceChart = remembered(() => import('./balance-chart'));
