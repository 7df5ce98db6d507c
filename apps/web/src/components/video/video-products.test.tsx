import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { Client, fetchExchange, Provider } from 'urql';
import { beforeEach, describe, expect, it } from 'vitest';
import { VideoProducts } from './video-products';

const glasses = {
  _id: 'p3',
  name: 'Spotlight Sunglasses',
  description: 'Polarized.',
  price: 99.99,
  images: ['/shop/sunglasses.webp'],
  catagory: 'Accessories',
  subCatagory: null,
  soldOut: false,
  hasVariants: false,
};
// What the cart keeps of it: the chip's availability is not part of a cart line.
const { soldOut: _soldOut, hasVariants: _hasVariants, ...cartLine } = glasses;

// A real urql client over a fake server that records the adds it is told of and answers
// each with a claim, or refuses them (a video that does not count for this buyer).
function renderChips(counts = true) {
  const counted: unknown[] = [];
  const client = new Client({
    url: 'http://test/graphql',
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      counted.push((JSON.parse(String(init?.body)) as { variables: unknown }).variables);
      const answer = counts
        ? { data: { recordVideoCartAdd: { __typename: 'VideoCartAdd', claim: `claim-${counted.length}` } } }
        : { data: null, errors: [{ message: 'Video not found.', extensions: { code: 'NOT_FOUND' } }] };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    },
  });
  render(
    <Provider value={client}>
      <VideoProducts videoId="v1" products={[glasses]} />
      <Toaster />
    </Provider>,
  );
  return counted;
}

describe('VideoProducts', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows each product with its image, name and price', () => {
    renderChips();
    const chip = screen.getByTestId('video-product');
    expect(chip.textContent).toContain('Spotlight Sunglasses');
    expect(chip.textContent).toContain('$99.99');
    expect(chip.querySelector('img')?.getAttribute('src')).toBe('/shop/sunglasses.webp');
  });

  const stored = () => JSON.parse(window.localStorage.getItem('cart') ?? '[]') as unknown[];

  it("adds to the cart with the video it came from, says so, counts the add and keeps the server's claim", async () => {
    const counted = renderChips();
    fireEvent.click(screen.getByRole('button', { name: 'Add Spotlight Sunglasses to cart' }));
    expect(await screen.findByText('Added to cart!')).toBeTruthy();
    await waitFor(() => expect(counted).toEqual([{ videoId: 'v1', productId: 'p3' }]));
    await waitFor(() =>
      expect(stored()).toEqual([{ ...cartLine, videoId: 'v1', videoClaim: 'claim-1', quantity: 1 }]),
    );
  });

  it('keeps the product in the cart without a claim when the server does not count the add', async () => {
    const counted = renderChips(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add Spotlight Sunglasses to cart' }));
    expect(await screen.findByText('Added to cart!')).toBeTruthy();
    await waitFor(() => expect(counted).toHaveLength(1));
    expect(stored()).toEqual([{ ...cartLine, videoId: 'v1', quantity: 1 }]);
  });

  it('shows nothing for a video without products', () => {
    const client = new Client({ url: 'http://test/graphql', exchanges: [fetchExchange] });
    const { container } = render(
      <Provider value={client}>
        <VideoProducts videoId="v1" products={[]} />
      </Provider>,
    );
    expect(container.innerHTML).toBe('');
  });
});
