import { toast } from 'sonner';

// Share (SPEC.md sections 7 and 8): the link goes to the clipboard, with a toast either way.
export async function shareLink(path: string, description: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(`${window.location.origin}${path}`);
    toast.success('Share link copied!', { description });
  } catch {
    toast.error('Error', { description: 'Failed to copy link. Please copy it manually.' });
  }
}
