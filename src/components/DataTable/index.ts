export { DataTable } from './DataTable';
export type { DataTablePagination, DataTableProps, ListStatus } from './DataTable';
export { columnAlign } from './listColumn';
export type { ListColumn } from './listColumn';
