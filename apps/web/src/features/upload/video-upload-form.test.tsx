import { VIDEO_CATEGORIES } from '@reelboard/shared/categories';
import { fireEvent, render, screen } from '@testing-library/react';
import { Client, fetchExchange, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { NO_FILE, NO_FILE_NAME, VideoUploadForm } from './video-upload-form';

// A real urql client over a fake server that knows the shop's products, for the picker.
const products = ['Tee', 'Hoodie', 'Sunglasses', 'Donation'].map((name, index) => ({
  _id: `p${index + 1}`,
  name,
  price: 10 + index,
}));
const client = new Client({
  url: 'http://test/graphql',
  exchanges: [fetchExchange],
  fetch: async () =>
    new Response(JSON.stringify({ data: { listProducts: { items: products } } }), {
      headers: { 'content-type': 'application/json' },
    }),
});
const renderForm = () =>
  render(
    <Provider value={client}>
      <VideoUploadForm />
    </Provider>,
  );

const form = () => screen.getByRole('button', { name: 'Upload Video' }).closest('form') as HTMLFormElement;

describe('VideoUploadForm', () => {
  it('offers a video file input and the fields of the form', () => {
    renderForm();
    expect(screen.getByLabelText('Video file').getAttribute('accept')).toBe('video/*');
    expect(screen.getByLabelText('Title')).toBeTruthy();
    expect(screen.getByLabelText('Description')).toBeTruthy();
    const categories = [...(screen.getByLabelText('Category') as HTMLSelectElement).options].map(
      (o) => o.value,
    );
    expect(categories).toEqual(['', 'Business', 'Lifestyle', 'Innovation', 'Beauty']);
    // Every shared category, none of its own.
    expect(categories.slice(1).sort()).toEqual([...VIDEO_CATEGORIES].sort());
  });

  it('offers up to three shop products to tag', async () => {
    renderForm();
    const box = async (name: string) =>
      (await screen.findByLabelText(new RegExp(`^${name} `))) as HTMLInputElement;
    for (const name of ['Tee', 'Hoodie', 'Sunglasses']) fireEvent.click(await box(name));
    expect((await box('Sunglasses')).checked).toBe(true);
    expect((await box('Donation')).disabled).toBe(true);
    fireEvent.click(await box('Tee'));
    expect((await box('Donation')).disabled).toBe(false);
  });

  it('asks for a file when none is chosen', () => {
    renderForm();
    fireEvent.submit(form());
    expect(screen.getByRole('alert').textContent).toBe(NO_FILE);
    expect(NO_FILE).toBe('Please select a video file.');
  });

  it('refuses a file without a name', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Video file'), {
      target: { files: [new File(['x'], '', { type: 'video/mp4' })] },
    });
    fireEvent.submit(form());
    expect(screen.getByRole('alert').textContent).toBe(NO_FILE_NAME);
    expect(NO_FILE_NAME).toBe('No file selected or file name is missing.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('checks the file before the required title and category, and starts nothing without them', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Video file'), {
      target: { files: [new File(['x'], 'clip.mp4', { type: 'video/mp4' })] },
    });
    fireEvent.submit(form());
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Title') as HTMLInputElement).validity.valueMissing).toBe(true);
    expect((screen.getByLabelText('Category') as HTMLSelectElement).validity.valueMissing).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('offers an optional publish time, refused in the past before anything starts', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Video file'), {
      target: { files: [new File(['x'], 'clip.mp4', { type: 'video/mp4' })] },
    });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Later' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Business' } });
    const publishAt = screen.getByLabelText('Publish at') as HTMLInputElement;
    expect(publishAt.type).toBe('datetime-local');
    expect(publishAt.required).toBe(false);
    fireEvent.change(publishAt, { target: { value: '2020-01-01T10:00' } });
    fireEvent.submit(form());
    expect(screen.getByRole('alert').textContent).toBe('Choose a publish time in the future.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
