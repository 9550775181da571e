// A fake exchange for the launchpool records' tests and stories: the user-records call answered from a fixed
// set of stakes, redeems and hourly rewards, filtered by type, project and span and paged as the simulator
// does, over the recording fetch double so the screen runs through the real client and hooks.
import { createEarnClient } from '../../../api/client';
import type { LaunchpoolRecordDto } from '../../../api/dto/launchpool';
import { createFetchDouble, type DoubleAnswer } from '../../../api/fetchDouble.testing';

/** The clock of the samples: 2 March 2026, 08:00 UTC; its day. */
export const RECORDS_NOW = Date.UTC(2026, 2, 2, 8, 0, 0);
export const RECORDS_TODAY = '2026-03-02';
const HOUR_S = 3_600;
const DAY_S = 24 * HOUR_S;
const NOW_S = RECORDS_NOW / 1000;

/** Stakes and redeems: 12 in NEWT's pools over the last 12 days, and one in LUMA 40 days ago. */
const SAMPLE_STAKES: readonly LaunchpoolRecordDto[] = [
  ...Array.from({ length: 12 }, (_, index) => ({
    id: 100 + index,
    type: index % 4 === 3 ? 'redeem' : 'stake',
    pid: 1,
    project_coin: 'NEWT',
    rid: index % 2 === 0 ? 1 : 2,
    pool_coin: index % 2 === 0 ? 'USDT' : 'GT',
    coin: index % 2 === 0 ? 'USDT' : 'GT',
    amount: String(100 + index),
    create_timest: NOW_S - index * DAY_S - HOUR_S,
  })),
  {
    id: 200,
    type: 'stake',
    pid: 3,
    project_coin: 'LUMA',
    rid: 5,
    pool_coin: 'USDT',
    coin: 'USDT',
    amount: '500',
    create_timest: NOW_S - 40 * DAY_S,
  },
];

/** Hourly rewards of NEWT's GT pool: 25 hours, 20 NEWT each, the newest an hour ago. */
const SAMPLE_REWARDS: readonly LaunchpoolRecordDto[] = Array.from({ length: 25 }, (_, index) => ({
  id: 1000 + index,
  type: 'reward',
  pid: 1,
  project_coin: 'NEWT',
  rid: 2,
  pool_coin: 'GT',
  coin: 'NEWT',
  amount: `20.${String(index).padStart(2, '0')}`,
  create_timest: NOW_S - (index + 1) * HOUR_S,
}));

export interface RecordsBackendOptions {
  /** No records at all. */
  readonly empty?: boolean;
  /** The first this many record calls fail with a business error; later ones answer. */
  readonly failFirst?: number;
  /** No record call ever answers. */
  readonly hang?: boolean;
}

function recordsResponder({ empty = false, failFirst = 0, hang = false }: RecordsBackendOptions = {}) {
  let calls = 0;
  return (request: Request): DoubleAnswer => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/launch-pool/user-records')) return { code: 0, data: null };
    calls += 1;
    if (hang) return 'hang';
    if (calls <= failFirst) return { code: -1, message: 'Service busy' };
    const query = url.searchParams;
    const pid = Number(query.get('pid') ?? 0);
    const start = Number(query.get('start_at'));
    const end = Number(query.get('end_at'));
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const source = empty ? [] : query.get('type') === 'reward' ? SAMPLE_REWARDS : SAMPLE_STAKES;
    const rows = source
      .filter((row) => (pid === 0 || row.pid === pid) && +row.create_timest >= start && +row.create_timest <= end)
      .sort((a, b) => +b.create_timest - +a.create_timest);
    return { code: 0, data: { list: rows.slice((page - 1) * limit, page * limit), total: rows.length } };
  };
}

/** An Earn client over a fetch double answering like `recordsResponder(options)`. */
export function createRecordsClient(options: RecordsBackendOptions = {}) {
  const double = createFetchDouble(recordsResponder(options));
  return { double, client: createEarnClient({ fetch: double.fetch, retries: 0, log: () => undefined }) };
}
