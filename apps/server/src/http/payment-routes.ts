import { formatCents } from '@reelboard/shared/cart';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/services.ts';
import type { ActorOf } from './request-actor.ts';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

// The payment flow over REST (SPEC.md section 7, "POST to the order backend"): start a
// checkout, capture an approved order, and PayPal's webhook. Anonymous visitors may shop
// and pay; a signed-in buyer's order is linked to the account. Rules live in the shop
// service; errors are answered as { code, message } by the app's error handler.
export async function registerPaymentRoutes(
  app: FastifyInstance,
  deps: { services: Pick<Services, 'shop'>; actorOf: ActorOf },
) {
  const { shop } = deps.services;

  app.post('/api/shop/checkout', { config: perMinute(30) }, async (request, reply) => {
    const result = await shop.checkout(await deps.actorOf(request), request.body);
    return reply.header('cache-control', 'no-store').status(201).send(result);
  });

  // Accepts the order payload of the original app ({ orderID, shippingInfo, amount,
  // cartItems }); only orderID is used, everything else comes from the stored order.
  app.post('/api/shop/orders', { config: perMinute(60) }, async (request, reply) => {
    const order = await shop.capture(request.body);
    return reply.header('cache-control', 'no-store').send({
      message: 'Payment Successful',
      orderId: order.id,
      status: order.status,
      amount: formatCents(order.totalCents),
    });
  });

  app.post('/api/shop/webhooks/paypal', { config: perMinute(600) }, async (request) =>
    shop.handleWebhook(request.headers, request.body),
  );
}
