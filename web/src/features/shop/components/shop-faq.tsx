import { ChevronDownIcon } from 'lucide-react';
import { SHOP_FAQ, SHOP_TEXT } from '@/features/shop/messages';

/** The shop's five questions (spec part 2 §2), as native disclosure widgets: keyboard and screen readers work as is. */
export function ShopFaq() {
  return (
    <section aria-labelledby="faq-title" className="flex flex-col gap-3">
      <h2 id="faq-title" className="text-center text-2xl font-extrabold">
        {SHOP_TEXT.faqTitle}
      </h2>
      <div className="flex flex-col gap-2">
        {SHOP_FAQ.map((item) => (
          <details key={item.question} className="group rounded-xl border bg-card text-card-foreground shadow-sm">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-bold focus-ring [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDownIcon aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-4 pb-4 text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
