import { Select, SelectItem, TextField } from '@coop-portal/ui';

export interface SecurityQuestion {
  id: string | number;
  description: string;
}

export interface SecurityQuestionFieldsProps {
  /** The form names of the two fields (their errors come from the form by these names). */
  names: { question: string; answer: string };
  text: { question: string; placeholder: string; answer: string };
  questions: readonly SecurityQuestion[];
  question: string | number | null;
  answer: string;
  onQuestionChange: (id: string | number | null) => void;
  onAnswerChange: (answer: string) => void;
  answerMaxLength: number;
}

/**
 * The security question and its answer, both required (registration, doc 1 §5.4; My Profile,
 * doc 2 §5).
 */
export function SecurityQuestionFields({
  names,
  text,
  questions,
  question,
  answer,
  onQuestionChange,
  onAnswerChange,
  answerMaxLength,
}: SecurityQuestionFieldsProps) {
  return (
    <>
      <Select
        name={names.question}
        label={text.question}
        placeholder={text.placeholder}
        value={question}
        onChange={(id) => onQuestionChange(id ?? null)}
        items={questions}
        isRequired
      >
        {(item) => (
          <SelectItem id={item.id} textValue={item.description}>
            {item.description}
          </SelectItem>
        )}
      </Select>
      <TextField
        name={names.answer}
        label={text.answer}
        value={answer}
        onChange={onAnswerChange}
        maxLength={answerMaxLength}
        autoComplete="off"
        isRequired
      />
    </>
  );
}
