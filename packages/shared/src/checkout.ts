import { z } from 'zod';
import { MAX_QUANTITY } from './cart.ts';

// What the browser sends to start a checkout: product ids with quantities and the shipping
// information (SPEC.md section 3). Prices and amounts the browser may send are ignored;
// the server prices the order from its database.

const required = (label: string) => z.string().trim().min(1, `${label} is required`).max(200);

export const shippingInfoSchema = z.object({
  name: required('Name'),
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  address: required('Address'),
  city: required('City'),
  state: required('State'),
  postalCode: required('Postal code'),
  country: required('Country'),
  phone: required('Phone').regex(/^[0-9+()\-.\s]{5,30}$/, 'Please enter a valid phone number'),
});

export type ShippingInfo = z.infer<typeof shippingInfoSchema>;

export const SHIPPING_FIELDS: readonly { name: keyof ShippingInfo; label: string; type: string }[] = [
  { name: 'name', label: 'Full Name', type: 'text' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'address', label: 'Address', type: 'text' },
  { name: 'city', label: 'City', type: 'text' },
  { name: 'state', label: 'State', type: 'text' },
  { name: 'postalCode', label: 'Postal Code', type: 'text' },
  { name: 'country', label: 'Country', type: 'text' },
  { name: 'phone', label: 'Phone', type: 'tel' },
];

const cartLineSchema = z.object({
  _id: z.string().min(1, 'Each cart item needs a product id').max(100),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
  // The video the line was added to the cart from, if any (ADR 0023), and the server's
  // signed claim from that add. Without a claim that holds, the line is bought unattributed;
  // with one, the server still attributes the order only if the product is tagged there when paid.
  videoId: z.string().max(100).optional(),
  // The product's option (size S, M, L) for a product that has variants (ADR 0030).
  variantId: z.string().max(100).nullish(),
  videoClaim: z.string().max(1000).optional(),
});

export const checkoutRequestSchema = z.object({
  cartItems: z.array(cartLineSchema).min(1, 'Your cart is empty').max(50, 'Too many different items'),
  shippingInfo: shippingInfoSchema,
});

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const captureRequestSchema = z.object({
  orderID: z.string().min(1, 'orderID is required').max(100),
});
