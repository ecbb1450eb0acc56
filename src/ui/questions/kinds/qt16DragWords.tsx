// QT_16 drag words into a text: pick a word of the bank, then the gap it goes in (or drag it there with a mouse).
import { useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerSegment } from '@domain/assessments/questionModel';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { Announcer } from '@ui/questions/parts/Announcer';
import { ChoiceListEditor } from '@ui/questions/shared/ChoiceListEditor';
import { useIssueTextAt } from '@ui/questions/shared/issues';
import { GapTextEditor } from '@ui/questions/parts/GapTextEditor';
import { GapTextReview } from '@ui/questions/parts/GapTextReview';
import { GapTextView } from '@ui/questions/parts/GapTextView';
import { without } from '@ui/questions/parts/ids';
import '@ui/questions/parts/parts.css';

type Gap = Extract<PlayerSegment, { kind: 'gap' }>;

/** Which chips of the bank are in use: for each word, as many of its chips as gaps holding it. */
export function usedChips(bank: readonly string[], gaps: Readonly<Record<string, string>>): boolean[] {
  const placed = new Map<string, number>();
  for (const word of Object.values(gaps)) placed.set(word, (placed.get(word) ?? 0) + 1);
  return bank.map((word) => {
    const left = placed.get(word) ?? 0;
    if (left === 0) return false;
    placed.set(word, left - 1);
    return true;
  });
}

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_16'>) {
  const issueTextAt = useIssueTextAt(issues);
  const { t } = useTranslation('questionsMore');
  return (
    <div className="qm-editor">
      <GapTextEditor
        id={`${idPrefix}-text`}
        copy="dragWords.editor"
        value={data.text}
        onChange={(text) => onChange({ ...data, text })}
        issues={issues}
        renderGap={(raw) => <span className="qm-chip qm-gap-button--filled">{raw}</span>}
      />
      <ChoiceListEditor
        idPrefix={`${idPrefix}-distractors`}
        legend={t('dragWords.editor.distractors')}
        hint={t('dragWords.editor.distractorsHint')}
        itemLabel={(n) => t('dragWords.editor.distractor', { n })}
        addLabel={t('dragWords.editor.addDistractor')}
        items={data.distractors.map((text, i) => ({ id: `d${i + 1}`, text }))}
        onChange={({ items }) => onChange({ ...data, distractors: items.map((item) => item.text) })}
        path="/distractors"
        issues={issues}
        min={0}
        newIdPrefix="d"
        mark="none"
        issueText={issueTextAt}
        movable={false}
        max={20}
      />
    </div>
  );
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix }: PlayerProps<'QT_16'>) {
  const { t } = useTranslation('questionsMore');
  const [picked, setPicked] = useState<number | null>(null);
  const [message, setMessage] = useState<{ id: number; text: string } | null>(null);
  const say = (text: string) => setMessage((previous) => ({ id: (previous?.id ?? 0) + 1, text }));
  const used = usedChips(data.bank, answer.gaps);
  const helpId = `${idPrefix}-words-help`;

  const place = (chip: number, gap: number) => {
    const word = data.bank[chip];
    if (readOnly || word === undefined) return;
    onAnswer({ gaps: { ...answer.gaps, [String(gap)]: word } });
    setPicked(null);
    say(t('dragWords.placed', { word, n: gap + 1 }));
  };
  const handleGap = (gap: Gap) => {
    if (readOnly) return;
    const key = String(gap.index);
    if (picked !== null) place(picked, gap.index);
    else if (answer.gaps[key] !== undefined) {
      say(t('dragWords.removed', { word: answer.gaps[key], n: gap.index + 1 }));
      onAnswer({ gaps: without(answer.gaps, key) });
    } else say(t('dragWords.pickFirst'));
  };
  const handleChip = (chip: number) => {
    if (readOnly) return;
    const next = picked === chip ? null : chip;
    setPicked(next);
    if (next !== null) say(t('dragWords.picked', { word: data.bank[chip] ?? '' }));
  };
  const handleDrop = (event: DragEvent<HTMLButtonElement>, gap: number) => {
    event.preventDefault();
    const chip = Number(event.dataTransfer.getData('text/plain'));
    if (Number.isInteger(chip)) place(chip, gap);
  };

  return (
    <div className="qm-player" role="group" aria-labelledby={labelledBy} aria-describedby={helpId}>
      <p className="qm-hint" id={helpId}>
        {t(readOnly ? 'dragWords.readOnly' : 'dragWords.help')}
      </p>
      <p className="qm-legend" id={`${idPrefix}-bank-title`}>
        {t('dragWords.bank')}
      </p>
      <ul className="qm-bank" aria-labelledby={`${idPrefix}-bank-title`}>
        {data.bank.map((word, i) => (
          <li key={`${word}-${i}`}>
            <button
              type="button"
              className="qm-chip"
              aria-pressed={picked === i}
              disabled={readOnly || used[i]}
              draggable={!readOnly && !used[i]}
              onDragStart={(event) => {
                event.dataTransfer.setData('text/plain', String(i));
                setPicked(i);
              }}
              onClick={() => handleChip(i)}
            >
              {word}
              {used[i] ? <span className="visually-hidden"> {t('dragWords.used')}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <GapTextView
        segments={data.segments}
        renderGap={(gap) => {
          const word = answer.gaps[String(gap.index)];
          return (
            <button
              type="button"
              className={`qm-gap-button${word !== undefined ? ' qm-gap-button--filled' : ''}${picked !== null ? ' qm-gap-button--target' : ''}`}
              aria-label={word !== undefined ? t('dragWords.gapFilled', { n: gap.index + 1, word }) : t('dragWords.gapEmpty', { n: gap.index + 1 })}
              aria-disabled={readOnly || undefined}
              onClick={() => handleGap(gap)}
              onDragOver={(event) => {
                if (!readOnly) event.preventDefault();
              }}
              onDrop={(event) => handleDrop(event, gap.index)}
            >
              {word ?? <span aria-hidden="true">{gap.index + 1}</span>}
            </button>
          );
        }}
      />
      <Announcer message={message} />
    </div>
  );
}

function Review({ data, answer, correct, score, labelledBy }: ReviewProps<'QT_16'>) {
  return <GapTextReview segments={data.segments} given={answer?.gaps} expected={correct?.gaps ?? null} score={score} labelledBy={labelledBy} />;
}

export const kind: QuestionKindModule<'QT_16'> = { Editor, Player, Review };
