import { Captions as CaptionsIcon } from 'lucide-react';
import { useId } from 'react';
import { type Captions, languageName } from './use-captions';

/** The video's caption files as <track> elements: children of the <video>. */
export function CaptionTracks({ captions }: { captions: Captions }) {
  return captions.tracks.map((track) => (
    <track
      key={track.language}
      kind="captions"
      src={track.url ?? undefined}
      srcLang={track.language}
      label={languageName(track.language)}
      default={track.language === captions.shown}
    />
  ));
}

/**
 * The captions menu: Off and each language, a native select (keyboard and phone friendly).
 * Nothing when the video has no captions.
 */
export function CaptionsMenu({ captions, className = '' }: { captions: Captions; className?: string }) {
  const id = useId();
  if (captions.tracks.length === 0) return null;
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <CaptionsIcon className="h-4 w-4" aria-hidden />
      <label htmlFor={id}>Captions</label>
      <select
        id={id}
        value={captions.shown}
        onChange={(event) => captions.choose(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900"
      >
        <option value={captions.off}>Off</option>
        {captions.tracks.map((track) => (
          <option key={track.language} value={track.language}>
            {languageName(track.language)}
          </option>
        ))}
      </select>
    </div>
  );
}
