import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { Client, fetchExchange, Provider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { CaptionsMenu, CaptionTracks } from './caption-controls';
import { useCaptions } from './use-captions';

const captions = [
  { language: 'en', url: '/media/videos/u/v/captions/en-1.vtt' },
  { language: 'fr', url: '/media/videos/u/v/captions/fr-1.vtt' },
];

function Player() {
  const ref = useRef<HTMLVideoElement>(null);
  const state = useCaptions(ref, 'v1');
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: the tracks are the subject. */}
      <video ref={ref}>
        <CaptionTracks captions={state} />
      </video>
      <CaptionsMenu captions={state} />
    </>
  );
}

function setup() {
  const client = new Client({
    url: 'http://test/graphql',
    exchanges: [fetchExchange],
    fetch: async () =>
      new Response(JSON.stringify({ data: { getVideo: { id: 'v1', captions } } }), {
        headers: { 'content-type': 'application/json' },
      }),
  });
  const view = render(
    <Provider value={client}>
      <Player />
    </Provider>,
  );
  return view.container;
}

afterEach(() => window.localStorage.clear());

describe('captions menu', () => {
  it("offers Off and each language, the browser's language first, with a track each", async () => {
    const container = setup();
    const menu = await screen.findByLabelText('Captions');
    expect(Array.from((menu as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Off',
      'English',
      'French',
    ]);
    expect((menu as HTMLSelectElement).value).toBe('en');
    const tracks = container.querySelectorAll('track');
    expect(Array.from(tracks).map((track) => [track.kind, track.srclang, track.default])).toEqual([
      ['captions', 'en', true],
      ['captions', 'fr', false],
    ]);
  });

  it('remembers the choice, Off included', async () => {
    setup();
    fireEvent.change(await screen.findByLabelText('Captions'), { target: { value: 'off' } });
    expect(window.localStorage.getItem('reelboard.captions')).toBe('off');
  });
});
