import { describe, expect, it } from 'vitest';
import type { FixedHistoryParams, FlexibleHistoryParams } from '../../api/simpleEarnHistory';
import type { HistoryRecord } from '../../domain/simpleEarn/models';
import { parseCsv } from '../../domain/shared/csv.testing';
import { historyCsvChunks, type HistoryFilters } from './historyCsvExport';

const records = (count: number): HistoryRecord[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, asset: 'USDT', type: 1, amount: `${index}.5` }));

/** A history whose server gives at most `cap` records a page, whatever limit is asked; it records each query. */
function historyOf(all: readonly HistoryRecord[], cap: number, total: number | null = null) {
  const queries: (FlexibleHistoryParams | FixedHistoryParams)[] = [];
  const page = async (params: FlexibleHistoryParams | FixedHistoryParams) => {
    queries.push(params);
    const limit = Math.min(cap, Number(params.limit));
    const from = (Number(params.page) - 1) * limit;
    return { list: all.slice(from, from + limit), total: total ?? 9999 };
  };
  return { history: { flexibleHistory: page, fixedHistory: page }, queries };
}

const filters = (product: HistoryFilters['product']): HistoryFilters => ({
  product,
  asset: 'USDT',
  type: 1,
  range: { start: '2024-01-01', end: '2024-01-31' },
});

async function collect(chunks: AsyncGenerator<{ text: string }>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk.text;
  return text;
}

describe('historyCsvChunks', () => {
  it('reads every page of a flexible history even when the server caps the page below the limit asked', async () => {
    const { history, queries } = historyOf(records(250), 40);
    const text = await collect(historyCsvChunks({ history, filters: filters('flexible'), label: (key) => key }));
    const [, ...rows] = parseCsv(text);
    expect(rows.map((cells) => cells[6])).toEqual(records(250).map((record) => record.amount));
    // Six full pages of 40, then the short seventh ends it: no eighth call.
    expect(queries.map((query) => query.page)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('sends the filters and the range as the table does', async () => {
    const { history, queries } = historyOf(records(3), 100);
    await collect(historyCsvChunks({ history, filters: filters('flexible'), label: (key) => key }));
    expect(queries[0]).toEqual({
      asset: 'USDT',
      type: 1,
      start_at: Date.parse('2024-01-01T00:00:00Z') / 1000,
      end_at: Date.parse('2024-02-01T00:00:00Z') / 1000 - 1,
      page: 1,
      limit: 100,
    });
  });

  it('stops a fixed history at its total, with the total in the progress', async () => {
    const { history, queries } = historyOf(records(200), 100, 200);
    const progress = [];
    for await (const chunk of historyCsvChunks({ history, filters: filters('fixed'), label: (key) => key })) {
      progress.push(chunk.progress);
    }
    expect(queries).toHaveLength(2);
    expect(progress.at(-1)).toEqual({ pages: 2, records: 200, total: 200 });
  });

  it('an aborted export asks for no further page', async () => {
    const { history, queries } = historyOf(records(500), 100);
    const controller = new AbortController();
    const chunks = historyCsvChunks({
      history,
      filters: filters('flexible'),
      label: (key) => key,
      signal: controller.signal,
    });
    await chunks.next(); // the header
    await chunks.next(); // page 1
    controller.abort();
    await expect(chunks.next()).rejects.toThrow();
    expect(queries).toHaveLength(1);
  });
});
