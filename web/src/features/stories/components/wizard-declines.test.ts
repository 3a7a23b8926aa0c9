import { describe, expect, it, vi } from 'vitest';
import { SEEDED_SCENARIOS } from '@shared/scenarios';
import { EMOTION_SUGGESTIONS, MAIN_CHARACTER_SUGGESTIONS, SETTING_SUGGESTIONS, type FrameDecline } from '@shared/stories';
import { checkStoryFields } from '@/features/stories/api/check-story-fields';
import { ApiError } from '@/lib/api-client';
import { KEPT_TEXT } from '@/features/stories/messages';
import { declineAnnouncement, declinesByField, firstDeclinedField, keptAfterCheck, keptAnnouncement, keptOf, stepCheckRequest, valueWithSuggestion, type WizardValues } from './wizard-logic';

const values = (overrides: Partial<WizardValues> = {}): WizardValues => ({
  profileId: '01JZ8Y3M4N5P6Q7R8S9T0V1W2X',
  mainCharacter: MAIN_CHARACTER_SUGGESTIONS[0],
  setting: SETTING_SUGGESTIONS[0],
  scenario: SEEDED_SCENARIOS[0]!.description,
  emotions: [EMOTION_SUGGESTIONS[0]],
  values: ["l'amitié"],
  narration: true,
  ...overrides,
});

const decline = (overrides: Partial<FrameDecline>): FrameDecline => ({ field: 'mainCharacter', message: 'Je ne connais pas ce personnage.', notUnderstood: ['zorglub'], suggestions: ['un chat', 'un chien'], ...overrides });

describe('stepCheckRequest', () => {
  it("should ask nothing when every text of the step was chosen from the wizard's own lists", () => {
    // Act / Assert
    expect(stepCheckRequest(2, values())).toBeNull();
    expect(stepCheckRequest(3, values())).toBeNull();
    expect(stepCheckRequest(4, values())).toBeNull();
    expect(stepCheckRequest(1, values())).toBeNull();
  });

  it('should ask about the typed texts of the step only', () => {
    // Arrange
    const typed = values({ mainCharacter: 'un zorglub', scenario: 'apprendre à nager sans brassards' });

    // Act / Assert
    expect(stepCheckRequest(2, typed)).toEqual({ mainCharacter: 'un zorglub' });
    expect(stepCheckRequest(3, typed)).toEqual({ scenario: 'apprendre à nager sans brassards' });
  });

  it('should send a list whole when one of its entries was typed, so that a decline names its position in it', () => {
    // Arrange
    const typed = values({ emotions: ['la joie', 'la zorglubitude'] });

    // Act / Assert
    expect(stepCheckRequest(4, typed)).toEqual({ emotions: ['la joie', 'la zorglubitude'] });
  });
});

describe('declinesByField and firstDeclinedField', () => {
  it("should keep each field's first decline and focus the step's first declined field in screen order", () => {
    // Arrange
    const found = declinesByField([decline({ field: 'scenario', message: 'a' }), decline({ field: 'setting', message: 'b' }), decline({ field: 'scenario', message: 'c' })]);

    // Act / Assert
    expect(found.scenario?.message).toBe('a');
    expect(firstDeclinedField(3, found)).toBe('setting');
    expect(declineAnnouncement(3, found)).toBe('b');
    expect(firstDeclinedField(2, found)).toBeNull();
    expect(declineAnnouncement(2, found)).toBe('');
  });
});

describe('valueWithSuggestion', () => {
  it("should replace a declined text with the suggestion", () => {
    // Act / Assert
    expect(valueWithSuggestion(values({ mainCharacter: 'un zorglub' }), decline({}), 'un chat')).toBe('un chat');
  });

  it('should replace the declined entry of a list in its place', () => {
    // Arrange
    const current = values({ emotions: ['la joie', 'la zorglubitude', 'le calme'] });

    // Act / Assert
    expect(valueWithSuggestion(current, decline({ field: 'emotions', index: 1 }), 'la surprise')).toEqual(['la joie', 'la surprise', 'le calme']);
  });

  it('should remove the declined entry rather than double a suggestion already chosen', () => {
    // Arrange
    const current = values({ emotions: ['la joie', 'la zorglubitude'] });

    // Act / Assert
    expect(valueWithSuggestion(current, decline({ field: 'emotions', index: 1 }), 'La joie')).toEqual(['la joie']);
  });
});

describe('checkStoryFields (POST /api/stories/check)', () => {
  it('should post the step’s texts and answer the declines it read', async () => {
    // Arrange
    const answer = { declines: [decline({})] };
    const fetcher = vi.fn<(path: string, init?: RequestInit) => Promise<unknown>>(() => Promise.resolve(answer));

    // Act
    const result = await checkStoryFields({ mainCharacter: 'un zorglub' }, fetcher as never);

    // Assert
    expect(result).toEqual(answer);
    expect(fetcher).toHaveBeenCalledWith('/stories/check', { method: 'POST', body: JSON.stringify({ mainCharacter: 'un zorglub' }) });
  });

  it('should answer what the story keeps of a text read in part', async () => {
    // Arrange
    const answer = { declines: [], kept: [{ field: 'mainCharacter', text: 'un suricate' }] };
    const fetcher = vi.fn(() => Promise.resolve(answer));

    // Act
    const result = await checkStoryFields({ mainCharacter: 'un suricate qui guette tout' }, fetcher as never);

    // Assert
    expect(result).toEqual(answer);
  });

  it('should fail on an answer that is not a list of declines, so that the wizard lets the parent go on', async () => {
    // Arrange
    const fetcher = vi.fn(() => Promise.resolve({ ok: true }));

    // Act
    const attempt = checkStoryFields({ mainCharacter: 'un zorglub' }, fetcher as never);

    // Assert
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
  });
});

describe('keptAfterCheck, keptOf and keptAnnouncement (issue 25, item 3)', () => {
  it("should keep the check's kept text for the text as typed, fresh the first time only", () => {
    // Arrange
    const typed = values({ setting: 'la forêt où on campe', scenario: SEEDED_SCENARIOS[0]!.description });
    const answer = [{ field: 'setting' as const, text: 'la forêt' }];

    // Act
    const first = keptAfterCheck(3, {}, answer, typed);
    const again = keptAfterCheck(3, first.kept, answer, typed);

    // Assert
    expect(first).toEqual({ kept: { setting: { kept: 'la forêt', typed: 'la forêt où on campe' } }, fresh: ['setting'] });
    expect(again.fresh).toEqual([]);
    expect(keptOf(first.kept, 'setting', '  la forêt où on campe ')).toBe('la forêt');
    expect(keptOf(first.kept, 'setting', 'la forêt enchantée')).toBeNull();
  });

  it("should drop a step's kept text once its field is read whole, and leave the other steps' alone", () => {
    // Arrange
    const current = { mainCharacter: { kept: 'un suricate', typed: 'un suricate qui guette' }, setting: { kept: 'la forêt', typed: 'la forêt où on campe' } };

    // Act
    const next = keptAfterCheck(3, current, [], values({ setting: 'la forêt' }));

    // Assert
    expect(next).toEqual({ kept: { mainCharacter: current.mainCharacter }, fresh: [] });
  });

  it('should announce each fresh kept text, then the note once', () => {
    // Arrange
    const kept = { setting: { kept: 'la forêt', typed: 'x' }, scenario: { kept: 'apprendre à nager', typed: 'y' } };

    // Act / Assert
    expect(keptAnnouncement(kept, ['setting', 'scenario'])).toBe(`${KEPT_TEXT.kept('la forêt')} ${KEPT_TEXT.kept('apprendre à nager')} ${KEPT_TEXT.rest}`);
    expect(keptAnnouncement(kept, [])).toBe('');
  });
});
