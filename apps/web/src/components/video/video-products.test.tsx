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
};

// A real urql client over a fake server that records the adds it is told of.
function renderChips() {
  const counted: unknown[] = [];
  const client = new Client({
    url: 'http://test/graphql',
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      counted.push((JSON.parse(String(init?.body)) as { variables: unknown }).variables);
      return new Response(JSON.stringify({ data: { recordVideoCartAdd: counted.length } }), {
        headers: { 'content-type': 'application/json' },
      });
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

  it('adds to the cart with the video it came from, says so and counts the add', async () => {
    const counted = renderChips();
    fireEvent.click(screen.getByRole('button', { name: 'Add Spotlight Sunglasses to cart' }));
    expect(await screen.findByText('Added to cart!')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('cart') ?? '[]')).toEqual([
      { ...glasses, videoId: 'v1', quantity: 1 },
    ]);
    await waitFor(() => expect(counted).toEqual([{ videoId: 'v1', productId: 'p3' }]));
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
