import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import { CHOICE_SAMPLES } from '@ui/questions/samples/choiceSamples';
import { GAP_SAMPLES } from '@ui/questions/samples/gapSamples';
import { MEDIA_SAMPLES } from '@ui/questions/samples/mediaSamples';
import type { QuestionSample, SampleLanguage, SampleShapes, SampleTexts, TextsOf } from '@ui/questions/samples/sampleShape';

/** Each language's texts, a chunk of its own: only the pages that show samples load them, never a test being taken. */
const TEXTS: Record<SampleLanguage, () => Promise<{ default: SampleTexts }>> = {
  es: () => import('@locales/es/questionSamples.json'),
  en: () => import('@locales/en/questionSamples.json'),
  pt: () => import('@locales/pt/questionSamples.json'),
};

const SHAPES: SampleShapes<QuestionTypeCode> = { ...CHOICE_SAMPLES, ...GAP_SAMPLES, ...MEDIA_SAMPLES };

/** A type's sample for /lemon-test and /test-component: its texts in `language` (locales/<lng>/questionSamples.json) in its shape. */
export async function loadSample<T extends QuestionTypeCode>(type: T, language: SampleLanguage): Promise<QuestionSample<T>> {
  const texts = (await TEXTS[language]()).default[type.replace('QT_', 'qt') as keyof SampleTexts] as TextsOf<T>;
  const shape = (SHAPES[type] as SampleShapes<T>[T])(texts);
  return { name: texts.name, prompt: texts.prompt, media: {}, ...shape };
}
