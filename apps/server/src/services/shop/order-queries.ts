import { orderSearchSchema } from '@reelboard/shared/order-status';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { decodeCursor, pageSize, pastCursor, toPage } from '../../db/pagination.ts';
import { orderItems, orders } from '../../db/shop-schema.ts';
import { badInput, notFound } from '../../errors.ts';
import { type Actor, isAdmin, requireAdmin, requireReader, requireUser } from '../actors.ts';
import type { Order, OrderWithItems } from './shop-types.ts';

type Reader = Pick<Database, 'select'>;
type PageArgs = { limit?: number | null; nextToken?: string | null };

// Reading orders: the admin's list (filters, search, pages), a buyer's own orders, and one
// order by its private link. Orders that never got paid are the admin's business only.

export async function withItems(db: Reader, rows: Order[]): Promise<OrderWithItems[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.name), asc(orderItems.id));
  return rows.map((row) => ({ ...row, items: items.filter((item) => item.orderId === row.id) }));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// An order number is the order's id; the admin may type its first characters.
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${escapeLike(search.toLowerCase())}%`;
  return or(
    ilike(sql`${orders.shipping}->>'email'`, like),
    ilike(sql`${orders.id}::text`, `${escapeLike(search.toLowerCase())}%`),
  );
}

const AFTER_PAYMENT = ['paid', 'shipped', 'delivered', 'refunded', 'cancelled'] as const;

export function createOrderQueries(db: Database) {
  async function page(where: (SQL | undefined)[], args: PageArgs) {
    const size = pageSize(args.limit);
    const cursor = decodeCursor(args.nextToken);
    const rows = await db
      .select()
      .from(orders)
      .where(and(...where, pastCursor(cursor, { at: orders.createdAt, id: orders.id }, 'desc')))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(size + 1);
    const result = toPage(rows, size, (row) => row.createdAt);
    return { items: await withItems(db, result.items), nextToken: result.nextToken };
  }

  return {
    /** Newest first; filtered by status, searched by e-mail or order number. Admins only. */
    async listOrders(actor: Actor, args: PageArgs & { status?: string | null; search?: string | null }) {
      requireAdmin(actor);
      const parsed = orderSearchSchema.safeParse({
        status: args.status ?? undefined,
        search: args.search || undefined,
      });
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'The search is not valid.');
      const { status, search } = parsed.data;
      return page([status ? eq(orders.status, status) : undefined, searchCondition(search)], args);
    },

    /** The signed-in buyer's paid orders, newest first. */
    async myOrders(actor: Actor, args: PageArgs) {
      const user = requireUser(actor);
      return page([eq(orders.userId, user.userId), inArray(orders.status, [...AFTER_PAYMENT])], args);
    },

    /** One order, for its buyer or an admin. */
    async order(actor: Actor, orderId: string): Promise<OrderWithItems> {
      const user = requireUser(actor);
      const [row] = /^[0-9a-f-]{36}$/i.test(orderId)
        ? await db.select().from(orders).where(eq(orders.id, orderId))
        : [];
      if (!row || (row.userId !== user.userId && !isAdmin(actor))) throw notFound('Order not found.');
      return (await withItems(db, [row]))[0] as OrderWithItems;
    },

    /** One paid order by the secret of its private link; anyone holding the link may look. */
    async orderByLink(actor: Actor, secret: string): Promise<OrderWithItems> {
      requireReader(actor);
      const [row] = /^[0-9a-f]{64}$/.test(secret)
        ? await db
            .select()
            .from(orders)
            .where(and(eq(orders.followSecret, secret), inArray(orders.status, [...AFTER_PAYMENT])))
        : [];
      if (!row) throw notFound('Order not found. Check the link in your confirmation e-mail.');
      return (await withItems(db, [row]))[0] as OrderWithItems;
    },
  };
}
