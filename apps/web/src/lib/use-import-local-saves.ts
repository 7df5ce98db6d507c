import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { IMPORT_SAVED_VIDEOS } from './api/import-saved-videos';
import { useAuth } from './auth';
import { forgetLocalSaves, readLocalSaves } from './local-saves';

// When someone signs in, the videos they saved in this browser while signed out move into
// their library, and the browser forgets them once the server has them.
export function useImportLocalSaves() {
  const { status } = useAuth();
  const [, importSavedVideos] = useMutation(IMPORT_SAVED_VIDEOS);
  const importing = useRef(false);
  useEffect(() => {
    const videoIds = readLocalSaves();
    if (status !== 'signedIn' || importing.current || videoIds.length === 0) return;
    importing.current = true;
    void importSavedVideos({ videoIds }, { additionalTypenames: ['SavedVideo', 'VideoLibraryState'] }).then(
      (result) => {
        importing.current = false;
        if (result.error) return;
        forgetLocalSaves(videoIds);
        const added = result.data?.importSavedVideos ?? 0;
        if (added > 0)
          toast.success(`${added} saved ${added === 1 ? 'video' : 'videos'} moved to your library`);
      },
    );
  }, [status, importSavedVideos]);
}
