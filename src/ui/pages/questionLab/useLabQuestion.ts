import type { QuestionTypeCode } from '@domain/assessments/questionTypes';
import type { QuestionKindModule } from '@ui/questions/QuestionKind';
import { loadSample } from '@ui/questions/samples/loadSample';
import type { QuestionSample, SampleLanguage } from '@ui/questions/samples/sampleShape';
import { useCachedLoad } from '@ui/questions/useCachedLoad';
import { useQuestionKind } from '@ui/questions/useQuestionKind';

type AnySample = QuestionSample<QuestionTypeCode>;

const samples = new Map<string, AnySample>();
const loadByKey = (key: string) => {
  const [type, language] = key.split(' ') as [QuestionTypeCode, SampleLanguage];
  return loadSample(type, language) as Promise<AnySample>;
};

export type LabQuestion = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; kind: QuestionKindModule<QuestionTypeCode>; sample: AnySample };

/** A type's module and its sample in `language`, loaded side by side; ready only when both are, and only for the type and language asked. */
export function useLabQuestion(type: QuestionTypeCode, language: SampleLanguage): LabQuestion {
  const kind = useQuestionKind(type);
  const sample = useCachedLoad(samples, `${type} ${language}`, loadByKey);
  if (kind.status === 'error') return kind;
  if (sample.status === 'error') return sample;
  if (kind.status === 'loading' || sample.status === 'loading') return { status: 'loading' };
  return { status: 'ready', kind: kind.kind, sample: sample.value };
}
