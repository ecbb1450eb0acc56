// QT_13 matching pairs: for each item on the left, choose its partner on the right.
import { useTranslation } from 'react-i18next';
import type { Choice } from '@domain/assessments/questionModel';
import { FormattedText } from '@ui/components/FormattedText';
import { Select } from '@ui/components/Select';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { ChoiceListEditor } from '@ui/questions/shared/ChoiceListEditor';
import { plainText, without } from '@ui/questions/parts/ids';
import { FieldIssues, issuesAt, useIssueListText, useIssueTextAt } from '@ui/questions/shared/issues';
import { ReviewFrame } from '@ui/questions/parts/ReviewFrame';
import { Verdict, partVerdict } from '@ui/questions/parts/Verdict';
import '@ui/questions/parts/parts.css';

/** Keeps only pairs whose both ends still exist. */
function prunePairs(pairs: Readonly<Record<string, string>>, left: readonly Choice[], right: readonly Choice[]): Record<string, string> {
  const lefts = new Set(left.map((item) => item.id));
  const rights = new Set(right.map((item) => item.id));
  return Object.fromEntries(Object.entries(pairs).filter(([l, r]) => lefts.has(l) && rights.has(r)));
}

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_13'>) {
  const issueTextAt = useIssueTextAt(issues);
  const { t } = useTranslation('questionsMore');
  const issueText = useIssueListText();
  const rightOptions = [{ value: '', label: t('matching.choose') }, ...data.right.map((item, i) => ({ value: item.id, label: plainText(item.text) || t('matching.editor.rightItem', { n: i + 1 }) }))];
  return (
    <div className="qm-editor">
      <ChoiceListEditor
        idPrefix={`${idPrefix}-left`}
        legend={t('matching.editor.left')}
        itemLabel={(n) => t('matching.editor.leftItem', { n })}
        addLabel={t('matching.editor.addLeft')}
        items={data.left}
        onChange={({ items: left }) => onChange({ ...data, left, pairs: prunePairs(data.pairs, left, data.right) })}
        path="/left"
        issues={issues}
        min={2}
        newIdPrefix="l"
        mark="none"
        issueText={issueTextAt}
        movable={false}
        max={20}
      />
      <ChoiceListEditor
        idPrefix={`${idPrefix}-right`}
        legend={t('matching.editor.right')}
        hint={t('matching.editor.rightHint')}
        itemLabel={(n) => t('matching.editor.rightItem', { n })}
        addLabel={t('matching.editor.addRight')}
        items={data.right}
        onChange={({ items: right }) => onChange({ ...data, right, pairs: prunePairs(data.pairs, data.left, right) })}
        path="/right"
        issues={issues}
        min={2}
        newIdPrefix="r"
        mark="none"
        issueText={issueTextAt}
        movable={false}
        max={20}
      />
      <fieldset className="qm-fieldset">
        <legend className="qm-legend">{t('matching.editor.pairs')}</legend>
        <ul className="qm-rows">
          {data.left.map((item, i) => (
            <li key={item.id}>
              <Select
                id={`${idPrefix}-pair-${item.id}`}
                label={t('matching.editor.pairOf', { name: plainText(item.text) || t('matching.editor.leftItem', { n: i + 1 }) })}
                value={data.pairs[item.id] ?? ''}
                options={rightOptions}
                onChange={(value) => onChange({ ...data, pairs: value === '' ? without(data.pairs, item.id) : { ...data.pairs, [item.id]: value } })}
                error={issueText(issuesAt(issues, `/pairs/${item.id}`, true))}
              />
            </li>
          ))}
        </ul>
        <FieldIssues issues={issuesAt(issues, '/pairs')} />
      </fieldset>
    </div>
  );
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix }: PlayerProps<'QT_13'>) {
  const { t } = useTranslation('questionsMore');
  const choose = (leftId: string, rightId: string) => {
    if (readOnly) return;
    onAnswer({ pairs: rightId === '' ? without(answer.pairs, leftId) : { ...answer.pairs, [leftId]: rightId } });
  };
  return (
    <div className="qm-player" role="group" aria-labelledby={labelledBy}>
      <p className="qm-hint">{t('matching.help')}</p>
      <ul className="qm-rows">
        {data.left.map((item) => {
          const labelId = `${idPrefix}-left-${item.id}`;
          return (
            <li key={item.id} className="qm-row">
              <span id={labelId}>
                <FormattedText html={item.text} inline />
              </span>
              <select
                className="qm-native-select"
                aria-labelledby={labelId}
                value={answer.pairs[item.id] ?? ''}
                disabled={readOnly}
                onChange={(event) => choose(item.id, event.target.value)}
              >
                <option value="">{t('matching.choose')}</option>
                {data.right.map((right) => (
                  <option key={right.id} value={right.id}>
                    {plainText(right.text)}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Review({ data, answer, correct, score, labelledBy }: ReviewProps<'QT_13'>) {
  const { t } = useTranslation('questionsMore');
  const rightText = new Map(data.right.map((item) => [item.id, item.text]));
  return (
    <ReviewFrame score={score} labelledBy={labelledBy}>
      <ul className="qm-rows">
        {data.left.map((item) => {
          const given = answer?.pairs[item.id];
          const expected = correct?.pairs[item.id];
          const verdict = partVerdict(given, expected, correct !== null);
          return (
            <li key={item.id} className="qm-row">
              <FormattedText html={item.text} inline />
              <span>
                {given ? <FormattedText html={rightText.get(given) ?? ''} inline /> : null} {verdict ? <Verdict verdict={verdict} /> : null}
                {verdict !== 'right' && expected ? (
                  <span className="qm-right-answer">
                    {' '}
                    {t('review.shouldBe')} <FormattedText html={rightText.get(expected) ?? ''} inline />
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_13'> = { Editor, Player, Review };
