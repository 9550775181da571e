import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { EarnProvider } from '../EarnProvider';
import type { Page } from '../../domain/shared';
import type { ListColumn } from '../DataTable';
import { ResponsiveList } from './index';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number, height = 812): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}

interface Record {
  id: number;
  amount: string;
}
const columns: ListColumn<Record>[] = [
  { id: 'id', header: 'Order', cell: (record) => `#${record.id}`, card: 'title' },
  { id: 'amount', header: 'Amount', cell: (record) => `${record.amount} USDT`, numeric: true },
];
const records: Record[] = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, amount: '10.00' }));

function List() {
  return (
    <EarnProvider>
      <ResponsiveList
        columns={columns}
        getRowKey={(record) => record.id}
        label="Interest history"
        rows={records}
        total={42}
      />
    </EarnProvider>
  );
}

describe('ResponsiveList', () => {
  afterEach(() => setViewport(1280, 800));

  test('LP-LIST-01 at 768 px and above it is a paginated table', () => {
    setViewport(1024);
    render(<List />);
    expect(screen.getByRole('table', { name: 'Interest history' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  test('LP-LIST-02 below 768 px the same columns are cards, with more to load', () => {
    setViewport(375);
    render(<List />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Interest history' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  test('SH-API-06 SH-API-04 a table response (data.list, data.total) feeds the rows and the page count', () => {
    setViewport(1024);
    const response: Page<Record> = { list: records.slice(0, 10), total: 95 };
    render(
      <EarnProvider>
        <ResponsiveList
          columns={columns}
          getRowKey={(record) => record.id}
          label="Interest history"
          rows={response.list}
          total={response.total}
        />
      </EarnProvider>,
    );
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Page 10' })).toBeInTheDocument();
  });

  test('a server render, not knowing the viewport, holds both forms, each shown by CSS at its width only', () => {
    const html = renderToString(<List />);
    const server = document.createElement('div');
    server.innerHTML = html;
    document.body.append(server);
    expect(within(server).getByRole('table', { name: 'Interest history' })).toBeInTheDocument();
    expect(within(server).getByRole('list', { name: 'Interest history' })).toBeInTheDocument();
    // Each form in its own wrapper: the page a phone shows and the one a desktop shows, from the same HTML.
    const tableForm = within(server)
      .getByRole('table', { name: 'Interest history' })
      .closest('div[class]:not([data-slot])');
    const cardForm = within(server)
      .getByRole('list', { name: 'Interest history' })
      .closest('div[class]:not([data-slot])');
    expect(tableForm).not.toBeNull();
    expect(cardForm).not.toBeNull();
    expect(tableForm).not.toBe(cardForm);
    server.remove();
  });

  test('a client hydrating the server’s HTML on a phone matches it first, then shows the cards alone', async () => {
    const html = renderToString(<List />);
    setViewport(375);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, <List />, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(within(container).queryByRole('table')).toBeNull();
    expect(within(container).getByRole('list', { name: 'Interest history' })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
