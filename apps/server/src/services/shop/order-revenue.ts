import { formatCents } from '@reelboard/shared/cart';
import { revenuePeriodSchema } from '@reelboard/shared/order-status';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { badInput } from '../../errors.ts';
import { type Actor, requireAdmin } from '../actors.ts';

type RevenueDay = { day: string; orders: number; grossCents: number; refundedCents: number };
export type RevenueProduct = {
  productId: string | null;
  name: string;
  units: number;
  grossCents: number;
  refundedCents: number;
};
export type Revenue = { from: string; to: string; days: RevenueDay[]; products: RevenueProduct[] };

// Numbers for the owner (issue 23): per UTC day, what was paid (orders paid that day) and
// what was given back (refunds made that day); per product, what the orders paid in the
// period sold and how much of it was refunded since. Net is gross minus refunded.

const DAY_MS = 86_400_000;

function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

// A spreadsheet must not run a name as a formula (CSV injection), and quotes are doubled.
function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function revenueCsv(revenue: Revenue): string {
  const rows: (string | number)[][] = [
    ['kind', 'date', 'product', 'orders', 'units', 'gross_usd', 'refunded_usd', 'net_usd'],
    ...revenue.days.map((day) => [
      'day',
      day.day,
      '',
      day.orders,
      '',
      formatCents(day.grossCents),
      formatCents(day.refundedCents),
      formatCents(day.grossCents - day.refundedCents),
    ]),
    ...revenue.products.map((product) => [
      'product',
      '',
      product.name,
      '',
      product.units,
      formatCents(product.grossCents),
      formatCents(product.refundedCents),
      formatCents(product.grossCents - product.refundedCents),
    ]),
  ];
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function createOrderRevenue(db: Database) {
  async function revenue(actor: Actor, input: unknown): Promise<Revenue> {
    requireAdmin(actor);
    const parsed = revenuePeriodSchema.safeParse(input);
    if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'The period is not valid.');
    const { from, to } = parsed.data;
    const start = `${from}T00:00:00Z`;
    const end = new Date(Date.parse(to) + DAY_MS).toISOString();
    const paidInPeriod = sql`o.paid_at >= ${start}::timestamptz and o.paid_at < ${end}::timestamptz
      and o.status in ('paid', 'shipped', 'delivered', 'refunded', 'cancelled')`;
    const paid = await db.execute<{ day: string; orders: number; cents: number }>(sql`
      select to_char(o.paid_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as orders,
        sum(o.total_cents)::int as cents
      from shop_orders o where ${paidInPeriod} group by 1`);
    const refunded = await db.execute<{ day: string; cents: number }>(sql`
      select to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(r.amount_cents)::int as cents
      from shop_order_refunds r
      where r.created_at >= ${start}::timestamptz and r.created_at < ${end}::timestamptz group by 1`);
    const products = await db.execute<RevenueProduct>(sql`
      select i.product_id as "productId", min(i.name) as name, sum(i.quantity)::int as units,
        sum(i.quantity * i.unit_price_cents)::int as "grossCents",
        sum(i.refunded_quantity * i.unit_price_cents)::int as "refundedCents"
      from shop_order_items i join shop_orders o on o.id = i.order_id
      where ${paidInPeriod}
      group by i.product_id order by 4 desc, 2`);
    const paidBy = new Map(paid.rows.map((row) => [row.day, row]));
    const refundedBy = new Map(refunded.rows.map((row) => [row.day, row.cents]));
    return {
      from,
      to,
      days: everyDay(from, to).map((day) => ({
        day,
        orders: paidBy.get(day)?.orders ?? 0,
        grossCents: paidBy.get(day)?.cents ?? 0,
        refundedCents: refundedBy.get(day) ?? 0,
      })),
      products: products.rows,
    };
  }

  return {
    /** Revenue per day and per product for a period of at most a year. Admins only. */
    revenue,
    /** The same as CSV, for a spreadsheet. Admins only. */
    revenueCsv: async (actor: Actor, input: unknown) => revenueCsv(await revenue(actor, input)),
  };
}
