import { useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * The blog's category buttons: only the one pressed shows, since there is no article yet (spec part 1 §2).
 * The names and the group's label are the blog page's words (pages/blog-messages.ts, its own chunk).
 */
export function BlogCategories({ categories, label }: { categories: readonly string[]; label: string }) {
  const [category, setCategory] = useState(categories[0]);
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {categories.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={name === category}
          onClick={() => setCategory(name)}
          className={cn(
            'inline-flex min-h-11 items-center rounded-full border-2 px-4 py-2 font-bold transition-colors focus-ring',
            name === category
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-input bg-card text-foreground hover:bg-secondary hover:text-secondary-foreground',
          )}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
