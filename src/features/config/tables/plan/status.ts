import type { TableStatus } from '@contract/tables';

/** The colour of each status on the plan and in lists (Mantine colour names). */
export const statusColor: Record<TableStatus, string> = {
  available: 'teal',
  occupied: 'red',
  reserved: 'violet',
  cleaning: 'yellow',
  out_of_service: 'gray',
};
