import { QuoteIcon } from 'lucide-react';
import { SHOP_TESTIMONIALS } from '@/features/shop/messages';
import { SHOP_TESTIMONIALS_TEXT } from '@/features/shop/messages';

/** Two parents' words (spec part 2 §2: testimonials, desktop only): hidden below the spec's 768 px. */
export function ShopTestimonials() {
  return (
    <section aria-labelledby="testimonials-title" data-testid="shop-testimonials" className="hidden flex-col gap-3 md:flex">
      <h2 id="testimonials-title" className="text-center text-2xl font-extrabold">
        {SHOP_TESTIMONIALS_TEXT.title}
      </h2>
      <div className="grid grid-cols-2 gap-4">
        {SHOP_TESTIMONIALS.map((testimonial) => (
          <figure key={testimonial.author} className="flex flex-col gap-3 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm">
            <QuoteIcon aria-hidden="true" className="size-6 text-primary" />
            <blockquote className="text-pretty">{testimonial.quote}</blockquote>
            <figcaption className="text-sm font-bold text-muted-foreground">{testimonial.author}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
