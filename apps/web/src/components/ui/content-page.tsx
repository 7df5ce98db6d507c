import type { ReactNode } from 'react';

// A page of reading text (about, legal, company pages).
export function ContentPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <title>{`${title} · Reelboard`}</title>
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{intro}</p>
      <div className="mt-10 space-y-8 text-slate-700 [&_a]:font-medium [&_a]:text-violet-700 [&_a:hover]:underline [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:ml-5 [&_li]:list-disc [&_p]:leading-relaxed [&_ul]:space-y-1">
        {children}
      </div>
    </article>
  );
}
