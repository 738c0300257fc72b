import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useFieldIds } from '../lib/hooks/use-field-ids';
import { FieldError } from './field-parts';

interface CommonProps {
  label: string;
  error?: string | undefined;
  /** A line under the control saying more about it. */
  hint?: ReactNode;
}

type InputProps = CommonProps & InputHTMLAttributes<HTMLInputElement> & { multiline?: false; ref?: Ref<HTMLInputElement> };
type AreaProps = CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true; ref?: Ref<HTMLTextAreaElement> };

/** A labelled input (or textarea) with its error line under it. */
export function TextField(props: InputProps | AreaProps) {
  const { fieldId, errorId, hintId, controlProps: a11y } = useFieldIds(props.id, props.error, props.hint !== undefined);
  let control;
  if (props.multiline) {
    const { label: _l, error: _e, hint: _h, multiline: _m, ...rest } = props;
    control = <textarea className="field-input min-h-32" {...rest} {...a11y} />;
  } else {
    const { label: _l, error: _e, hint: _h, multiline: _m, ...rest } = props;
    control = <input className="field-input" {...rest} {...a11y} />;
  }
  return (
    <div>
      <label htmlFor={fieldId} className="field-label">
        {props.label}
      </label>
      {control}
      {props.hint !== undefined && (
        <p id={hintId} className="mt-1 text-xs text-ink-soft">
          {props.hint}
        </p>
      )}
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}
