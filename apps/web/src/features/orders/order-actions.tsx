import { canMoveOrder, canRefundOrder, type OrderStatus } from '@reelboard/shared/order-status';
import { useState } from 'react';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/graphql-client';
import { formatPrice } from '../../lib/money';
import { CANCEL_ORDER, MARK_DELIVERED, MARK_SHIPPED, REFUND_ORDER } from './api/order-actions';

type Line = { id: string; name: string; price: number; quantity: number; refundedQuantity: number };
type ActionOrder = { id: string; status: string; cartItems: Line[] };
type Answer = { error?: unknown };

// The admin's moves on one order. The server checks everything again (ADR 0029); the
// refund key is made once per refund form, so a double click refunds once.
export function OrderActions({ order, onDone }: { order: ActionOrder; onDone: () => void }) {
  const status = order.status as OrderStatus;
  const [busy, setBusy] = useState(false);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [shipError, setShipError] = useState<string>();
  const [restoreStock, setRestoreStock] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [, ship] = useMutation(MARK_SHIPPED);
  const [, deliver] = useMutation(MARK_DELIVERED);
  const [, cancel] = useMutation(CANCEL_ORDER);
  const [, refund] = useMutation(REFUND_ORDER);

  async function run(work: Promise<Answer>, success: string, onError?: (message: string) => void) {
    setBusy(true);
    const answer = await work;
    setBusy(false);
    if (answer.error) {
      const message = errorMessage(answer.error);
      if (onError) onError(message);
      else toast.error(message);
      return;
    }
    toast.success(success);
    setKey(crypto.randomUUID());
    setQuantities({});
    onDone();
  }

  const open = order.cartItems.filter((line) => line.quantity > line.refundedQuantity);
  const chosen = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([itemId, quantity]) => ({ itemId, quantity }));
  return (
    <div className="space-y-3 border-t border-slate-200 pt-3">
      {canMoveOrder(status, 'shipped') ? (
        <form
          className="flex flex-wrap items-end gap-2"
          aria-label="Ship this order"
          onSubmit={(event) => {
            event.preventDefault();
            setShipError(undefined);
            void run(
              ship({ orderId: order.id, carrier, trackingNumber: tracking }),
              'Marked shipped; the buyer was e-mailed.',
              setShipError,
            );
          }}
        >
          <TextField label="Carrier" value={carrier} onChange={(event) => setCarrier(event.target.value)} />
          <TextField
            label="Tracking number"
            value={tracking}
            error={shipError}
            onChange={(event) => setTracking(event.target.value)}
          />
          <Button type="submit" disabled={busy}>
            Mark shipped
          </Button>
        </form>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {canMoveOrder(status, 'delivered') ? (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => run(deliver({ orderId: order.id }), 'Marked delivered.')}
          >
            Mark delivered
          </Button>
        ) : null}
        {canMoveOrder(status, 'cancelled') ? (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              run(cancel({ orderId: order.id, key, restoreStock }), 'Order cancelled and refunded.')
            }
          >
            Cancel and refund
          </Button>
        ) : null}
      </div>
      {canRefundOrder(status) && open.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Refund</legend>
          {open.map((line) => (
            <label key={line.id} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="number"
                min={0}
                max={line.quantity - line.refundedQuantity}
                value={quantities[line.id] ?? 0}
                onChange={(event) => setQuantities({ ...quantities, [line.id]: Number(event.target.value) })}
                className="w-16 rounded-lg border border-slate-300 px-2 py-1"
              />
              of {line.quantity - line.refundedQuantity} × {line.name} at {formatPrice(line.price)}
            </label>
          ))}
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={restoreStock}
              onChange={(event) => setRestoreStock(event.target.checked)}
            />
            Restore stock
          </label>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={busy || chosen.length === 0}
              onClick={() =>
                run(
                  refund({ orderId: order.id, key, lines: chosen, restoreStock }),
                  'Refunded the chosen lines.',
                )
              }
            >
              Refund chosen lines
            </Button>
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => run(refund({ orderId: order.id, key, restoreStock }), 'Order refunded.')}
            >
              Refund everything left
            </Button>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
