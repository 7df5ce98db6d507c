import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { Client, fetchExchange, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { AdminVideoDashboard } from './admin-video-dashboard';
import { AdminVideoItem } from './admin-video-item';
import type { AdminVideo } from './api/admin-video-fields';

const video = (overrides: Partial<AdminVideo>): AdminVideo => ({
  id: 'v1',
  title: 'Pending upload',
  thumbnailUrl: null,
  fallbackThumbnailUrl: null,
  videoUrl: '/storage/public/videos/u1/a.mp4',
  processedUrl: '/storage/public/videos/u1/a/master.m3u8',
  source: 'other',
  sourceId: null,
  uploadDate: '2026-03-04T10:00:00.000Z',
  category: 'Lifestyle',
  creatorId: 'u1',
  creatorEmail: 'cora@example.com',
  creatorProfile: { id: 'u1', name: 'Cora', avatarUrl: null },
  isApproved: false,
  isFeatured: false,
  isTrending: false,
  adminNotes: null,
  updatedAt: '2026-03-04T10:00:00.000Z',
  processingStatus: 'ready',
  publishAt: null,
  products: [],
  ...overrides,
});

type Operation = { query: string; variables: Record<string, unknown> };

const PRODUCTS = ['Tee', 'Hoodie', 'Sunglasses', 'Donation'].map((name, index) => ({
  _id: `p${index + 1}`,
  name,
  price: 10 + index,
}));

// A real urql client over a fake server: lists the given videos and the shop's products,
// records product tags, and answers updateVideo once the test releases it.
function setup(videos: AdminVideo[]) {
  const updates: Operation['variables'][] = [];
  const tags: Operation['variables'][] = [];
  let release: () => void = () => {};
  const client = new Client({
    url: 'http://test/graphql',
    exchanges: [fetchExchange],
    preferGetMethod: false,
    fetch: async (_url, init) => {
      const operation = JSON.parse(String(init?.body)) as Operation;
      let data: unknown;
      if (operation.query.includes('updateVideo')) {
        updates.push(operation.variables);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        const input = operation.variables.input as Partial<AdminVideo> & { id: string };
        const saved = videos.find((item) => item.id === input.id);
        data = { updateVideo: { ...saved, ...input } };
      } else if (operation.query.includes('setVideoProducts')) {
        tags.push(operation.variables);
        const productIds = operation.variables.productIds as string[];
        data = {
          setVideoProducts: { id: operation.variables.videoId, products: productIds.map((_id) => ({ _id })) },
        };
      } else if (operation.query.includes('listProducts')) {
        data = { listProducts: { items: PRODUCTS } };
      } else {
        data = { listVideos: { items: videos, nextToken: null } };
      }
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    },
  });
  render(
    <Provider value={client}>
      <MemoryRouter>
        <AdminVideoDashboard />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return { updates, tags, release: () => act(async () => release()) };
}

describe('AdminVideoDashboard', () => {
  it('lists only processed videos, with their details', async () => {
    setup([
      video({}),
      video({ id: 'v2', title: 'Still processing', processedUrl: null, processingStatus: 'processing' }),
      // A processed upload under review: its playlist is private, its MP4 plays.
      video({
        id: 'v3',
        title: 'Private playlist',
        processedUrl: null,
        videoUrl: '/storage/videos/u1/b.mp4?X-Expires=1',
      }),
    ]);
    const item = await screen.findByRole('article', { name: 'Pending upload' });
    expect(screen.queryByRole('article', { name: 'Still processing' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Private playlist' }).querySelector('video')).toBeTruthy();
    expect(within(item).getByText('cora@example.com')).toBeTruthy();
    for (const text of ['Cora', 'v1', 'Lifestyle', 'Mar 4, 2026']) {
      expect(within(item).getByText(text)).toBeTruthy();
    }
    expect(item.querySelector('video')).toBeTruthy();
  });

  it('says so when there is nothing to review', async () => {
    setup([video({ processedUrl: null, processingStatus: 'processing' })]);
    expect(await screen.findByText('No videos to review.')).toBeTruthy();
  });

  it('saves the flags and notes together and shows the saved state', async () => {
    const { updates, release } = setup([video({})]);
    const item = await screen.findByRole('article', { name: 'Pending upload' });
    fireEvent.click(within(item).getByLabelText('Approved'));
    fireEvent.click(within(item).getByLabelText('Trending'));
    fireEvent.change(within(item).getByLabelText('Admin notes'), { target: { value: 'Looks good' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Submit' }));

    const busy = await within(item).findByRole('button', { name: 'Submitting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(updates).toEqual([
      {
        input: { id: 'v1', isApproved: true, isFeatured: false, isTrending: true, adminNotes: 'Looks good' },
      },
    ]);
    await release();
    expect(await screen.findByText('Video updated!')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect((within(item).getByLabelText('Approved') as HTMLInputElement).checked).toBe(true);
    expect((within(item).getByLabelText('Featured') as HTMLInputElement).checked).toBe(false);
    expect((within(item).getByLabelText('Admin notes') as HTMLTextAreaElement).value).toBe('Looks good');
  });
});

describe('tagging products', () => {
  it('shows the tagged products, allows three at most and saves the choice', async () => {
    const { tags } = setup([video({ products: [{ _id: 'p2' }] })]);
    const item = await screen.findByRole('article', { name: 'Pending upload' });
    const box = async (name: string) =>
      (await within(item).findByLabelText(new RegExp(`^${name} `))) as HTMLInputElement;
    expect((await box('Hoodie')).checked).toBe(true);
    const save = within(item).getByRole('button', { name: 'Save products' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(await box('Sunglasses'));
    fireEvent.click(await box('Tee'));
    expect((await box('Donation')).disabled).toBe(true);
    fireEvent.click(save);
    expect(await screen.findByText('Products saved.')).toBeTruthy();
    expect(tags).toEqual([{ videoId: 'v1', productIds: ['p2', 'p3', 'p1'] }]);
  });
});

describe('AdminVideoItem', () => {
  const renderItem = (item: AdminVideo) => {
    const client = new Client({ url: 'http://test/graphql', exchanges: [fetchExchange] });
    const view = render(
      <Provider value={client}>
        <MemoryRouter>
          <AdminVideoItem video={item} />
        </MemoryRouter>
      </Provider>,
    );
    return (next: AdminVideo) =>
      view.rerender(
        <Provider value={client}>
          <MemoryRouter>
            <AdminVideoItem video={next} />
          </MemoryRouter>
        </Provider>,
      );
  };
  const checked = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).checked;

  it('shows a newer version from the server when the form is untouched', () => {
    const update = renderItem(video({}));
    update(video({ isFeatured: true, adminNotes: 'Featured by Ann', updatedAt: '2026-03-04T11:00:00.000Z' }));
    expect(checked('Featured')).toBe(true);
    expect((screen.getByLabelText('Admin notes') as HTMLTextAreaElement).value).toBe('Featured by Ann');
  });

  it('shows when a scheduled video goes public, and nothing for one that is not scheduled', () => {
    const publishAt = '2026-03-05T18:30:00.000Z';
    const update = renderItem(video({ publishAt }));
    expect(screen.getByText('Scheduled').tagName).toBe('DT');
    expect(screen.getByText(`Public from ${new Date(publishAt).toLocaleString()}`).tagName).toBe('DD');
    update(video({ publishAt: null, updatedAt: '2026-03-05T18:31:00.000Z' }));
    expect(screen.queryByText('Scheduled')).toBeNull();
  });

  it('keeps unsaved changes when another version arrives', () => {
    const update = renderItem(video({}));
    fireEvent.click(screen.getByLabelText('Approved'));
    update(video({ isFeatured: true, updatedAt: '2026-03-04T11:00:00.000Z' }));
    expect(checked('Approved')).toBe(true);
    expect(checked('Featured')).toBe(false);
  });
});
