import { canUploadVideos, type Level } from '@reelboard/shared/levels';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';

const VIDEO_CATEGORIES = ['Business', 'Lifestyle', 'Innovation', 'Beauty'] as const;

// The upload form of SPEC.md section 2. Uploading itself arrives with the videos feature;
// until then the button stays disabled and says so.
export function ContentTab({ level }: { level: Level }) {
  const fileId = useId();
  if (!canUploadVideos(level)) {
    return (
      <Card className="p-6">
        <p className="text-slate-700">Only content creators and admins can upload videos.</p>
      </Card>
    );
  }
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Upload a Video</h2>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        Videos can be up to 10 minutes long. An admin reviews each upload before it is published.
      </p>
      <form className="space-y-4" onSubmit={(event) => event.preventDefault()}>
        <div className="space-y-1">
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
            Video file
          </label>
          <input
            id={fileId}
            type="file"
            accept="video/*"
            className="block w-full text-sm text-slate-700 file:mr-4 file:rounded-lg file:border-0 file:bg-violet-50 file:px-4 file:py-2 file:font-medium file:text-violet-700 hover:file:bg-violet-100"
          />
        </div>
        <TextField label="Title" />
        <TextAreaField label="Description" rows={3} />
        <SelectField label="Category" defaultValue="">
          <option value="" disabled>
            Select a category
          </option>
          {VIDEO_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <p className="text-sm text-amber-700">Video uploads open soon.</p>
        <Button type="submit" disabled>
          Upload Video
        </Button>
      </form>
    </Card>
  );
}
