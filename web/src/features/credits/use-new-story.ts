import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { newStoryDestination } from '@/components/side-menu/menu-entries';
import { SHOP_REDIRECT_DELAY_MS } from '@/lib/constants';
import { creditTotals } from './credit-totals';
import { CREDITS_MESSAGES } from './messages';
import { creditsQueryOptions, type CreditSummary } from '@/features/credits/api/get-credits';
import { paths } from '@/lib/paths';

/**
 * 'Nouvelle histoire' from the menu (spec part 1 §4): the credits are re-read first; with none left the
 * parent is told so, and the toast's 'Voir la boutique' leads to the shop 100 ms after the click.
 */
export function useNewStoryNavigation(): (to: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      let credits: CreditSummary | undefined;
      try {
        credits = await queryClient.fetchQuery({ ...creditsQueryOptions(), staleTime: 0, retry: false });
      } catch (error) {
        // Errors reading credits are only logged (spec part 1 §4); the create screen checks again.
        console.error(error);
      }
      if (newStoryDestination(credits ? creditTotals(credits) : undefined) === 'create') {
        void navigate(to);
        return;
      }
      toast.error(CREDITS_MESSAGES.noCreditsTitle, {
        description: CREDITS_MESSAGES.noCreditsDescription,
        action: {
          label: CREDITS_MESSAGES.seeShop,
          onClick: () => {
            setTimeout(() => void navigate(paths.shop), SHOP_REDIRECT_DELAY_MS);
          },
        },
      });
    },
    [queryClient, navigate],
  );
}
