import { Button } from '../../components/ui/button';

// Shown as in the original product; social sign-in is not offered, so they do nothing.
export function SocialButtons() {
  return (
    <div className="mt-6">
      <div className="relative my-4 text-center text-xs text-slate-500">
        <span className="absolute inset-x-0 top-1/2 border-t border-slate-200" aria-hidden="true" />
        <span className="relative bg-white px-2">Or continue with</span>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline">Google</Button>
        <Button variant="outline">Facebook</Button>
      </div>
    </div>
  );
}
