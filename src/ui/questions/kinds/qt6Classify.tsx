import { useTranslation } from 'react-i18next';
import type { Choice } from '@domain/assessments/questionModel';
import { FormattedText } from '@ui/components/FormattedText';
import { Select } from '@ui/components/Select';
import type { EditorProps, PlayerProps, QuestionKindModule, ReviewProps } from '@ui/questions/QuestionKind';
import { ChoiceListEditor } from '@ui/questions/shared/ChoiceListEditor';
import { ChoicePlayer } from '@ui/questions/shared/ChoiceOptions';
import { useIssueText } from '@ui/questions/shared/issues';
import { NoAnswer, ReviewFrame, ReviewMark, RightAnswer } from '@ui/questions/shared/review';
import { plainText } from '@ui/questions/shared/text';
import '@ui/questions/questions.css';

const textOf = (list: readonly Choice[], id: string | undefined) => list.find((entry) => entry.id === id)?.text;

function Editor({ data, onChange, issues, idPrefix }: EditorProps<'QT_6'>) {
  const { t } = useTranslation('questions');
  const issueText = useIssueText(issues);
  const categoryOptions = [{ value: '', label: t('qt6.chooseCategory') }, ...data.categories.map((c, i) => ({ value: c.id, label: plainText(c.text) || t('qt6.category', { n: i + 1 }) }))];
  return (
    <div className="tz-q-editor">
      <ChoiceListEditor
        idPrefix={`${idPrefix}-categories`}
        legend={t('qt6.categories')}
        itemLabel={(n) => t('qt6.category', { n })}
        addLabel={t('qt6.addCategory')}
        items={data.categories}
        mark="none"
        onChange={({ items }) => {
          const ids = new Set(items.map((item) => item.id));
          onChange({ ...data, categories: items, correct: Object.fromEntries(Object.entries(data.correct).filter(([, c]) => ids.has(c))) });
        }}
        issues={issues}
        path="/categories"
        newIdPrefix="c"
        min={2}
        max={10}
      />
      <ChoiceListEditor
        idPrefix={`${idPrefix}-items`}
        legend={t('qt6.items')}
        itemLabel={(n) => t('qt6.item', { n })}
        addLabel={t('qt6.addItem')}
        items={data.items}
        mark="none"
        onChange={({ items }) => {
          const ids = new Set(items.map((item) => item.id));
          onChange({ ...data, items, correct: Object.fromEntries(Object.entries(data.correct).filter(([item]) => ids.has(item))) });
        }}
        issues={issues}
        path="/items"
        correctPath="/correct"
        newIdPrefix="i"
        min={1}
        max={30}
        renderExtra={(item, index) => (
          <Select
            id={`${idPrefix}-right-${item.id}`}
            label={t('qt6.rightCategoryOf', { n: index + 1 })}
            value={data.correct[item.id] ?? ''}
            options={categoryOptions}
            error={issueText(`/correct/${item.id}`)}
            onChange={(value) => {
              const correct = { ...data.correct };
              if (value === '') delete correct[item.id];
              else correct[item.id] = value;
              onChange({ ...data, correct });
            }}
          />
        )}
      />
    </div>
  );
}

function Player({ data, answer, onAnswer, readOnly, labelledBy, idPrefix }: PlayerProps<'QT_6'>) {
  const categories = data.categories.map((c) => ({ id: c.id, html: c.text }));
  return (
    <div role="group" aria-labelledby={labelledBy} className="tz-q-classify">
      {data.items.map((item) => {
        const itemLabelId = `${idPrefix}-item-${item.id}`;
        const chosen = answer.placements[item.id];
        return (
          <div key={item.id} className="tz-q-classify__item">
            <p id={itemLabelId} className="tz-q-classify__name">
              <FormattedText html={item.text} inline />
            </p>
            <ChoicePlayer
              options={categories}
              multiple={false}
              selected={chosen ? [chosen] : []}
              onChange={([category]) => {
                if (category !== undefined) onAnswer({ placements: { ...answer.placements, [item.id]: category } });
              }}
              readOnly={readOnly}
              labelledBy={itemLabelId}
              name={`${idPrefix}-place-${item.id}`}
              inline
            />
          </div>
        );
      })}
    </div>
  );
}

function Review({ data, answer, correct, score, labelledBy }: ReviewProps<'QT_6'>) {
  const { t } = useTranslation('questions');
  const placements = answer?.placements ?? {};
  const outcomeOk = score?.outcome === 'correct' ? true : score?.outcome === 'incorrect' ? false : undefined;
  return (
    <ReviewFrame labelledBy={labelledBy} score={score}>
      {Object.keys(placements).length === 0 ? <NoAnswer /> : null}
      <ul className="tz-q-review__parts">
        {data.items.map((item) => {
          const given = placements[item.id];
          const right = correct?.placements[item.id];
          const ok = correct ? given !== undefined && given === right : outcomeOk;
          const givenText = textOf(data.categories, given);
          const rightText = textOf(data.categories, right);
          return (
            <li key={item.id} className="tz-q-review__part">
              <FormattedText className="tz-q-review__part-name" html={item.text} inline /> <span aria-hidden="true">→</span>{' '}
              <span className="visually-hidden">{t('qt6.placedIn')}</span>
              {givenText ? <FormattedText html={givenText} inline /> : <span>{t('review.empty')}</span>}
              {ok !== undefined ? <ReviewMark ok={ok} /> : null}
              {ok === false && rightText ? (
                <RightAnswer>
                  <FormattedText html={rightText} inline />
                </RightAnswer>
              ) : null}
            </li>
          );
        })}
      </ul>
    </ReviewFrame>
  );
}

export const kind: QuestionKindModule<'QT_6'> = { Editor, Player, Review };
