import { costOfStory, packMargin, stripeFeeCents } from '#core/stories/story-cost';
import { scenesToDraw } from '#core/stories/story-pictures';
import type { StoryRequest, WrittenStory } from '#core/story-makers-port';
import { toSpokenSegments } from '#story-makers/common/speech-text';
import { buildIllustrationPrompt } from '#story-makers/openai/illustration-prompt';
import { IMAGE_SIZE } from '#story-makers/openai/openai-illustrator';
import { DEFAULT_OPENAI_MODELS } from '#story-makers/openai/openai-settings';
import { buildStoryMessages, STORY_JSON_SCHEMA } from '#story-makers/openai/story-prompt';
import { SAMPLE_STORY_REQUEST } from '#story-makers/sample-request';
import { createEmbeddedStoryWriter } from '#story-makers/writer/embedded-story-writer';
import { CHARACTERS_PER_TOKEN, EUR_PER_USD, LAMBDA_ARM64_PRICE, MAKER_PRICES, STRIPE_EEA_CARD_FEE, type MakerUsage } from '#shared/maker-prices';
import { PACKS } from '#shared/packs';

/**
 * `npm run cost:report`: the cost of one story at the default OpenAI settings (gpt-4o-mini, gpt-image-1 at
 * medium quality 1024×1024, gpt-4o-mini-tts), per age band, at the list prices of shared/maker-prices.ts,
 * and the margin of each pack after Stripe's fee. The stories are real texts of each band's length (the
 * embedded writer's, 15 seeds a band, which follows the same length bands as the OpenAI writer's prompt);
 * what OpenAI would bill for them is estimated as below, and every assumption is printed with the tables.
 * The stories the pipeline makes store what was actually billed (`usage`, `costUsd`): compare with those.
 */

const SEEDS_PER_BAND = 15;
const BANDS = [
  { label: '4–5 ans', age: 4 },
  { label: '6–7 ans', age: 6 },
  { label: '8–10 ans', age: 9 },
] as const;

/** « 1,000 French words are about 1,800 tokens » (the writer's own ceiling comment, openai-story-writer.ts). */
const TOKENS_PER_FRENCH_WORD = 1.8;
/** A medium 1024×1024 gpt-image-1 picture: 1,056 output tokens ($0.042 at $40 per 1M, OpenAI's per-image price). */
const MEDIUM_PICTURE_OUTPUT_TOKENS = 1_056;
/**
 * The first picture, sent to each edit with `input_fidelity: high`: about 3,050 image tokens for a 1024²
 * picture (a secondary source, fal.ai's gpt-image-1 edit page; not confirmed on an OpenAI page).
 */
const HIGH_FIDELITY_REFERENCE_TOKENS = 3_050;
/**
 * Words spoken a minute: the embedded narrator's measured bedtime pace per band (narrator/voice.ts), taken
 * for the OpenAI voice at its slower speeds for the young (0.9, 0.95, 1). An assumption: the stories store
 * the seconds actually billed.
 */
const WORDS_PER_MINUTE: Readonly<Record<number, number>> = { 4: 122, 6: 137, 9: 153 };
/**
 * The OpenAI steps mostly wait on OpenAI: seconds each function runs, from the durations the timeouts were
 * sized on (openai-settings.ts: a story 20–60 s, a picture 30–90 s, a speech chunk 10–30 s; the second and
 * third pictures are drawn side by side), at the memory the stack gives each (infra/constructs/pipeline.ts).
 */
const LAMBDA_SECONDS = { text: 40, image: (pictures: number) => (pictures === 1 ? 60 : 120), audio: 40, other: 1 } as const;
const LAMBDA_MEMORY_GB = { text: 1, image: 1.5, audio: 3008 / 1024, other: 0.25 } as const;

const words = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
const tokensOf = (characters: number): number => Math.ceil(characters / CHARACTERS_PER_TOKEN);

/** What the OpenAI makers would be billed for this written story, as the pipeline records it. */
function usageOf(request: StoryRequest, story: WrittenStory, pictures: number): MakerUsage[] {
  const { messages } = buildStoryMessages(request);
  const promptCharacters = messages.reduce((sum, message) => sum + String(message.content).length, 0) + JSON.stringify(STORY_JSON_SCHEMA).length;
  const answerWords = words(story.title) + words(story.content) + words(story.moral);
  const usage: MakerUsage[] = [
    { kind: 'text', model: DEFAULT_OPENAI_MODELS.text, inputTokens: tokensOf(promptCharacters), cachedInputTokens: 0, outputTokens: Math.round(answerWords * TOKENS_PER_FRENCH_WORD) },
  ];
  scenesToDraw(story, pictures).forEach((scene, index) => {
    const withReference = index > 0;
    usage.push({
      kind: 'image',
      model: DEFAULT_OPENAI_MODELS.image,
      quality: 'medium',
      size: IMAGE_SIZE,
      textInputTokens: tokensOf(buildIllustrationPrompt(request, scene, { withReference }).length),
      imageInputTokens: withReference ? HIGH_FIDELITY_REFERENCE_TOKENS : 0,
      outputTokens: MEDIUM_PICTURE_OUTPUT_TOKENS,
    });
  });
  const spoken = toSpokenSegments(story);
  const spokenWords = spoken.reduce((sum, segment) => sum + segment.words.length, 0);
  const characters = spoken.reduce((sum, segment) => sum + segment.text.length, 0);
  usage.push({ kind: 'speech', model: DEFAULT_OPENAI_MODELS.speech, characters, seconds: Math.round((spokenWords / WORDS_PER_MINUTE[request.child.age]!) * 60) });
  return usage;
}

function lambdaUsd(pictures: number): number {
  const gbSeconds =
    LAMBDA_SECONDS.text * LAMBDA_MEMORY_GB.text +
    LAMBDA_SECONDS.image(pictures) * LAMBDA_MEMORY_GB.image +
    LAMBDA_SECONDS.audio * LAMBDA_MEMORY_GB.audio +
    LAMBDA_SECONDS.other * LAMBDA_MEMORY_GB.other;
  // Text, image, audio, complete: four invocations (a retry adds one).
  return gbSeconds * LAMBDA_ARM64_PRICE.perGbSecond + (4 * LAMBDA_ARM64_PRICE.perMillionRequests) / 1_000_000;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const usd = (value: number): string => `${value.toFixed(4).replace('.', ',')} $`;
const percent = (value: number): string => `${value.toFixed(1).replace('.', ',')} %`;
/** French prices include 20 % VAT: what the business keeps of a price is the price without it. */
const VAT_PERCENT = 20;
const eur = (cents: number): string => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

interface BandCost {
  label: string;
  words: number;
  seconds: number;
  text: number;
  image: (pictures: number) => number;
  speech: number;
  total: (pictures: number) => number;
}

async function bandCost(label: string, age: number): Promise<BandCost> {
  const writer = createEmbeddedStoryWriter();
  const runs: { words: number; seconds: number; cost: (pictures: number) => ReturnType<typeof costOfStory> }[] = [];
  for (let seed = 0; seed < SEEDS_PER_BAND; seed++) {
    const request: StoryRequest = { ...SAMPLE_STORY_REQUEST, seed: `cost-${age}-${seed}`, child: { ...SAMPLE_STORY_REQUEST.child, age } };
    const story = await writer.write(request);
    const seconds = usageOf(request, story, 1).find((entry) => entry.kind === 'speech')!;
    runs.push({ words: words(story.content), seconds: seconds.kind === 'speech' ? seconds.seconds : 0, cost: (pictures) => costOfStory(usageOf(request, story, pictures)) });
  }
  const at = (pictures: number) => runs.map((run) => run.cost(pictures));
  return {
    label,
    words: median(runs.map((run) => run.words)),
    seconds: median(runs.map((run) => run.seconds)),
    text: median(at(1).map((cost) => cost.byKind.text)),
    image: (pictures) => median(at(pictures).map((cost) => cost.byKind.image)),
    speech: median(at(1).map((cost) => cost.byKind.speech)),
    total: (pictures) => median(at(pictures).map((cost) => cost.usd)) + lambdaUsd(pictures),
  };
}

async function main(): Promise<void> {
  const bands = await Promise.all(BANDS.map((band) => bandCost(band.label, band.age)));
  const lines: string[] = [];
  lines.push(`Prix catalogue du ${MAKER_PRICES.asOf} (shared/maker-prices.ts) ; modèles par défaut : ${DEFAULT_OPENAI_MODELS.text}, ${DEFAULT_OPENAI_MODELS.image} (medium, ${IMAGE_SIZE}), ${DEFAULT_OPENAI_MODELS.speech}.`);
  lines.push('');
  lines.push('| Tranche | Mots (médiane) | Narration | Texte | 1 image | 3 images | Voix | Lambda (1 / 3 images) | Total, 1 image | Total, 3 images |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const band of bands) {
    lines.push(
      `| ${band.label} | ${band.words} | ${Math.floor(band.seconds / 60)} min ${String(Math.round(band.seconds % 60)).padStart(2, '0')} s | ${usd(band.text)} | ${usd(band.image(1))} | ${usd(band.image(3))} | ${usd(band.speech)} | ${usd(lambdaUsd(1))} / ${usd(lambdaUsd(3))} | **${usd(band.total(1))}** | **${usd(band.total(3))}** |`,
    );
  }
  // The margins take the dearest band: a pack's stories may all be told to the oldest children.
  const dearest = bands.reduce((a, b) => (b.total(3) > a.total(3) ? b : a));
  lines.push('');
  lines.push(`Marge par pack (1 $ = ${String(EUR_PER_USD).replace('.', ',')} €, hypothèse ; frais Stripe carte EEE ${String(STRIPE_EEA_CARD_FEE.percent).replace('.', ',')} % + ${eur(STRIPE_EEA_CARD_FEE.fixedCents)} ; toutes les histoires du pack faites, tranche ${dearest.label}) :`);
  lines.push('');
  lines.push('| Pack | Prix TTC | Frais Stripe | Histoires (1 image) | Marge (1 image) | Histoires (3 images) | Marge (3 images) | Marge hors TVA (3 images) |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const pack of PACKS) {
    const one = packMargin(pack, dearest.total(1) * EUR_PER_USD);
    const three = packMargin(pack, dearest.total(3) * EUR_PER_USD);
    const withoutVat = three.marginCents - (pack.priceCents - Math.round(pack.priceCents / (1 + VAT_PERCENT / 100)));
    lines.push(
      `| ${pack.name} | ${eur(pack.priceCents)} | ${eur(stripeFeeCents(pack.priceCents))} | ${eur(one.storiesCostCents)} | ${eur(one.marginCents)} (${percent(one.marginPercent)}) | ${eur(three.storiesCostCents)} | ${eur(three.marginCents)} (${percent(three.marginPercent)}) | ${eur(withoutVat)} |`,
    );
  }
  lines.push('');
  lines.push('Hypothèses (chaque histoire enregistre ce qui a vraiment été facturé) :');
  lines.push(`- texte : le prompt réel du rédacteur (≈ ${CHARACTERS_PER_TOKEN} caractères par token), la réponse à ${String(TOKENS_PER_FRENCH_WORD).replace('.', ',')} tokens par mot, une seule tentative, sans cache ;`);
  lines.push(`- images : ${MEDIUM_PICTURE_OUTPUT_TOKENS} tokens de sortie par image medium 1024² ; les 2e et 3e images sont des retouches de la première avec input_fidelity high (≈ ${HIGH_FIDELITY_REFERENCE_TOKENS} tokens d'image en entrée, source secondaire) ;`);
  lines.push(`- voix : ${usd(MAKER_PRICES.speech['gpt-4o-mini-tts']!.perMinute!)} la minute (estimation d'OpenAI, non confirmée sur une page actuelle), au rythme de ${Object.values(WORDS_PER_MINUTE).join(' / ')} mots par minute ;`);
  lines.push(`- Lambda arm64 : ${LAMBDA_SECONDS.text} s à 1 Go (texte), 60 s (1 image) ou 120 s (3) à 1,5 Go, ${LAMBDA_SECONDS.audio} s à 2,9 Go (voix) ; la modération (omni-moderation) est gratuite ; la marge hors TVA retire la TVA de ${VAT_PERCENT} % comprise dans le prix.`);
  console.log(lines.join('\n'));
}

await main();
