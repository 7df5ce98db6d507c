import { MAX_PRODUCT_IMAGES } from '@reelboard/shared/shop-catalogue';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { uploadProductImage } from './api/product-image';

// A product's images: uploaded one by one with a progress bar, re-encoded by the server.
export function ProductImages({
  keys,
  previews,
  onChange,
}: {
  keys: string[];
  previews: string[];
  onChange: (keys: string[], previews: string[]) => void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    setProgress(0);
    try {
      const stored = await uploadProductImage(file, setProgress);
      onChange([...keys, stored.imageKey], [...previews, stored.imageSrc]);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The image could not be uploaded.');
    } finally {
      setProgress(null);
    }
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Images</legend>
      <ul className="flex flex-wrap gap-2">
        {keys.map((key, index) => (
          <li key={key} className="relative">
            <img
              src={previews[index]}
              alt={`Product view ${index + 1}`}
              className="h-20 w-20 rounded-lg object-cover"
            />
            <Button
              size="sm"
              variant="outline"
              className="mt-1"
              aria-label={`Remove image ${index + 1}`}
              onClick={() =>
                onChange(
                  keys.filter((_, other) => other !== index),
                  previews.filter((_, other) => other !== index),
                )
              }
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {keys.length < MAX_PRODUCT_IMAGES ? (
        <div>
          <label htmlFor={id} className="text-sm text-slate-700">
            Add an image
          </label>
          <input
            id={id}
            type="file"
            accept="image/*"
            disabled={progress !== null}
            className="block text-sm"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </div>
      ) : null}
      {progress !== null ? (
        <progress className="w-full" max={1} value={progress} aria-label="Image upload progress" />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
