import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { useFieldIds } from '../lib/hooks/use-field-ids';
import { FieldError } from './field-parts';

interface CommonProps {
  label: string;
  error?: string | undefined;
}

type InputProps = CommonProps & InputHTMLAttributes<HTMLInputElement> & { multiline?: false; ref?: Ref<HTMLInputElement> };
type AreaProps = CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true; ref?: Ref<HTMLTextAreaElement> };

/** A labelled input (or textarea) with its error line under it. */
export function TextField(props: InputProps | AreaProps) {
  const { fieldId, errorId, controlProps: a11y } = useFieldIds(props.id, props.error);
  let control;
  if (props.multiline) {
    const { label: _l, error: _e, multiline: _m, ...rest } = props;
    control = <textarea className="field-input min-h-32" {...rest} {...a11y} />;
  } else {
    const { label: _l, error: _e, multiline: _m, ...rest } = props;
    control = <input className="field-input" {...rest} {...a11y} />;
  }
  return (
    <div>
      <label htmlFor={fieldId} className="field-label">
        {props.label}
      </label>
      {control}
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}
