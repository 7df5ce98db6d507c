import { useState } from 'react';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { SET_VIDEO_PRODUCTS } from '../../lib/api/video-products';
import { errorMessage } from '../../lib/graphql-client';
import { Button } from '../ui/button';
import { ProductPicker } from './product-picker';

// The products of an existing video, changed and saved on their own ("My videos", the admin
// dashboard). The server decides who may (admins, the video's creator).
export function VideoProductTagger({ videoId, tagged }: { videoId: string; tagged: readonly string[] }) {
  const [chosen, setChosen] = useState<string[]>([...tagged]);
  const [{ fetching }, setVideoProducts] = useMutation(SET_VIDEO_PRODUCTS);
  const unchanged = chosen.length === tagged.length && chosen.every((id, index) => id === tagged[index]);

  const save = async () => {
    const result = await setVideoProducts({ videoId, productIds: chosen });
    if (result.error || !result.data) {
      toast.error(errorMessage(result.error ?? 'No answer from the server.'));
      return;
    }
    toast.success('Products saved.');
  };

  return (
    <div className="space-y-2">
      <ProductPicker value={chosen} onChange={setChosen} disabled={fetching} />
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={fetching || unchanged}
        onClick={() => void save()}
      >
        Save products
      </Button>
    </div>
  );
}
