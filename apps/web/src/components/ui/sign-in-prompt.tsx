import { Link } from 'react-router';
import { buttonClasses } from './button';
import { Card } from './card';

// Where a page is for signed-in readers only: what it is, why it needs an account, and the
// way to one.
export function SignInPrompt({ heading, message }: { heading: string; message: string }) {
  return (
    <Card className="mx-auto max-w-xl px-6 py-12 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/signin" className={buttonClasses('primary')}>
          Sign In
        </Link>
        <Link to="/signup" className={buttonClasses('outline')}>
          Sign Up
        </Link>
      </div>
    </Card>
  );
}
