import { can, type Grant } from '@contract/access';
import type { TodayServerKind } from '@contract/today';

/**
 * Who is shown each kind (issue 26): those who may act on it as the product grants the action, and
 * open the screen it is settled on. Each rule names the permissions of the calls that settle the item
 * (their route's access and the handler's own check), so a user never sees what would be refused.
 * Administrators hold every permission (`can`). Where an item is shown is checked apart: only at the
 * locations the user may use (server/today/scope.ts).
 */
export const todayKindAccess: Record<TodayServerKind, (grant: Grant) => boolean> = {
  // POST /inventory-counts/:id/approve and send-back: inventory.read and inventory.approve.
  count_to_review: (g) => can(g, 'inventory.read') && can(g, 'inventory.approve'),
  // Counting and submitting: inventory.read with inventory.count or inventory.write
  // (server/inventory/counts/write.ts `requireCounting`).
  count_overdue: (g) =>
    can(g, 'inventory.read') && (can(g, 'inventory.count') || can(g, 'inventory.write')),
  // Accepting, sending and receiving an order request, receiving a transfer: inventory.write, on
  // screens that read with inventory.read.
  order_to_accept: (g) => can(g, 'inventory.read') && can(g, 'inventory.write'),
  order_to_send: (g) => can(g, 'inventory.read') && can(g, 'inventory.write'),
  order_to_receive: (g) => can(g, 'inventory.read') && can(g, 'inventory.write'),
  transfer_late: (g) => can(g, 'inventory.read') && can(g, 'inventory.write'),
  // A delivery is received on the supplier order's screen (suppliers.read) by suppliers.write or
  // inventory.write: store staff receive deliveries without managing suppliers.
  delivery_due: (g) =>
    can(g, 'suppliers.read') && (can(g, 'suppliers.write') || can(g, 'inventory.write')),
  // Approving an invoice that differs from its order: suppliers.approve.
  invoice_differences: (g) => can(g, 'suppliers.read') && can(g, 'suppliers.approve'),
  // Ordering it: a supplier order (suppliers.write, whose create-order screen shows stock on hand),
  // or a request to a warehouse by someone who may see stock (inventory.write with inventory.costs).
  // The item shows stock on hand, which a blind user (no inventory.costs) never sees.
  material_below_minimum: (g) =>
    can(g, 'suppliers.write') || (can(g, 'inventory.write') && can(g, 'inventory.costs')),
  // Confirming (or moving) a work order: inventory.write.
  work_order_today: (g) => can(g, 'inventory.read') && can(g, 'inventory.write'),
  // The daily sync's screen and its re-run: sync.admin.
  daily_sync_failed: (g) => can(g, 'sync.admin'),
  // The report emails' tab (reporting.read): a user's own sends; administrators see everyone's.
  report_email_bounced: (g) => can(g, 'reporting.read'),
  // The dashboard's sales figures: dashboard.read.
  till_silent: (g) => can(g, 'dashboard.read'),
};
